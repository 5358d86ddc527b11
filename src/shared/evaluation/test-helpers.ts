// Builders for the checks' tests: a resume from a few fields, run through the real document.
import type { Finding } from '@shared/api/evaluation'
import { createContact, createItem, createResume, type Resume } from '@shared/resume'
import type { Check } from './check'
import { buildDocument, type EvaluationInput } from './document'
import type { Speller } from './spelling/speller'

export interface ResumeSketch {
  language?: Resume['resumeLanguage']
  summary?: string
  bullets?: string[]
  contact?: Partial<Resume['contact']>
  skills?: string[]
}

export function sketchResume(sketch: ResumeSketch = {}): Resume {
  return createResume({
    resumeLanguage: sketch.language ?? 'en',
    contact: createContact({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      city: 'London',
      country: 'United Kingdom',
      jobTitle: 'Engineer',
      description: sketch.summary ?? '',
      ...sketch.contact,
    }),
    experiences: sketch.bullets
      ? [
          createItem('experiences', {
            id: 'job-1',
            title: 'Engineer',
            company: 'Analytical Engines Ltd',
            description: sketch.bullets.join('\n'),
          }),
        ]
      : [],
    skills: (sketch.skills ?? []).map((name, index) =>
      createItem('skills', { id: `s${index}`, name }),
    ),
  })
}

export function runCheck(
  check: Check,
  sketch: ResumeSketch,
  extra: Partial<EvaluationInput> = {},
  speller: Speller | null = null,
): Finding[] {
  return check.run(buildDocument({ resume: sketchResume(sketch), ...extra }), { speller })
}

export const texts = (findings: readonly Finding[]): string[] => findings.map((item) => item.text)
