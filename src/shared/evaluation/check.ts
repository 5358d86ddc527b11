// What every check is: a small function from the evaluation document to findings.
import type { Finding, FindingLocation } from '@shared/api/evaluation'
import type { EvalDocument, Segment } from './document'
import type { Speller } from './spelling/speller'

export type CheckCategory = 'redFlags' | 'skills' | 'content' | 'structure'

export interface CheckContext {
  /** The hunspell speller for the resume's language, or null when none is loaded. */
  speller: Speller | null
}

export interface Check {
  /** The result field the findings go to, spelled as in the spec (e.g. "passiveVoice"). */
  id: string
  category: CheckCategory
  /** Languages with word lists for this check; absent means every language. */
  languages?: readonly string[]
  /** True when the check needs a hunspell dictionary. */
  needsDictionary?: boolean
  run(doc: EvalDocument, context: CheckContext): Finding[]
}

export function locationOf(segment: Segment): FindingLocation {
  const location: FindingLocation = { section: segment.section, field: segment.field }
  if (segment.itemId !== undefined) location.itemId = segment.itemId
  return location
}

export function finding(
  check: string,
  text: string,
  segment?: Segment | null,
  suggestion?: string,
): Finding {
  const result: Finding = { check, text }
  if (segment) result.location = locationOf(segment)
  if (suggestion !== undefined) result.suggestion = suggestion
  return result
}

/** Segments written as prose by the person: summary and description bullets. */
export function proseSegments(doc: EvalDocument): Segment[] {
  return doc.segments.filter((segment) => segment.kind !== 'field')
}

/** The same finding text is reported once (first occurrence), compared case-insensitively. */
export function uniqueByText(findings: Finding[]): Finding[] {
  const seen = new Set<string>()
  return findings.filter((item) => {
    const key = item.text.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Runs a phrase list over the prose: one finding per match, with the matched words as printed.
 * `suggest` turns the matched phrase into advice.
 */
export function phraseFindings(
  check: string,
  segments: readonly Segment[],
  pattern: RegExp,
  suggest: (match: string) => string,
): Finding[] {
  const findings: Finding[] = []
  for (const segment of segments) {
    for (const match of segment.text.matchAll(pattern)) {
      findings.push(finding(check, match[0], segment, suggest(match[0])))
    }
  }
  return uniqueByText(findings)
}
