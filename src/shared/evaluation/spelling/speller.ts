// The spell-checker the typo check talks to. A hunspell dictionary through nspell implements it
// in Node (src/node/spelling/dictionaries.ts); tests use a tiny word set.

export interface Speller {
  /** True when the word is spelled correctly (as written or in lower case). */
  correct(word: string): boolean
}

/** A speller over a fixed word list, for tests and small allow-lists. */
export function wordListSpeller(list: Iterable<string>): Speller {
  const known = new Set([...list].map((word) => word.toLowerCase()))
  return { correct: (word) => known.has(word.toLowerCase()) }
}
