// Words used six or more times over the summary and descriptions (the evaluation's
// repetitiveWords finding) varied with alternatives of the same form until at most four uses
// are left. The field that uses the word most is varied first, and in each field its first use
// stays as written.
import { buildDocument } from '@shared/evaluation'
import { repetitiveWordsCheck } from '@shared/evaluation/checks/repetitive-words'
import type { Resume } from '@shared/resume'
import { SYNONYMS } from './lang/synonyms'
import { upperFirst } from './rules'

/** Uses left after varying: comfortably under the six that make a word repetitive. */
const KEEP_USES = 4

export interface ProseField {
  key: string
  lines: string[]
}

export interface Variation {
  key: string
  word: string
  lines: string[]
}

const wordPattern = (word: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'giu',
  )

/** The repeated words of a resume, as the evaluation reports them. */
export function repeatedWords(resume: Resume): string[] {
  const doc = buildDocument({ resume })
  return repetitiveWordsCheck.run(doc, { speller: null }).map((finding) => finding.text)
}

/** New lines for the fields where a repeated word was varied. */
export function varyRepeatedWords(
  fields: readonly ProseField[],
  words: readonly string[],
  language: string,
): Variation[] {
  const table = SYNONYMS[language] ?? {}
  const changed = new Map<string, Variation>()
  for (const word of words) {
    const alternatives = table[word.toLocaleLowerCase(language)]
    if (!alternatives) continue
    const pattern = wordPattern(word)
    const uses = fields.map((field) => ({
      field,
      count: field.lines.reduce((sum, line) => sum + (line.match(pattern)?.length ?? 0), 0),
    }))
    let excess = uses.reduce((sum, use) => sum + use.count, 0) - KEEP_USES
    if (excess <= 0) continue
    let next = 0
    for (const { field } of [...uses].sort((a, b) => b.count - a.count)) {
      if (excess <= 0) break
      const current = changed.get(field.key)?.lines ?? [...field.lines]
      let seen = 0
      const lines = current.map((line) =>
        line.replace(pattern, (found, offset: number) => {
          seen += 1
          if (seen === 1 || excess <= 0) return found
          excess -= 1
          // The most general alternative first; a second only when one word would repeat again.
          const alternative = alternatives[Math.floor(next++ / 3) % alternatives.length] ?? found
          const atStart = offset === 0 || /[.!?]\s*$/.test(line.slice(0, offset))
          return /^\p{Lu}/u.test(found) || atStart ? upperFirst(alternative, language) : alternative
        }),
      )
      if (lines.some((line, index) => line !== current[index]))
        changed.set(field.key, { key: field.key, word, lines })
    }
  }
  return [...changed.values()]
}
