// structure.excessiveSpeicalChars: decorative symbols (✦ ❖ ➜ ✿ ●●●○○, emoji) confuse ATS
// parsers and clutter the page. Ordinary bullets, dashes and separators (• · – — |) do not count.
import type { Check } from '../check'
import { finding } from '../check'

/** More decorative symbols than this fire the check. */
export const SPECIAL_CHAR_LIMIT = 10

const DECORATIVE = /[\p{So}\p{Sk}\p{Co}\u2190-\u21ff\u2700-\u27bf\u25a0-\u25ff]/gu
const ORDINARY = new Set(['•', '·', '▪', '–', '—', '|', '©', '®', '™', '°', '^', '`', '´'])
const REPEATED_PUNCTUATION = /([!?*#~=_+])\1{2,}/g

export const specialCharsCheck: Check = {
  id: 'excessiveSpeicalChars',
  category: 'structure',
  run(doc) {
    const symbols = [...doc.text.matchAll(DECORATIVE)]
      .map((match) => match[0])
      .filter((symbol) => !ORDINARY.has(symbol))
    const repeated = [...doc.text.matchAll(REPEATED_PUNCTUATION)].map((match) => match[0])
    const count = symbols.length + repeated.length * 3
    if (count <= SPECIAL_CHAR_LIMIT) return []
    const distinct = [...new Set([...symbols, ...repeated])].slice(0, 12).join(' ')
    return [
      finding(
        'excessiveSpeicalChars',
        `${symbols.length + repeated.length} decorative characters: ${distinct}`,
        null,
        'Use plain bullets (•) and words instead of symbols; ATS may turn them into garbage or drop the line.',
      ),
    ]
  },
}
