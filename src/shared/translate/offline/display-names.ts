// Names of languages ("German" → "Deutsch" → "Almanca") and countries ("Germany" →
// "Deutschland") in the target language, from Intl.DisplayNames (CLDR data in Node, Chromium
// and Electron). A table of our own was the alternative; CLDR was measured against what resumes
// write (display-names.test.ts) and only needed two corrections: names are capitalised, since a
// language or country stands alone at the start of a line where French or Russian would write
// "allemand" or "немецкий" mid-sentence, and a few everyday spellings CLDR does not list
// ("Turkey", "USA", "Farsi") are read as aliases.
import type { ResumeLanguageCode } from '../../resume'
import { capitalize } from './dates'

type Kind = 'language' | 'region'

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const codeCache = new Map<Kind, string[]>()

// Every two-letter code CLDR names: ISO 639-1 languages, ISO 3166 regions.
function allCodes(kind: Kind): string[] {
  const cached = codeCache.get(kind)
  if (cached) return cached
  const names = new Intl.DisplayNames(['en'], { type: kind, fallback: 'none' })
  const codes: string[] = []
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = kind === 'region' ? `${a}${b}`.toUpperCase() : `${a}${b}`
      try {
        if (names.of(code)) codes.push(code)
      } catch {
        // Codes Intl rejects outright are simply not names.
      }
    }
  }
  // Macro-regions ("European Union", "United Nations") are not where a person lives.
  const result =
    kind === 'region' ? codes.filter((code) => !['EU', 'EZ', 'UN', 'QO'].includes(code)) : codes
  codeCache.set(kind, result)
  return result
}

const ALIASES: Record<Kind, Readonly<Record<string, string>>> = {
  language: {
    farsi: 'fa',
    mandarin: 'zh',
    'mandarin chinese': 'zh',
    cantonese: 'zh',
    flemish: 'nl',
    'brazilian portuguese': 'pt',
    türkçe: 'tr',
    norsk: 'no',
    bokmål: 'no',
  },
  region: {
    turkey: 'TR',
    usa: 'US',
    'u.s.': 'US',
    'u.s.a.': 'US',
    us: 'US',
    uk: 'GB',
    'great britain': 'GB',
    england: 'GB',
    holland: 'NL',
    'the netherlands': 'NL',
    'czech republic': 'CZ',
    'south korea': 'KR',
    russia: 'RU',
    uae: 'AE',
  },
}

const indexCache = new Map<string, Map<string, string>>()

const key = (name: string, lang: string) =>
  name.normalize('NFC').toLocaleLowerCase(lang).replace(/\s+/g, ' ').trim()

function nameIndex(kind: Kind, lang: string): Map<string, string> {
  const id = `${kind}:${lang}`
  const cached = indexCache.get(id)
  if (cached) return cached
  const index = new Map<string, string>()
  for (const style of ['long', 'short'] as const) {
    const names = new Intl.DisplayNames([lang], { type: kind, fallback: 'none', style })
    for (const code of allCodes(kind)) {
      const name = names.of(code)
      if (name && !index.has(key(name, lang))) index.set(key(name, lang), code)
    }
  }
  indexCache.set(id, index)
  return index
}

function codeOf(kind: Kind, name: string, from: string): string | null {
  const wanted = name.trim()
  if (wanted === '') return null
  for (const lang of new Set([from, 'en'])) {
    const code = nameIndex(kind, lang).get(key(wanted, lang))
    if (code) return code
  }
  return ALIASES[kind][key(wanted, 'en')] ?? null
}

function nameOf(kind: Kind, code: string, to: ResumeLanguageCode): string | null {
  const name = new Intl.DisplayNames([to], { type: kind, fallback: 'none' }).of(code)
  return name ? capitalize(name, to) : null
}

/** The name of a language in `to`, from its name in `from` or English; null if unknown. */
export function translateLanguageName(
  name: string,
  from: ResumeLanguageCode,
  to: ResumeLanguageCode,
): string | null {
  const code = codeOf('language', name, from)
  return code ? nameOf('language', code, to) : null
}

/** The name of a country in `to`, from its name in `from` or English; null if unknown. */
export function translateCountryName(
  name: string,
  from: ResumeLanguageCode,
  to: ResumeLanguageCode,
): string | null {
  const code = codeOf('region', name, from)
  return code ? nameOf('region', code, to) : null
}
