// structure.missingSections: the sections every ATS and recruiter expects: Experience, Education
// and Skills. A section counts as present when the model has an item in it or the printed text
// has its heading (in any supported language), so a parser slip does not report a section the
// page shows.
import type { Finding } from '@shared/api/evaluation'
import { SECTION_TITLES, sectionTitle, type ListSection } from '@shared/resume'
import type { Check } from '../check'
import { finding } from '../check'
import type { EvalDocument } from '../document'
import { fold } from '../text'

interface Expected {
  section: ListSection
  name: string
  headings: readonly string[]
}

const EXTRA_HEADINGS: Record<string, readonly string[]> = {
  experiences: [
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'experience',
    'erfahrung',
    'berufserfahrung',
    'beruflicher werdegang',
    'is deneyimi',
    'deneyim',
    'is tecrubesi',
    'experiencia',
    'experience professionnelle',
  ],
  educations: [
    'education',
    'academic background',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'schulbildung',
    'egitim',
    'egitim bilgileri',
    'formacion',
    'formation',
  ],
  skills: [
    'skills',
    'key skills',
    'technical skills',
    'core competencies',
    'competencies',
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'fachkenntnisse',
    'yetenekler',
    'beceriler',
    'yetkinlikler',
    'habilidades',
    'competences',
  ],
}

const EXPECTED: readonly Expected[] = (['experiences', 'educations', 'skills'] as const).map(
  (section) => ({
    section,
    name: sectionTitle('en', section),
    headings: [
      ...new Set([
        ...Object.values(SECTION_TITLES).map((titles) => fold(titles[section])),
        ...(EXTRA_HEADINGS[section] ?? []),
      ]),
    ],
  }),
)

function hasHeading(doc: EvalDocument, headings: readonly string[]): boolean {
  return doc.lines.some((line) => {
    const bare = fold(line)
      .replace(/[^\p{L}\s&]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (bare === '' || bare.split(' ').length > 4) return false
    // Spaced small caps ("W ORK E XPERIENCE") read as one word.
    const joined = bare.replace(/\s+/g, '')
    return headings.some((heading) => bare === heading || joined === heading.replace(/\s+/g, ''))
  })
}

export const missingSectionsCheck: Check = {
  id: 'missingSections',
  category: 'structure',
  run(doc) {
    const findings: Finding[] = []
    for (const expected of EXPECTED) {
      const items = doc.resume ? doc.resume[expected.section].length : 0
      if (items > 0 || hasHeading(doc, expected.headings)) continue
      findings.push({
        ...finding(
          'missingSections',
          expected.name,
          null,
          `Add a ${expected.name} section; ATS look for it by its heading.`,
        ),
        location: { section: expected.section },
      })
    }
    return findings
  },
}
