// redFlags.repetitiveWords: a word used 6 or more times (spec 000 §3), stop words, numbers and
// names excluded. Counted over the prose the person wrote (summary and descriptions).
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding, proseSegments } from '../check'
import type { Segment } from '../document'
import { stopWords } from '../data/stop-words'
import { fold, lower, words } from '../text'

/** A word counts as repetitive at this many uses (spec 000 §3). */
export const REPETITION_THRESHOLD = 6

export const repetitiveWordsCheck: Check = {
  id: 'repetitiveWords',
  category: 'redFlags',
  run(doc) {
    const stop = stopWords(doc.language)
    const counts = new Map<string, { count: number; first: Segment; printed: string }>()
    for (const segment of proseSegments(doc)) {
      for (const { word } of words(segment.text)) {
        const key = lower(word, doc.language)
        if (key.length < 3 || /\d/.test(key) || stop.has(key) || doc.nameWords.has(fold(key)))
          continue
        const entry = counts.get(key)
        if (entry) entry.count += 1
        else counts.set(key, { count: 1, first: segment, printed: key })
      }
    }
    const findings: Finding[] = []
    for (const { count, first, printed } of counts.values()) {
      if (count < REPETITION_THRESHOLD) continue
      findings.push(
        finding(
          'repetitiveWords',
          printed,
          first,
          `"${printed}" appears ${count} times; vary the wording with synonyms or merge similar lines.`,
        ),
      )
    }
    return findings.sort((a, b) => a.text.localeCompare(b.text))
  },
}
