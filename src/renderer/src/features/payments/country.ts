// The visitor's country without any outside lookup service (issue 12 point 4), in this order:
// 1. the cloud reads a trusted proxy's header (CF-IPCountry) when TRUST_PROXY is on;
// 2. else the cloud looks the client address up in an offline GeoIP table shipped with it (the
//    `geoip-country` package's GeoLite2 country data, republished about twice a week; an operator
//    refreshes it by raising the pinned version, see cloud/src/billing/geoip.ts and the README);
//    both come to the client as GET /api/billing/config's `country`;
// 3. else (a private or unknown address, e.g. a local install) the browser's language settings
//    name a region ("de-AT" → AT; a bare "tr" means Turkey): the functions below.
// The country only picks the currency and whether the wallet is offered; the cloud decides the
// price again on its side by the same rule.
export function countryFromLanguages(languages: readonly string[]): string | null {
  for (const language of languages) {
    const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(language)?.[1]
    if (region) return region.toUpperCase()
  }
  for (const language of languages) if (/^tr\b/i.test(language)) return 'TR'
  return null
}

export function browserCountry(): string {
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language]
  // ZZ: ISO 3166's code for an unknown country; it pays in euro like every country but TR.
  return countryFromLanguages(languages) ?? 'ZZ'
}
