// Misspellings corrected from the dictionaries. The evaluation's typo check finds them (a word
// the dictionary lacks with a dictionary word one edit away); the enhancer adds two cases it
// leaves out, and corrects only where the correction is safe:
// - parts of hyphenated words ("Standart-Arbeitsanweisungen"), each part checked alone;
// - Turkish words whose suffix broke the consonant rule ("yönetdim" → "yönettim") and short
//   Turkish words with one wrong letter ("herkez" → "herkes"), which the evaluation accepts
//   because a known stem starts them.
// A correction is not made when it only swaps a British for an American spelling, when it
// changes a letter the writer typed with an accent or special character ("mekân"), or when the
// word is an English word in a resume in another language (loanwords: "click & collect").
import { ALPHABETS, isSpellingVariant, misspelling } from '@shared/evaluation/checks/typos'
import type { Speller } from '@shared/evaluation'
import { fold } from '@shared/evaluation/text'

export interface TypoContext {
  language: string
  speller: Speller
  /** The English dictionary, to leave English loanwords in other languages alone. */
  english: Speller | null
  /** Folded words of names, companies, places and skills: never typos. */
  names: ReadonlySet<string>
}

// German dictionaries know many verbs only in their capitalised, nominalised form
// ("Identifizieren"), so a lower-case word is known when its capitalised form is.
const known = (speller: Speller, word: string): boolean =>
  speller.correct(word) ||
  speller.correct(word.toLowerCase()) ||
  speller.correct(word.charAt(0).toUpperCase() + word.slice(1))

/** True when the correction only adds or drops a letter near the end: an inflection, not a typo. */
function changesEnding(word: string, correction: string): boolean {
  if (word.length < 8 || word.length === correction.length) return false
  let start = 0
  const a = word.toLowerCase()
  const b = correction.toLowerCase()
  while (start < a.length && a[start] === b[start]) start++
  return start >= Math.min(a.length, b.length) - 2
}

/** True when the correction only changes plain ASCII letters of the word. */
function editsPlainLetters(word: string, correction: string): boolean {
  const a = word.toLowerCase()
  const b = correction.toLowerCase()
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  return /^[a-z]*$/.test(a.slice(start, endA)) && /^[a-zçğışöü]*$/.test(b.slice(start, endB))
}

// British and American spellings of inflected words ("organising"/"organizing").
const variantForm = (word: string): string =>
  word
    .toLowerCase()
    .replace(/is(?=[aeiou])/g, 'iz')
    .replace(/ys(?=[aeiou])/g, 'yz')
    .replace(/our/g, 'or')
    .replace(/ll/g, 'l')

const sameVariant = (word: string, correction: string): boolean =>
  variantForm(word) === variantForm(correction)

function turkishCorrection(word: string, context: TypoContext): string | null {
  const lower = word.toLocaleLowerCase('tr')
  // Consonant assimilation: after ç f h k p s ş t a suffix's d becomes t.
  const assimilated = lower.replace(/([çfhkpsşt])d(?=[aeıioöuü])/g, '$1t')
  if (assimilated !== lower && known(context.speller, assimilated)) return assimilated
  if (lower.length > 6) return null
  return bestCorrection(lower, context.speller, ALPHABETS.tr ?? '')
}

// Letters people swap for one another: by sound (d/t, s/z), by habit (-ant/-ent) or for a
// missing diacritic (ı/i, s/ş).
// Consonant pairs rank before vowel pairs: a vowel swap more often makes another real word.
const SIMILAR_CONSONANTS = ['dt', 'sz', 'ck', 'bp', 'fv', 'mn', 'gğ', 'sş', 'cç']
const SIMILAR_VOWELS = ['ie', 'ae', 'ıi', 'ou', 'öü', 'uü', 'oö']
const pairOf = (pairs: readonly string[], a: string, b: string): boolean =>
  a !== b && pairs.some((pair) => pair.includes(a) && pair.includes(b))
function substitutionRank(a: string, b: string): number {
  if (pairOf(SIMILAR_CONSONANTS, a, b)) return 2
  if (pairOf(SIMILAR_VOWELS, a, b)) return 2.5
  return 3
}

/**
 * The dictionary words one edit away, ranked by how typos happen: a doubled or undoubled
 * letter, two letters swapped, a similar letter, then any other edit; never the first letter.
 * Null when the best rank holds two different words ("herkez": herkes, not merkez).
 */
export function bestCorrection(word: string, speller: Speller, alphabet: string): string | null {
  const lower = word.toLowerCase()
  const ranked: { candidate: string; rank: number }[] = []
  const add = (candidate: string, rank: number): void => {
    if (candidate.length < 2 || candidate === lower) return
    if (lower.startsWith(candidate) || candidate.startsWith(lower)) return
    if (candidate.charAt(0) !== lower.charAt(0)) return
    if (
      known(speller, candidate) ||
      known(speller, candidate.charAt(0).toUpperCase() + candidate.slice(1))
    )
      ranked.push({ candidate, rank })
  }
  for (let i = 1; i < lower.length; i++) {
    const doubled = lower[i] === lower[i - 1]
    add(lower.slice(0, i) + lower.slice(i + 1), doubled ? 0 : 3)
    if (i < lower.length - 1)
      add(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2), 1)
  }
  for (let i = 1; i <= lower.length; i++) {
    for (const letter of alphabet) {
      const doubling = letter === lower[i - 1] || letter === lower[i]
      add(lower.slice(0, i) + letter + lower.slice(i), doubling ? 0 : 3)
      if (i < lower.length)
        add(
          lower.slice(0, i) + letter + lower.slice(i + 1),
          substitutionRank(letter, lower[i] ?? ''),
        )
    }
  }
  if (ranked.length === 0) return null
  const best = Math.min(...ranked.map((entry) => entry.rank))
  const top = new Set(ranked.filter((entry) => entry.rank === best).map((entry) => entry.candidate))
  return top.size === 1 ? [...top][0]! : null
}

function restoreCase(original: string, correction: string, language: string): string {
  if (/^\p{Lu}/u.test(original))
    return correction.charAt(0).toLocaleUpperCase(language) + correction.slice(1)
  return correction
}

/** The correction of one word, or null when it is spelled right or the fix is not safe. */
export function correctWord(word: string, context: TypoContext): string | null {
  if (word.length < 4 || /\d/.test(word) || context.names.has(fold(word))) return null
  if (word === word.toUpperCase() || /\p{Ll}\p{Lu}/u.test(word)) return null
  if (known(context.speller, word)) return null
  if (context.language !== 'en' && context.english && known(context.english, word)) return null
  let correction: string | null
  if (word.includes('-')) {
    const parts = word.split('-')
    const fixed = parts.map((part) => (part.length >= 4 ? correctWord(part, context) : null))
    if (fixed.every((part) => part === null)) return null
    return parts.map((part, index) => fixed[index] ?? part).join('-')
  }
  const alphabet = ALPHABETS[context.language] ?? ALPHABETS.en!
  // The evaluation decides what is a typo; the correction is the most likely neighbour.
  const found = misspelling(context.speller, word, context.language, alphabet) !== null
  if (found) correction = bestCorrection(word, context.speller, alphabet)
  else if (context.language === 'tr') correction = turkishCorrection(word, context)
  // German: a short capitalised word the compound rule took for two words ("Standart" = Stand +
  // Art) is far more often a typo of its one-edit neighbour.
  else if (context.language === 'de' && word.length <= 9 && /^\p{Lu}/u.test(word))
    correction = bestCorrection(word, context.speller, alphabet)
  else correction = null
  if (!correction) return null
  if (
    isSpellingVariant(word.toLowerCase(), correction.toLowerCase()) ||
    sameVariant(word, correction)
  )
    return null
  if (!editsPlainLetters(word, correction) || changesEnding(word, correction)) return null
  return restoreCase(word, correction, context.language)
}

/** Every misspelled word of a line with its correction. */
export function lineTypos(
  line: string,
  context: TypoContext,
): { word: string; correction: string }[] {
  const fixes: { word: string; correction: string }[] = []
  const text = line.replace(/\S+@\S+|(?:https?:\/\/|www\.)\S+/gi, ' ')
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    const word = match[0]
    const before = text.slice(0, match.index).trimEnd()
    const sentenceStart = before === '' || /[.!?:;•]$/.test(before)
    const capital = /^\p{Lu}/u.test(word)
    // Capitalised words inside a sentence are names, except in German where every noun is;
    // so is one followed by another capitalised word ("Kamu Aydınlatma Platformu").
    if (capital && !sentenceStart && context.language !== 'de') continue
    const next = text.slice(match.index + word.length).match(/^\s+(\p{L})/u)?.[1] ?? ''
    if (capital && /\p{Lu}/u.test(next) && context.language !== 'de') continue
    const correction = correctWord(word, context)
    if (correction && correction !== word) fixes.push({ word, correction })
  }
  return fixes
}
