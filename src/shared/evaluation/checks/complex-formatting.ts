// structure.complexFormattingDetected: layout that applicant tracking systems often read in the
// wrong order or not at all: tables, text boxes, images and several columns. Needs the PDF's
// layout facts; a resume that never was a PDF (editor, JSON) has none and is not reported.
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding } from '../check'

export const complexFormattingCheck: Check = {
  id: 'complexFormattingDetected',
  category: 'structure',
  run(doc) {
    const layout = doc.layout
    if (!layout) return []
    const findings: Finding[] = []
    if (layout.tables > 0) {
      findings.push(
        finding(
          'complexFormattingDetected',
          'Tables',
          null,
          'Replace tables with plain lines; many ATS read table cells out of order.',
        ),
      )
    }
    if (layout.textBoxes > 0) {
      findings.push(
        finding(
          'complexFormattingDetected',
          'Text boxes',
          null,
          'Move text out of text boxes; ATS often skip them.',
        ),
      )
    }
    if (layout.images > 0) {
      findings.push(
        finding(
          'complexFormattingDetected',
          'Images',
          null,
          'Text inside images cannot be read by an ATS; write it as text.',
        ),
      )
    }
    if (layout.columns > 1) {
      findings.push(
        finding(
          'complexFormattingDetected',
          `${layout.columns} columns`,
          null,
          'A single-column layout is read in the right order by every ATS.',
        ),
      )
    }
    return findings
  },
}
