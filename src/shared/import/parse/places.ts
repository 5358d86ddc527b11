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
  for (const locale of LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    for (let i = 0; i < 26 * 26; i++) {
      const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26))
      let name: string | undefined
      try {
        name = display.of(code)
      } catch {
        name = undefined
      }
      if (name && name !== code && code !== 'ZZ' && !/^\d/.test(name)) names.add(key(name))
    }
  }
  countries = names
  return names
}

export function isCountry(text: string): boolean {
  return countryNames().has(key(text.replace(/^[\s,]+|[\s,.]+$/g, '')))
}
