// content.resumeDesignProblems: layout habits that make a resume hard to skim or to parse:
//   - an experience written as one block of prose (60+ words, no bullets);
//   - more than three fonts in the PDF;
//   - dates written in several formats ("03/2021" next to "Mar 2021");
//   - no bullet lines at all in the experience.
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding } from '../check'
import { descriptionLines } from '../document'
import { wordCount } from '../text'

const NUMERIC_DATE = /\b(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}\b/
const MONTH_NAME_DATE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık)[a-zäöüçğışı]*\.?\s+(?:19|20)\d{2}\b/i

export const designProblemsCheck: Check = {
  id: 'resumeDesignProblems',
  category: 'content',
  run(doc) {
    const findings: Finding[] = []
    for (const item of doc.resume?.experiences ?? []) {
      const lines = descriptionLines(item.description)
      if (lines.length === 1 && wordCount(lines[0] ?? '') >= 60) {
        findings.push(
          finding(
            'resumeDesignProblems',
            `${item.title || item.company}: one long paragraph`,
            {
              section: 'experiences',
              itemId: item.id,
              field: 'description',
              kind: 'bullet',
              text: '',
            },
            'Break the description into 3–6 bullet points, one result each.',
          ),
        )
      }
    }
    if (doc.layout && doc.layout.fonts > 3) {
      findings.push(
        finding(
          'resumeDesignProblems',
          `${doc.layout.fonts} fonts`,
          null,
          'Use one or two fonts; many fonts look unsettled and some ATS misread them.',
        ),
      )
    }
    const dateLines = doc.lines.filter(
      (line) => NUMERIC_DATE.test(line) || MONTH_NAME_DATE.test(line),
    )
    const numeric = dateLines.filter((line) => NUMERIC_DATE.test(line)).length
    const named = dateLines.filter((line) => MONTH_NAME_DATE.test(line)).length
    if (numeric >= 2 && named >= 2) {
      findings.push(
        finding(
          'resumeDesignProblems',
          'Mixed date formats',
          null,
          'Write every date the same way, e.g. "03/2021" or "Mar 2021".',
        ),
      )
    }
    return findings
  },
}
