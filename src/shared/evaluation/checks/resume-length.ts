// structure.resumeLength: one page for a short career, two for most, never more than two;
// under 120 words there is too little for a recruiter or an ATS to go on.
import type { ResumeLength } from '@shared/api/evaluation'
import type { EvalDocument } from '../document'
import { wordCount } from '../text'

export const MIN_WORDS = 120
export const MAX_WORDS = 1000
export const MAX_PAGES = 2

export function resumeLength(doc: EvalDocument): ResumeLength {
  const words = wordCount(doc.text)
  const pages = doc.layout ? doc.layout.pageCount : null
  let verdict: ResumeLength['verdict'] = 'ok'
  if ((pages !== null && pages > MAX_PAGES) || words > MAX_WORDS) verdict = 'too long'
  else if (words < MIN_WORDS) verdict = 'too short'
  return { verdict, pages, words }
}
