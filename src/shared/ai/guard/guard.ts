// The fact guard (issue 13, point 4), the same for both engines: a suggestion may not bring a
// number, amount, percentage, date, employer, school, degree, certification, product or tool
// that the resume lacks (for skills and tailoring: that the resume and the pasted job
// description lack), and a rewrite may not lose the facts of the text it replaces. What the
// guard decides is kept on the suggestion and logged, one entry per suggestion.
import type { Speller } from '@shared/evaluation'
import { LIST_SECTIONS, type Resume } from '@shared/resume'
import type { EngineName, GuardDecision } from '../types'
import { factSource, lostFacts, newFacts, type FactSource } from './facts'

/** What happens to a suggestion with new facts: never shown, or shown flagged for confirmation. */
export type GuardPolicy = 'drop' | 'flag'

export interface GuardLogEntry {
  highlightId: string
  engine: EngineName
  section: string
  itemId: string | null
  field: string
  verdict: GuardDecision['verdict']
  newFacts: string[]
  lostFacts: string[]
}

export type GuardLog = (entry: GuardLogEntry) => void

/** Every text of the resume a fact may come from (ids and flags excluded). */
export function resumeTexts(resume: Resume): string[] {
  const texts: string[] = Object.values(resume.contact).filter(
    (value): value is string => typeof value === 'string',
  )
  for (const section of LIST_SECTIONS) {
    for (const item of resume[section] as readonly Record<string, unknown>[]) {
      for (const [key, value] of Object.entries(item)) {
        if (key !== 'id' && typeof value === 'string') texts.push(value)
      }
    }
  }
  return texts
}

export interface GuardSources {
  /** Facts of the resume and the job title. */
  resume: FactSource
  /** Facts of the resume, the job title and the pasted job description. */
  withJob: FactSource
}

export function guardSources(
  resume: Resume,
  options: {
    jobTitle?: string
    jobDescription?: string
    speller?: Speller | null
    /** Numbers the engine computed from the resume's own facts (years of experience). */
    derivedNumbers?: readonly number[]
  },
): GuardSources {
  const base = [...resumeTexts(resume), options.jobTitle ?? '']
  const shared = {
    language: resume.resumeLanguage,
    speller: options.speller ?? null,
    derivedNumbers: options.derivedNumbers ?? [],
  }
  return {
    resume: factSource(base, shared),
    withJob: factSource([...base, options.jobDescription ?? ''], shared),
  }
}

/** The guard's decision on a new text that replaces `oldValue`. */
export function guardText(
  newValue: string,
  oldValue: string,
  source: FactSource,
  policy: GuardPolicy,
  options: { mustKeepOld?: boolean } = {},
): GuardDecision {
  const added = newFacts(newValue, source, oldValue).map((fact) => fact.text)
  const lost = oldValue === '' ? [] : lostFacts(oldValue, newValue, source)
  // A drafted summary replaces the old one from other facts: what it leaves out is reported,
  // not held against it.
  const counted = options.mustKeepOld === false ? [] : lost
  if (added.length === 0 && counted.length === 0)
    return { verdict: 'pass', newFacts: [], lostFacts: lost }
  return { verdict: policy, newFacts: added, lostFacts: lost }
}
