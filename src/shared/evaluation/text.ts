// Small text helpers every check shares: folding for matching, words, sentences.

/** Lower case in the resume's language (Turkish dotted/dotless i), for display-safe comparisons. */
export function lower(text: string, language: string): string {
  return language === 'tr' || language === 'az' ? text.toLocaleLowerCase('tr') : text.toLowerCase()
}

/**
 * A form for matching only: lower case, accents removed, ß→ss, ı→i, typographic dashes and
 * quotes made plain. "Geliştirici" and "gelistirici" fold the same.
 */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/i̇/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019`´]/g, "'")
}

export interface WordToken {
  word: string
  /** Offset in the text. */
  index: number
}

// Letters with inner apostrophes or hyphens ("don't", "art-directed"); digits are kept so that
// words with digits ("S7", "AZ-104") stay whole and can be skipped as codes.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

export function words(text: string): WordToken[] {
  const tokens: WordToken[] = []
  for (const match of text.matchAll(WORD)) tokens.push({ word: match[0], index: match.index })
  return tokens
}

export function wordCount(text: string): number {
  return text.match(WORD)?.length ?? 0
}

/** Sentences of a paragraph; a bullet line is one unit already, so only prose is split. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“(])|\n+/u)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** The first n words of a text, for labelling a bullet ("Designed and art-directed the …"). */
export function firstWords(text: string, n: number): string {
  const all = text.trim().split(/\s+/)
  return all.length <= n ? all.join(' ') : `${all.slice(0, n).join(' ')} …`
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A case-insensitive regular expression that matches any of the phrases as whole words. Word
 * edges are Unicode-aware, so "ich" does not match inside "sich" and "C++" still matches.
 */
export function phraseRegExp(phrases: readonly string[]): RegExp {
  const alternatives = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/\s+/g, '\\s+'))
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu')
}
