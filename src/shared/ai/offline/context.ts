// What the offline rules need from the outside: the dictionaries (loaded by the Node callers,
// see spelling/node) and the names in the resume that are never rewritten.
import { buildDocument, type Speller } from '@shared/evaluation'
import type { Resume } from '@shared/resume'
import type { RuleContext } from './rules'
import type { TypoContext } from './typos'

/** Dictionaries by language code; the engine works without them, with fewer fixes. */
export type SpellerLookup = (language: string) => Speller | null

export function ruleContext(language: string, speller: Speller | null): Omit<RuleContext, 'tense'> {
  return {
    language,
    // Without a dictionary no word counts as known, so no rule guesses a word form.
    isWord: (word) =>
      speller ? speller.correct(word) || speller.correct(word.toLowerCase()) : false,
  }
}

export function typoContext(
  resume: Resume,
  language: string,
  spellers: SpellerLookup,
): TypoContext | null {
  const speller = spellers(language)
  if (!speller) return null
  return {
    language,
    speller,
    english: language === 'en' ? null : spellers('en'),
    names: buildDocument({ resume }).nameWords,
  }
}
