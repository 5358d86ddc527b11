// The resume the template picker's thumbnails show while the user's own is still empty: enough
// of every kind of section to show what each layout does with it.
import { createItem, createResume, type Resume } from '@shared/resume'

export function sampleResume(look: Resume): Resume {
  return createResume({
    resumeColor: look.resumeColor,
    resumeFontFamily: look.resumeFontFamily,
    resumeFontSize: look.resumeFontSize,
    resumeLanguage: look.resumeLanguage,
    showSkillLevels: look.showSkillLevels,
    showLanguageLevels: look.showLanguageLevels,
    contact: {
      ...createResume().contact,
      firstName: 'Alex',
      lastName: 'Morgan',
      jobTitle: 'Product Designer',
      email: 'alex.morgan@example.com',
      phone: '+44 20 7946 0018',
      city: 'London',
      country: 'United Kingdom',
      description:
        '<p>Product designer with eight years of experience turning research into simple, accessible interfaces.</p>',
    },
    experiences: [
      createItem('experiences', {
        id: 'sample-exp-1',
        title: 'Senior Product Designer',
        company: 'Northwind',
        location: 'London',
        startDate: '03/2020',
        endDate: 'Present',
        isCurrentWork: true,
        description:
          '<ul><li>Led the redesign of the booking flow, lifting conversion by 18%</li><li>Built the design system used by six teams</li></ul>',
      }),
      createItem('experiences', {
        id: 'sample-exp-2',
        title: 'Product Designer',
        company: 'Contoso',
        location: 'Manchester',
        startDate: '06/2016',
        endDate: '02/2020',
        description: '<ul><li>Ran weekly usability tests with customers</li></ul>',
      }),
    ],
    educations: [
      createItem('educations', {
        id: 'sample-edu-1',
        degree: 'BA Interaction Design',
        school: 'University of the Arts',
        location: 'London',
        startDate: '09/2012',
        endDate: '06/2016',
      }),
    ],
    skills: ['User research', 'Prototyping', 'Figma', 'Accessibility'].map((name, index) =>
      createItem('skills', { id: String(index), name, level: index < 2 ? 'Expert' : 'Advanced' }),
    ),
    languages: [
      createItem('languages', { id: 'sample-lang-1', name: 'English', level: 'Native' }),
      createItem('languages', { id: 'sample-lang-2', name: 'Spanish', level: 'Intermediate' }),
    ],
  })
}
