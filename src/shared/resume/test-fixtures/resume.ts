// A complete, valid resume used by the model's tests: every section holds at least one item.
import { createResume, type Resume } from '../resume'

export function completeResume(): Resume {
  return createResume({
    contact: {
      jobTitle: 'Senior Backend Engineer',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      city: 'London',
      birthDate: '10/12/1985',
      address: '12 St James Square',
      description: '<p>Engineer who builds <strong>reliable</strong> payment systems.</p>',
    },
    educations: [
      {
        id: 'edu-1',
        degree: 'BSc Mathematics',
        school: 'University of London',
        location: 'London',
        startDate: '09/2003',
        endDate: '06/2007',
        isCurrentEducation: false,
        description: '<p>First-class honours.</p>',
      },
    ],
    experiences: [
      {
        id: 'exp-1',
        title: 'Senior Backend Engineer',
        company: 'Analytical Engines Ltd',
        startDate: '03/2019',
        endDate: 'Present',
        isCurrentWork: true,
        location: 'London',
        description: '<ul><li>Cut payment latency by 40%</li><li>Led a team of 6</li></ul>',
      },
      {
        id: 'exp-2',
        title: 'Software Engineer',
        company: 'Difference Co',
        startDate: '08/2007',
        endDate: '02/2019',
        isCurrentWork: false,
        location: 'Manchester',
        description: '<p>Built the ledger service.</p>',
      },
    ],
    projects: [
      {
        id: 'prj-1',
        title: 'Open-source ledger',
        startDate: '01/2021',
        endDate: 'Present',
        description: '<p>Double-entry ledger in TypeScript.</p>',
        isCurrentProject: true,
      },
    ],
    skills: [
      { id: '0', name: 'TypeScript', level: 'Expert' },
      { id: '1', name: 'PostgreSQL', level: 'Advanced' },
      { id: '2', name: 'Kubernetes', level: '' },
    ],
    certifications: [
      {
        id: 'cert-1',
        course: 'AWS Solutions Architect',
        startDate: '01/2020',
        endDate: '02/2020',
        institute: 'Amazon',
      },
    ],
    honors: [{ id: 'hon-1', description: '<p>Employee of the year 2022</p>' }],
    languages: [
      { id: 'lang-1', name: 'English', level: 'Native' },
      { id: 'lang-2', name: 'French', level: 'Intermediate' },
    ],
    publications: [{ id: 'pub-1', description: '<p>Notes on the Analytical Engine</p>' }],
    references: [
      {
        id: 'ref-1',
        name: 'Charles Babbage',
        company: 'Difference Co',
        phone: '+44 20 0000 0000',
        email: 'cb@example.com',
      },
    ],
    hobbies: [{ id: 'hob-1', description: '<p>Chess</p>' }],
    voluntaries: [{ id: 'vol-1', description: '<p>Code club mentor</p>' }],
    exhibitions: [{ id: 'exh-1', description: '<p>Science Museum, 2019</p>' }],
    selectedTemplate: 'Classic',
    resumeColor: '#b2d1ed',
    resumeName: 'Backend roles',
    resumeFontFamily: 'Roboto',
    resumeFontSize: 11,
    resumeLanguage: 'en',
  })
}
