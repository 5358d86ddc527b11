// redFlags.typos: misspelled words, found with the hunspell dictionary of the resume's language.
//
// A word is reported only when the dictionary does not know it AND a dictionary word is one
// edit away (a letter dropped, added, swapped or changed): that is what a typo looks like, and it
// keeps unknown but correct words (product names, jargon, rare compounds) out of the report.
// Inflections of known stems the dictionary lacks are accepted (see hasKnownStem).
// Never checked: names of people, companies, schools and places, e-mails and links, technology
// terms, acronyms, words with digits, and in languages other than German capitalised words in
// the middle of a sentence (proper nouns; German capitalises every noun).
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding, proseSegments, uniqueByText } from '../check'
import type { EvalDocument } from '../document'
import { allKeywordTerms } from '../data/job-families'
import { TECH_TERMS } from '../data/tech-terms'
import type { Speller } from '../spelling/speller'
import { fold, words } from '../text'

const LINKS_AND_EMAILS =
  /\S+@\S+|(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|org|net|io|de|tr|dev|me|co|uk|ie|eu)(?:\/\S*)?/gi

export const ALPHABETS: Record<string, string> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  de: 'abcdefghijklmnopqrstuvwxyzäöüß',
  tr: 'abcçdefgğhıijklmnoöprsştuüvyz',
  es: 'abcdefghijklmnñopqrstuvwxyzáéíóúü',
  fr: 'abcdefghijklmnopqrstuvwxyzàâæçéèêëîïôœùûüÿ',
}

let allowList: Set<string> | null = null
function allowed(word: string): boolean {
  allowList ??= new Set([...TECH_TERMS, ...allKeywordTerms()].map(fold))
  return allowList.has(fold(word))
}

function known(speller: Speller, word: string): boolean {
  return speller.correct(word) || speller.correct(word.toLowerCase())
}

/** German compounds hunspell lacks ("Schweißrobotern" = Schweiß + Robotern). */
export function knownCompound(speller: Speller, word: string): boolean {
  for (let split = 3; split <= word.length - 3; split++) {
    const head = word.slice(0, split)
    const tail = word.slice(split)
    const tailWord = tail.charAt(0).toUpperCase() + tail.slice(1)
    if (!known(speller, tailWord) && !known(speller, tail)) continue
    if (known(speller, head) || (head.endsWith('s') && known(speller, head.slice(0, -1))))
      return true
  }
  return false
}

function stripAccents(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '')
}

// English prefixes that form valid words hunspell lacks ("subsea", "nonprofit", "multisite").
const EN_PREFIXES = [
  'sub',
  'non',
  'pre',
  'post',
  'multi',
  'inter',
  'over',
  'under',
  'cross',
  'micro',
  'mini',
  'self',
  'super',
  'out',
  'co',
  're',
  'de',
  'un',
]

/** English closed compounds and prefixed words made of dictionary words ("datacenter"). */
function knownEnglishCompound(speller: Speller, word: string): boolean {
  const lowerWord = word.toLowerCase()
  if (
    EN_PREFIXES.some(
      (prefix) =>
        lowerWord.startsWith(prefix) &&
        lowerWord.length - prefix.length >= 3 &&
        known(speller, lowerWord.slice(prefix.length)),
    )
  ) {
    return true
  }
  for (let split = 3; split <= lowerWord.length - 3; split++) {
    if (known(speller, lowerWord.slice(0, split)) && known(speller, lowerWord.slice(split)))
      return true
  }
  return false
}

// English inflections dictionaries often lack for nouns and verbs ("flyers", "upskilled").
const EN_SUFFIXES = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'ly']

/**
 * True when the word is a known stem plus an inflection the dictionary lacks. Turkish words are
 * long suffix chains that hunspell-tr covers only in part, so there a known stem of 5+ letters
 * is enough: typos in the stem are still found, typos inside a suffix are not reported.
 */
function hasKnownStem(speller: Speller, word: string, language: string): boolean {
  if (language === 'tr') {
    for (let end = word.length - 1; end >= 5; end--)
      if (known(speller, word.slice(0, end))) return true
    return false
  }
  if (language === 'de') return knownGermanInfinitive(speller, word)
  if (language !== 'en') return false
  // "scalable" = "scale" + able, "maintainable" = "maintain" + able.
  const able = /^(.{3,})(?:able|ible)$/i.exec(word)
  if (able?.[1] && (known(speller, able[1]) || known(speller, `${able[1]}e`))) return true
  // "preparer" = "prepare" + r.
  if (/ers?$/i.test(word) && known(speller, word.replace(/rs?$/i, ''))) return true
  return EN_SUFFIXES.some(
    (suffix) =>
      word.length > suffix.length + 3 &&
      word.toLowerCase().endsWith(suffix) &&
      known(speller, word.slice(0, -suffix.length)),
  )
}

/**
 * German infinitives the hunspell dictionary does not generate under nspell ("gewinnen",
 * "verbessern"): accepted when the nominalised form is known ("Gewinnen") or the stem conjugates
 * ("gewinnt", "verbessert").
 */
function knownGermanInfinitive(speller: Speller, word: string): boolean {
  if (!/^\p{Ll}{4,}(?:en|n)$/u.test(word)) return false
  const capital = word.charAt(0).toLocaleUpperCase('de') + word.slice(1)
  if (known(speller, capital)) return true
  const stem = word.endsWith('en') ? word.slice(0, -2) : word.slice(0, -1)
  return stem.length >= 3 && (known(speller, `${stem}t`) || known(speller, `${stem}et`))
}

// Pairs of letters that tell accepted spelling variants apart rather than typos: British and
// American (colour/color, organise/organize, centre/center, travelled/traveled, licence/license)
// and y/i (flyer/flier).
const VARIANT_PAIRS: readonly [string, string][] = [
  ['our', 'or'],
  ['ise', 'ize'],
  ['isa', 'iza'],
  ['yse', 'yze'],
  ['tre', 'ter'],
  ['ll', 'l'],
  ['nce', 'nse'],
  ['y', 'i'],
  ['ae', 'e'],
  ['oe', 'e'],
]

function spellingVariants(word: string): string[] {
  const variants: string[] = []
  for (const [a, b] of VARIANT_PAIRS) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      let index = word.indexOf(from)
      while (index !== -1) {
        variants.push(word.slice(0, index) + to + word.slice(index + from.length))
        index = word.indexOf(from, index + 1)
      }
    }
  }
  return variants
}

export function isSpellingVariant(word: string, candidate: string): boolean {
  return spellingVariants(word).includes(candidate)
}

/** True when the word is an accepted variant spelling of a dictionary word (see VARIANT_PAIRS). */
function knownVariant(speller: Speller, word: string): boolean {
  return spellingVariants(word.toLowerCase()).some((variant) => known(speller, variant))
}

/** A dictionary word one edit away, or null. Truncations (a stem of the word) do not count. */
export function oneEditAway(speller: Speller, word: string, alphabet: string): string | null {
  const lowerWord = word.toLowerCase()
  const candidates: string[] = []
  for (let i = 0; i < lowerWord.length; i++) {
    candidates.push(lowerWord.slice(0, i) + lowerWord.slice(i + 1))
    if (i < lowerWord.length - 1) {
      candidates.push(
        lowerWord.slice(0, i) + lowerWord[i + 1] + lowerWord[i] + lowerWord.slice(i + 2),
      )
    }
  }
  for (let i = 0; i <= lowerWord.length; i++) {
    for (const letter of alphabet) {
      candidates.push(lowerWord.slice(0, i) + letter + lowerWord.slice(i))
      if (i < lowerWord.length)
        candidates.push(lowerWord.slice(0, i) + letter + lowerWord.slice(i + 1))
    }
  }
  const capitalised = word.charAt(0) === word.charAt(0).toUpperCase()
  for (const candidate of candidates) {
    if (candidate.length < 2 || candidate === lowerWord) continue
    if (lowerWord.startsWith(candidate) || candidate.startsWith(lowerWord)) continue
    // A dropped first letter ("emailing" → "mailing") and accents alone ("sénior"/"senior")
    // are far more often a correct loanword or regional spelling than a typo.
    if (lowerWord.endsWith(candidate) || stripAccents(candidate) === stripAccents(lowerWord))
      continue
    if (isSpellingVariant(lowerWord, candidate)) continue
    const cased = capitalised ? candidate.charAt(0).toUpperCase() + candidate.slice(1) : candidate
    if (speller.correct(cased) || speller.correct(candidate)) return cased
  }
  return null
}

function isSkipped(doc: EvalDocument, word: string, atSentenceStart: boolean): boolean {
  if (word.length < 4 || /\d/.test(word)) return true
  // Acronyms and product casing (SQL, BambooHR, iOS).
  if (word === word.toUpperCase() || /\p{Ll}\p{Lu}/u.test(word)) return true
  if (doc.nameWords.has(fold(word)) || allowed(word)) return true
  const capitalised = /^\p{Lu}/u.test(word)
  return capitalised && !atSentenceStart && doc.language !== 'de'
}

export const typosCheck: Check = {
  id: 'typos',
  category: 'redFlags',
  needsDictionary: true,
  run(doc, { speller }) {
    if (!speller) return []
    const alphabet = ALPHABETS[doc.language] ?? ALPHABETS.en!
    const findings: Finding[] = []
    const verdicts = new Map<string, string | null>()
    for (const segment of proseSegments(doc)) {
      const text = segment.text.replace(LINKS_AND_EMAILS, (link) => ' '.repeat(link.length))
      for (const { word, index } of words(text)) {
        const before = text.slice(0, index).trimEnd()
        const atSentenceStart = before === '' || /[.!?:;•(]$/.test(before)
        if (isSkipped(doc, word, atSentenceStart)) continue
        let suggestion = verdicts.get(word)
        if (suggestion === undefined) {
          suggestion = misspelling(speller, word, doc.language, alphabet)
          verdicts.set(word, suggestion)
        }
        if (suggestion !== null) {
          findings.push(finding('typos', word, segment, `Did you mean "${suggestion}"?`))
        }
      }
    }
    return uniqueByText(findings)
  },
}

/** The correction when the word is a typo, else null (also used by the offline enhancer). */
export function misspelling(
  speller: Speller,
  word: string,
  language: string,
  alphabet: string,
): string | null {
  if (known(speller, word)) return null
  const parts = word.split(/[-'’]/)
  if (
    parts.length > 1 &&
    parts.every((part) => part.length < 3 || known(speller, part) || allowed(part))
  ) {
    return null
  }
  if (language === 'de' && knownCompound(speller, word)) return null
  if (hasKnownStem(speller, word, language)) return null
  if (language === 'en' && (knownVariant(speller, word) || knownEnglishCompound(speller, word)))
    return null
  if (parts.length > 1) return null
  return oneEditAway(speller, word, alphabet)
}
