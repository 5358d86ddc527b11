// The home page's demo resume (spec 000 §2, 001 §2.6): a plausible but imperfect resume of a
// fictional person, drawn by the real templates and evaluated by the real evaluation engine.
// It is deliberately a first draft, the kind people start from: bullets without a single number,
// a birth date an ATS does not need, no link to a profile, and no education or skills section
// yet. The sample evaluation therefore has something to say: the engine scores it 55 with four
// kinds of warning (spec 000 §9: demo score 55, at most four warnings), and demo-resume.test.ts
// fails if a change to the resume or the engine moves either figure.
import { createItem, createResume, type FontFamily, type Resume } from '@shared/resume'

/** The template the demo draws with: its palette is the spec's five demo colours. */
export const DEMO_TEMPLATE = 'Liner' as const
/** The five palette colours of the demo (spec 000 §9), plus a custom picker. */
export const DEMO_COLOURS = ['#b2d1ed', '#eec2ed', '#c2eee8', '#b8d9b7', '#b8b7d9'] as const
/** Demo sizes 10–16 in steps of 1 (spec 000 §9) span the editor's whole range of stored sizes. */
export const DEMO_MIN_SIZE = 10
export const DEMO_MAX_SIZE = 16
const DEMO_SIZE_TO_STORED = -2

export interface DemoLook {
  colour: string
  font: FontFamily
  size: number
}

export const DEFAULT_DEMO_LOOK: DemoLook = { colour: DEMO_COLOURS[0], font: 'Montserrat', size: 12 }

export function demoResume(look: DemoLook = DEFAULT_DEMO_LOOK): Resume {
  return createResume({
    selectedTemplate: DEMO_TEMPLATE,
    resumeColor: look.colour,
    resumeFontFamily: look.font,
    resumeFontSize: look.size + DEMO_SIZE_TO_STORED,
    resumeLanguage: 'en',
    contact: {
      ...createResume().contact,
      firstName: 'Jordan',
      lastName: 'Ellis',
      jobTitle: 'Marketing Coordinator',
      email: 'jordan.ellis@example.com',
      phone: '+44 20 7946 0321',
      city: 'Bristol',
      country: 'United Kingdom',
      birthDate: '14/03/1997',
    },
    experiences: [
      createItem('experiences', {
        id: 'demo-exp-1',
        title: 'Marketing Coordinator',
        company: 'Harbour Foods',
        location: 'Bristol',
        startDate: '04/2021',
        endDate: 'Present',
        isCurrentWork: true,
        description:
          '<ul><li>Planned the monthly newsletter and social media calendar</li><li>Coordinated product launches with the sales team</li></ul>',
      }),
      createItem('experiences', {
        id: 'demo-exp-2',
        title: 'Marketing Assistant',
        company: 'Westgate Books',
        location: 'Bath',
        startDate: '09/2019',
        endDate: '03/2021',
        description: '<ul><li>Wrote product descriptions for the online shop</li></ul>',
      }),
    ],
    languages: [createItem('languages', { id: 'demo-lang-1', name: 'English', level: 'Native' })],
  })
}
