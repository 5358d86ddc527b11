// Protected tokens: the parts of free text a translation must give back unchanged (issue 15
// point 3). They are found here and replaced by placeholders before anything is sent, so a
// provider never sees them and cannot alter them; the engine puts them back afterwards.
//
// What counts: e-mails, URLs, phone numbers, dates, numbers and amounts, the resume's own proper
// nouns (the person's and references' names, companies, schools, institutes, places), product
// and technology names, and acronyms. A date spelled with a month name ("March 2020") is
// protected too, but comes back in the target language ("März 2020"), as the offline part would
// write it.
import { TECH_NAMES } from './tech-names'

export interface ProtectedSpan {
  start: number
  end: number
  /** What goes back in place of the placeholder: the token itself, or a translated date. */
  output: string
}

export interface ProtectOptions {
  /** Proper nouns taken from the resume's own fields, protected wherever they recur. */
  names?: readonly string[]
  /** Renders a month-name date in the target language, or null when it is not one. */
  translateDate?: (text: string) => string | null
  /** A pattern matching month-name dates in the source language (see offline/dates.ts). */
  monthDatePattern?: RegExp | null
}

interface Candidate extends ProtectedSpan {
  priority: number
}

// Lookarounds instead of \b: \b is ASCII-only in JavaScript and would split "München2020".
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}_])'
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}_])'

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu
const URL_LIKE =
  /(?:https?:\/\/|www\.)[^\s<>"'()]+|(?<![\p{L}\p{N}@.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|ai|co|de|tr|uk|eu|fr|es|it|nl|pl|ru|cn|jp|kr|in|se|no|dk|fi|gr|cz|hu|ro|ua|me|info|biz)(?:\/[^\s<>"'()]*)?(?![\p{L}\p{N}])/giu
// Seven digits or more, grouped by spaces, dashes, dots or brackets, optionally after a +.
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu
const NUMERIC_DATE =
  /(?<![\p{N}])(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\/\d{4}|\d{4}-\d{1,2}(?:-\d{1,2})?|\d{4}年\d{1,2}月(?:\d{1,2}日)?|\d{4}년\s?\d{1,2}월)(?![\p{N}])/gu
// Amounts and figures: an optional currency sign, digits with group separators and decimals,
// then an optional %, currency sign or magnitude suffix ("10k", "$2.5M", "40 %", "€1.200").
const NUMBER = new RegExp(
  `[$€£¥₺₹₽]?\\s?(?<![\\p{L}\\p{N}])\\d+(?:[.,\\u00a0\\u202f ]\\d{3})*(?:[.,]\\d+)?(?:\\s?%|\\s?[$€£¥₺₹₽]|(?:k|K|M|bn|B|x|\\+)${NOT_WORD_AFTER})?`,
  'gu',
)
// Words with a capital inside ("JavaScript", "iOS", "GitHub") or with the marks of a product
// name ("Node.js", "C#", "C++", ".NET", "ASP.NET", "S3").
const CAMEL = new RegExp(
  `${NOT_WORD_BEFORE}(?:\\p{Ll}+\\p{Lu}[\\p{L}\\p{N}]*|\\p{Lu}\\p{Ll}+\\p{Lu}[\\p{L}\\p{N}]*)${NOT_WORD_AFTER}`,
  'gu',
)
const PRODUCT_MARKS = new RegExp(
  `(?:${NOT_WORD_BEFORE}\\.NET|${NOT_WORD_BEFORE}[\\p{L}][\\p{L}\\p{N}]*(?:\\.(?:js|ts|NET|io)|#|\\+\\+)(?![\\p{L}\\p{N}])|${NOT_WORD_BEFORE}\\p{Lu}+\\d+[\\p{L}\\p{N}]*${NOT_WORD_AFTER})`,
  'gu',
)
// Two or more capitals, possibly with digits or & ("AWS", "KPI", "R&D", "B2B", "ISO").
const ACRONYM = new RegExp(
  `${NOT_WORD_BEFORE}\\p{Lu}[\\p{Lu}\\p{N}&]*\\p{Lu}s?${NOT_WORD_AFTER}`,
  'gu',
)

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** One pattern for a list of literal words, longest first, matched as whole words. */
export function wordListPattern(words: readonly string[], flags = 'gu'): RegExp | null {
  const unique = [...new Set(words.map((word) => word.trim()).filter((word) => word.length > 1))]
  if (unique.length === 0) return null
  unique.sort((a, b) => b.length - a.length)
  return new RegExp(
    `${NOT_WORD_BEFORE}(?:${unique.map(escapeRegExp).join('|')})${NOT_WORD_AFTER}`,
    flags,
  )
}

const TECH_PATTERN = wordListPattern(TECH_NAMES)

function collect(
  text: string,
  pattern: RegExp | null,
  priority: number,
  out: Candidate[],
  accept: (token: string) => boolean = () => true,
) {
  if (!pattern) return
  for (const match of text.matchAll(pattern)) {
    const raw = match[0]
    // Trailing punctuation belongs to the sentence, not to the URL or number.
    const trimmed = raw.replace(/[.,;:!?)\]]+$/u, '').replace(/^\s+/u, '')
    if (trimmed === '' || !accept(trimmed)) continue
    const start = match.index + raw.indexOf(trimmed)
    out.push({ start, end: start + trimmed.length, output: trimmed, priority })
  }
}

/**
 * The protected spans of a text, in order and never overlapping. Where two kinds claim the same
 * characters, the longer span wins, then the earlier kind in the list below.
 */
export function findProtectedSpans(text: string, options: ProtectOptions = {}): ProtectedSpan[] {
  const candidates: Candidate[] = []
  collect(text, EMAIL, 0, candidates)
  collect(text, URL_LIKE, 1, candidates)
  if (options.monthDatePattern && options.translateDate) {
    const translateDate = options.translateDate
    for (const match of text.matchAll(options.monthDatePattern)) {
      const output = translateDate(match[0])
      if (output === null) continue
      candidates.push({
        start: match.index,
        end: match.index + match[0].length,
        output,
        priority: 2,
      })
    }
  }
  collect(text, NUMERIC_DATE, 3, candidates)
  collect(text, PHONE, 4, candidates, isPhone)
  collect(text, wordListPattern(options.names ?? []), 5, candidates)
  collect(text, TECH_PATTERN, 6, candidates)
  collect(text, PRODUCT_MARKS, 7, candidates)
  collect(text, CAMEL, 8, candidates)
  collect(text, ACRONYM, 9, candidates)
  collect(text, NUMBER, 10, candidates)
  candidates.sort(
    (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.priority - b.priority,
  )
  const spans: ProtectedSpan[] = []
  let cursor = 0
  for (const candidate of pickLongest(candidates)) {
    if (candidate.start < cursor) continue
    spans.push({ start: candidate.start, end: candidate.end, output: candidate.output })
    cursor = candidate.end
  }
  return spans
}

// Among overlapping candidates, a longer one beats a shorter one that starts inside it or just
// before it ("+49 30 1234567" as a phone, not "+49" and "30" as numbers).
function pickLongest(candidates: Candidate[]): Candidate[] {
  const kept: Candidate[] = []
  for (const candidate of candidates) {
    const last = kept.at(-1)
    if (!last || candidate.start >= last.end) {
      kept.push(candidate)
      continue
    }
    const longer = candidate.end - candidate.start > last.end - last.start
    const better =
      longer ||
      (candidate.end - candidate.start === last.end - last.start &&
        candidate.priority < last.priority)
    if (better && candidate.start >= (kept.at(-2)?.end ?? 0)) kept[kept.length - 1] = candidate
  }
  return kept
}

// Seven digits or more with balanced brackets: "+1 (202) 555-0143", not "2019 - 2021 (2".
function isPhone(token: string): boolean {
  const open = token.split('(').length - 1
  return digitsOf(token).length >= 7 && open === token.split(')').length - 1
}

/** The decimal digits of a text, for the "no new numbers" check. */
export function digitsOf(text: string): string {
  return (text.match(/\p{Nd}/gu) ?? []).join('')
}
