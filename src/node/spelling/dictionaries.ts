// Hunspell dictionaries for the typo check, Node only (cloud and CLI): the dictionary-xx
// packages read their files with fs when imported, so they are imported lazily, once per
// language, and never reach the renderer bundle.
import nspell from 'nspell'
import type { Speller } from '@shared/evaluation'

/** Languages with a bundled hunspell dictionary. */
export const DICTIONARY_LANGUAGES = ['en', 'de', 'tr', 'es', 'fr'] as const

interface HunspellDictionary {
  aff: Uint8Array
  dic: Uint8Array
}

// Static specifiers so bundlers and tsc see every package.
const LOADERS: Record<string, () => Promise<{ default: HunspellDictionary }>> = {
  en: () => import('dictionary-en'),
  de: () => import('dictionary-de'),
  tr: () => import('dictionary-tr'),
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
}

const loading = new Map<string, Promise<Speller | null>>()

/** The speller for a language (loaded on first use, then shared), or null when none exists. */
export function loadSpeller(language: string): Promise<Speller | null> {
  const load = LOADERS[language]
  if (!load) return Promise.resolve(null)
  let pending = loading.get(language)
  if (!pending) {
    pending = load().then(({ default: dictionary }) => cachedSpeller(nspell(dictionary)))
    loading.set(language, pending)
  }
  return pending
}

// nspell's correct() walks affix rules on every call; a resume repeats words, so answers are kept.
function cachedSpeller(spell: { correct(word: string): boolean }): Speller {
  const answers = new Map<string, boolean>()
  return {
    correct(word) {
      let answer = answers.get(word)
      if (answer === undefined) {
        answer = spell.correct(word)
        if (answers.size < 200_000) answers.set(word, answer)
      }
      return answer
    },
  }
}
