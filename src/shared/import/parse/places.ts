// Country names in the languages resumes are written in (from Intl.DisplayNames, so every
// country is known without a table of our own), plus the short forms people print.
const LOCALES = ['en', 'de', 'tr', 'es', 'fr', 'it', 'pt', 'nl']
const SHORT_FORMS = [
  'USA',
  'U.S.A.',
  'US',
  'U.S.',
  'UK',
  'U.K.',
  'UAE',
  'England',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'Türkiye',
  'Turkey',
  'Czechia',
  'Czech Republic',
  'Deutschland',
  'España',
  'Österreich',
  'Schweiz',
  'Suisse',
  'Svizzera',
  'Nederland',
  'België',
  'Belgique',
  'Italia',
  'Brasil',
  'México',
  'Perú',
]

let countries: Set<string> | null = null

function key(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim()
}

function countryNames(): Set<string> {
  if (countries) return countries
  const names = new Set<string>(SHORT_FORMS.map(key))
  const A = 'A'.charCodeAt(0)
  // The codes CLDR names, found once in the first locale (280 of the 676 two-letter codes);
  // the other locales are asked for those only: half the lookups of `cv import`'s first parse.
  let codes: string[] | null = null
  for (const locale of LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    const candidates =
      codes ??
      Array.from({ length: 26 * 26 }, (_, i) =>
        String.fromCharCode(A + Math.floor(i / 26), A + (i % 26)),
      )
    const named: string[] = []
    for (const code of candidates) {
      let name: string | undefined
      try {
        name = display.of(code)
      } catch {
        name = undefined
      }
      if (!name || name === code) continue
      named.push(code)
      if (code !== 'ZZ' && !/^\d/.test(name)) names.add(key(name))
    }
    codes ??= named
  }
  countries = names
  return names
}

export function isCountry(text: string): boolean {
  return countryNames().has(key(text.replace(/^[\s,]+|[\s,.]+$/g, '')))
}
