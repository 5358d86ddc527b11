// structure.missingSections: the sections every ATS and recruiter expects: Experience, Education
// and Skills. A section counts as present when the model has an item in it or the printed text
// has its heading (in any supported language, also inside a two-column line), so a parser slip
// does not report a section the page shows.
import type { Finding } from '@shared/api/evaluation'
import { sectionTitle } from '@shared/resume'
import type { Check } from '../check'
import { finding } from '../check'
import type { EvalDocument } from '../document'
import { cells, headingSection } from '../text-units'

const EXPECTED = ['experiences', 'educations', 'skills'] as const

function printedSections(doc: EvalDocument): Set<string> {
  const found = new Set<string>()
  for (const line of doc.lines) {
    for (const cell of cells(line)) {
      const section = headingSection(cell.replace(/[^\p{L}\s&]/gu, ' '))
      if (section) found.add(section)
    }
  }
  return found
}

export const missingSectionsCheck: Check = {
  id: 'missingSections',
  category: 'structure',
  run(doc) {
    const findings: Finding[] = []
    const printed = printedSections(doc)
    for (const section of EXPECTED) {
      const items = doc.resume ? doc.resume[section].length : 0
      if (items > 0 || printed.has(section)) continue
      const name = sectionTitle('en', section)
      findings.push({
        ...finding(
          'missingSections',
          name,
          null,
          `Add a ${name} section; ATS look for it by its heading.`,
        ),
        location: { section },
      })
    }
    return findings
  },
}
