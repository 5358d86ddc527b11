// A full resume for translation tests: every section, rich text with paragraphs, lists, bold,
// italics and links, and every kind of protected token (names, companies, e-mails, URLs, phone
// numbers, amounts, percentages, dates with and without month names, product names, acronyms).
import { createResume, type Resume } from '../../resume'

export function fullResume(): Resume {
  return createResume({
    resumeName: 'Main resume',
    resumeLanguage: 'en',
    contact: {
      jobTitle: 'Senior Software Engineer',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '+1 202 555 0143',
      country: 'United States',
      city: 'Arlington',
      birthDate: '09/12/1986',
      address: '1 Navy Way',
      description:
        '<p>Software engineer with <strong>12 years</strong> of experience building payment platforms at Initech.</p>' +
        '<p>Reach me at grace.hopper@example.com or https://grace.example.dev, or call +1 202 555 0143.</p>',
    },
    experiences: [
      {
        id: 'exp-1',
        title: 'Senior Software Engineer',
        company: 'Initech',
        startDate: 'March 2019',
        endDate: 'Present',
        isCurrentWork: true,
        location: 'Arlington',
        description:
          '<ul><li>Cut checkout latency by <strong>40%</strong> with Kubernetes and PostgreSQL.</li>' +
          '<li>Led a team of 6 engineers through the migration to AWS in March 2021.</li>' +
          '<li>Saved $1.2M a year by rebuilding the <em>billing</em> pipeline in TypeScript and Node.js.</li>' +
          '<li>Wrote the <a href="https://initech.example.com/blog/ledger" rel="noopener noreferrer" target="_blank">ledger design notes</a> read by 3,000 developers.</li></ul>',
      },
      {
        id: 'exp-2',
        title: 'Software Developer',
        company: 'Globex Corporation',
        startDate: '08/2012',
        endDate: '02/2019',
        isCurrentWork: false,
        location: 'Germany',
        description:
          '<p>Built the reporting service for the finance team of Globex Corporation.</p>' +
          '<ol><li>Introduced code review and CI for 25 repositories.</li><li>Mentored 4 interns in Java and SQL.</li></ol>',
      },
    ],
    educations: [
      {
        id: 'edu-1',
        degree: 'Master of Science in Computer Science',
        school: 'Yale University',
        location: 'New Haven',
        startDate: '09/2008',
        endDate: '06/2010',
        isCurrentEducation: false,
        description: '<p>Thesis on compiler design, graded <strong>A</strong>; GPA 3.9 of 4.0.</p>',
      },
    ],
    projects: [
      {
        id: 'prj-1',
        title: 'Open-source compiler toolkit',
        startDate: '01/2020',
        endDate: 'Present',
        isCurrentProject: true,
        description:
          '<p>A toolkit used by 150 companies, published on https://github.com/example/toolkit.</p>',
      },
    ],
    skills: [
      { id: 'skl-1', name: 'Python', level: 'Expert' },
      { id: 'skl-2', name: 'Project management', level: 'Advanced' },
      { id: 'skl-3', name: 'Public speaking', level: '' },
    ],
    certifications: [
      {
        id: 'crt-1',
        course: 'Cloud architecture course',
        startDate: '05/2021',
        endDate: '06/2021',
        institute: 'Coursera',
      },
    ],
    languages: [
      { id: 'lng-1', name: 'English', level: 'Native' },
      { id: 'lng-2', name: 'German', level: 'C1' },
      { id: 'lng-3', name: 'Spanish', level: 'Fluent' },
    ],
    references: [
      {
        id: 'ref-1',
        name: 'Alan Turing',
        company: 'Initech',
        phone: '+44 20 7946 0018',
        email: 'alan@example.com',
      },
    ],
    honors: [{ id: 'hon-1', description: '<p>Engineer of the year 2022 at Initech.</p>' }],
    publications: [
      { id: 'pub-1', description: '<p><em>Practical compilers</em>, ACM Queue, 2019.</p>' },
    ],
    hobbies: [{ id: 'hob-1', description: '<p>Sailing and chess.</p>' }],
    voluntaries: [
      { id: 'vol-1', description: '<p>Taught programming to 30 children every Saturday.</p>' },
    ],
    exhibitions: [
      { id: 'exh-1', description: '<p>Computer history exhibition, Boston, 2018.</p>' },
    ],
  })
}

/** Tokens the full resume's free text holds that must come back exactly. */
export const FULL_RESUME_TOKENS = [
  'grace.hopper@example.com',
  'https://grace.example.dev',
  '+1 202 555 0143',
  '12',
  'Initech',
  '40%',
  'Kubernetes',
  'PostgreSQL',
  '6',
  'AWS',
  '$1.2M',
  'TypeScript',
  'Node.js',
  '3,000',
  'Globex Corporation',
  'CI',
  '25',
  '4',
  'Java',
  'SQL',
  'GPA',
  '3.9',
  '4.0',
  '150',
  'https://github.com/example/toolkit',
  'Python',
  'ACM',
  '2019',
  '2022',
  '30',
  '2018',
]
