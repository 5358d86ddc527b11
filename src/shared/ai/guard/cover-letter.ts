// The fact guard on a drafted cover letter (issue 19.1): the same rule as for every AI text, a
// letter may not state a number, date or name that neither the resume, the job description nor
// the recipient the user typed holds. A letter is prose, so the guard works per sentence: a
// sentence with a new fact is removed (and the fact reported), the rest of the paragraph stays.
// A subject, greeting or closing with a new fact is replaced by the offline engine's.
// Placeholders in square brackets are never facts.
import { letterPlaceholders, createCoverLetter } from '@shared/cover-letter/model'
import { parseField, rewrittenLine, serializeField, type FieldBlock } from '../text/field-text'
import { newFacts, type FactSource } from './facts'
import type { CoverLetterDraft, GuardedCoverLetter } from '../types'

/** Sentences of one line of prose (the end mark stays with its sentence). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=\S)/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

function guardBody(html: string, source: FactSource, removed: Set<string>): string {
  const blocks: FieldBlock[] = []
  for (const block of parseField(html)) {
    const lines = block.lines.flatMap((line) => {
      const facts = newFacts(line.text, source)
      if (facts.length === 0) return [line]
      const kept = sentences(line.text).filter((sentence) => {
        const found = newFacts(sentence, source)
        for (const fact of found) removed.add(fact.text)
        return found.length === 0
      })
      return kept.length === 0 ? [] : [rewrittenLine(kept.join(' '))]
    })
    if (lines.length > 0) blocks.push({ ...block, lines })
  }
  return serializeField(blocks)
}

/**
 * The draft as the user may see it: sentences with invented facts gone, a short field with one
 * replaced by `fallback`'s. `body` may come back empty (nothing honest was left): the caller
 * then uses the fallback draft whole.
 */
export function guardCoverLetter(
  draft: CoverLetterDraft,
  source: FactSource,
  fallback: CoverLetterDraft,
): GuardedCoverLetter {
  const removed = new Set<string>()
  const short = (field: 'subject' | 'greeting' | 'closing'): string => {
    const facts = newFacts(draft[field], source)
    for (const fact of facts) removed.add(fact.text)
    return facts.length === 0 && draft[field].trim() !== '' ? draft[field] : fallback[field]
  }
  const guarded = {
    subject: short('subject'),
    greeting: short('greeting'),
    closing: short('closing'),
    body: guardBody(draft.body, source, removed),
  }
  const placeholders = letterPlaceholders(createCoverLetter(guarded))
  return { ...guarded, removedFacts: [...removed], placeholders }
}
