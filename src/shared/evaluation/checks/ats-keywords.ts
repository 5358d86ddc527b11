// skills.atsMatchedKeywords / atsMissingKeywords: the keywords applicant tracking systems look
// for in the desired job's family, and, beyond the spec, the keywords of a pasted job description
// with a match rate as Jobscan-style tools give it.
import type { JobDescriptionMatch } from '@shared/api/evaluation'
import type { EvalDocument } from '../document'
import { JOB_FAMILIES, type JobFamily } from '../data/job-families'
import { TECH_TERMS } from '../data/tech-terms'
import { jobFamilyOf } from '../job-family'
import { fold, phraseRegExp } from '../text'
import { cells } from '../text-units'

/** At most this many missing keywords are reported: the most asked-for first. */
export const MAX_MISSING_KEYWORDS = 8

export interface KeywordResult {
  family: JobFamily | null
  matched: string[]
  missing: string[]
  jobDescription?: JobDescriptionMatch
}

function keywordPattern(keyword: string): RegExp {
  return phraseRegExp(keyword.split('|').map(fold))
}

const PATTERNS = new Map<string, RegExp>()
/** True when the folded text has the keyword or one of its aliases (also used by the enhancer). */
export function hasKeyword(foldedText: string, keyword: string): boolean {
  let pattern = PATTERNS.get(keyword)
  if (!pattern) {
    pattern = keywordPattern(keyword)
    PATTERNS.set(keyword, pattern)
  }
  pattern.lastIndex = 0
  return pattern.test(foldedText)
}

export const displayName = (keyword: string): string => keyword.split('|')[0] ?? keyword

/**
 * The job title the keywords are chosen for: the desired one, else the resume's own, else the
 * first line of the printed header that names a job a family knows.
 */
export function targetJobTitle(doc: EvalDocument): string {
  if (doc.jobTitle !== '') return doc.jobTitle
  const own = doc.resume?.contact.jobTitle.trim() ?? ''
  if (own !== '') return own
  return (
    doc.lines
      .slice(0, 6)
      .flatMap(cells)
      .find((cell) => cell.length <= 60 && jobFamilyOf(cell) !== null) ?? ''
  )
}

export function keywordResult(doc: EvalDocument): KeywordResult {
  const resumeText = fold(doc.text)
  const family = jobFamilyOf(targetJobTitle(doc))
  const matched: string[] = []
  const missing: string[] = []
  for (const keyword of family?.keywords ?? []) {
    if (hasKeyword(resumeText, keyword)) matched.push(displayName(keyword))
    else missing.push(displayName(keyword))
  }
  const result: KeywordResult = {
    family,
    matched,
    missing: withoutNearDuplicates(missing, matched).slice(0, MAX_MISSING_KEYWORDS),
  }
  if (doc.jobDescription !== '')
    result.jobDescription = jobDescriptionMatch(resumeText, doc.jobDescription)
  return result
}

/**
 * Missing keywords whose name contains a matched one's or the reverse ("JavaScript" when the
 * resume has "Java") are left out: the pair reads as a contradiction to the person.
 */
function withoutNearDuplicates(missing: string[], matched: readonly string[]): string[] {
  const present = matched.map(fold)
  return missing.filter((name) => {
    const folded = fold(name)
    return !present.some((have) => folded.includes(have) || have.includes(folded))
  })
}

// Every keyword the product knows, for finding them in a job description.
let vocabulary: string[] | null = null
export function knownKeywords(): string[] {
  if (!vocabulary) {
    const seen = new Set<string>()
    vocabulary = []
    for (const keyword of [...JOB_FAMILIES.flatMap((family) => family.keywords), ...TECH_TERMS]) {
      const key = fold(displayName(keyword))
      if (seen.has(key)) continue
      seen.add(key)
      vocabulary.push(keyword)
    }
  }
  return vocabulary
}

/** The known keywords the job description asks for, and which of them the resume has. */
export function jobDescriptionMatch(
  foldedResume: string,
  jobDescription: string,
): JobDescriptionMatch {
  const description = fold(jobDescription)
  const matched: string[] = []
  const missing: string[] = []
  for (const keyword of knownKeywords()) {
    if (!hasKeyword(description, keyword)) continue
    if (hasKeyword(foldedResume, keyword)) matched.push(displayName(keyword))
    else missing.push(displayName(keyword))
  }
  const total = matched.length + missing.length
  return {
    matchRate: total === 0 ? 0 : Math.round((matched.length / total) * 100),
    matched,
    missing,
  }
}
