// Skill and language levels. The five picker levels are stored as English keys and every
// template prints them in the resume's language (LEVEL_LABELS), so a translated copy shows them
// in the target language by itself. What remains is a language level typed or imported as text:
// a level word of any of the 24 languages ("Muttersprache", "Akıcı", "Courant") is stored as its
// key, so it too prints in the target language; CEFR codes ("C1") read the same everywhere and
// stay; anything else is free text.
import { LEVEL_KEYS, LEVEL_LABELS, type LevelKey } from '../../resume'

// Everyday level words resumes use besides the picker's labels.
const EXTRA_WORDS: Readonly<Record<string, LevelKey>> = {
  fluent: 'Proficient',
  'mother tongue': 'Native',
  'native speaker': 'Native',
  basic: 'Beginner',
  elementary: 'Beginner',
  'upper intermediate': 'Advanced',
  fließend: 'Proficient',
  'sehr gut': 'Advanced',
  gut: 'Intermediate',
  anadil: 'Native',
  'ileri düzey': 'Advanced',
  'orta düzey': 'Intermediate',
  'başlangıç düzeyi': 'Beginner',
  'langue maternelle': 'Native',
  courant: 'Proficient',
  nativo: 'Native',
  'lengua materna': 'Native',
}

let index: Map<string, LevelKey> | null = null

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

function levelIndex(): Map<string, LevelKey> {
  if (index) return index
  index = new Map()
  for (const key_ of LEVEL_KEYS) index.set(key(key_), key_)
  for (const labels of Object.values(LEVEL_LABELS)) {
    for (const levelKey of LEVEL_KEYS) {
      const label = key(labels[levelKey])
      if (!index.has(label)) index.set(label, levelKey)
    }
  }
  for (const [word, levelKey] of Object.entries(EXTRA_WORDS)) {
    if (!index.has(word)) index.set(word, levelKey)
  }
  return index
}

export const CEFR_LEVEL = /^(?:[ABC][12](?:\s*[+/-]\s*[ABC]?[12]?)?|[ABC][12]\s*\(.*\))$/i

export type LevelTranslation =
  | { kind: 'key'; value: LevelKey }
  | { kind: 'same'; value: string }
  | { kind: 'text'; value: string }

/** What a stored language level becomes: a level key, the same text (CEFR, empty) or free text. */
export function readLanguageLevel(level: string): LevelTranslation {
  const text = level.trim()
  if (text === '' || CEFR_LEVEL.test(text) || !/\p{L}/u.test(text))
    return { kind: 'same', value: level }
  const found = levelIndex().get(key(text))
  return found ? { kind: 'key', value: found } : { kind: 'text', value: level }
}
