// Vitae stores a country name; JSON Resume an ISO 3166-1 alpha-2 code. Intl.DisplayNames
// (Node 20 and every current browser) names the codes in English, which gives both directions.

let namesByCode: Map<string, string> | null = null
let codesByName: Map<string, string> | null = null

function tables(): { namesByCode: Map<string, string>; codesByName: Map<string, string> } {
  if (!namesByCode || !codesByName) {
    namesByCode = new Map()
    codesByName = new Map()
    const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    const A = 'A'.charCodeAt(0)
    for (let i = 0; i < 26 * 26; i += 1) {
      const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26))
      const name = display.of(code)
      if (!name || name === code || code === 'ZZ') continue
      namesByCode.set(code, name)
      // Deprecated codes and aliases (DD, UK, YU) canonicalise to another code; only the
      // canonical code is offered for a name.
      if (new Intl.Locale(`und-${code}`).region === code) codesByName.set(name.toLowerCase(), code)
    }
  }
  return { namesByCode, codesByName }
}

/** "GB" for "United Kingdom", or null when the name is not an English country name. */
export function countryCodeFor(name: string): string | null {
  const trimmed = name.trim()
  if (/^[A-Za-z]{2}$/.test(trimmed) && tables().namesByCode.has(trimmed.toUpperCase())) {
    return new Intl.Locale(`und-${trimmed.toUpperCase()}`).region ?? trimmed.toUpperCase()
  }
  return tables().codesByName.get(trimmed.toLowerCase()) ?? null
}

/** "United Kingdom" for "GB"; an unknown code is returned as given. */
export function countryNameFor(code: string): string {
  return tables().namesByCode.get(code.trim().toUpperCase()) ?? code.trim()
}
