// The visitor's country from their address, with no outside lookup service (issue 12 point 4):
// the offline GeoLite2 country table that the `geoip-country` package ships in its own data/
// folder. It is the middle step of the country rule: a trusted proxy's header first (CF-IPCountry,
// only with TRUST_PROXY), then this, then the browser's language settings on the client.
//
// Why this package: it carries only the country table (about 7 MB on disk and in memory, against
// geoip-lite's 120 MB with cities), reads it from its own folder without any network, and is
// republished with MaxMind's fresh GeoLite2 data about twice a week (its version is the data's
// date, e.g. 5.0.202609260156). Its library code is frozen (its README points new projects at
// ip-location-api, which downloads its database at run time instead, so it does not work offline).
// The version is pinned exactly: an operator refreshes the data by raising the pin
// (`npm install --save-exact geoip-country@<newer>`), or in place with a MaxMind licence key
// (`GEOLITE2_LICENSE_KEY=… node node_modules/geoip-country/scripts/updatedb.js`, then restart).
// The data is GeoLite2 by MaxMind (CC BY-SA 4.0 with MaxMind's EULA, in the package).
//
// The table is loaded lazily, once, on the first lookup (the package reads it synchronously when
// imported, some 20 ms): a cloud that never shows the pricing page never pays for it. The built
// cloud keeps node_modules external (scripts/build-node.mjs), so the package finds its data/
// folder next to itself at run time.
import { isIP } from 'node:net'

type Lookup = (ip: string) => { country: string } | null

let loading: Promise<Lookup> | null = null

function lookupFunction(): Promise<Lookup> {
  // A CommonJS package: Node's ES-module import hands its exports over as the default.
  loading ??= import('geoip-country').then(
    ({ default: geoip }) =>
      (ip: string) =>
        geoip.lookup(ip),
  )
  return loading
}

/**
 * The ISO 3166 country of a public address, or null for a private, loopback or unknown one
 * (127.0.0.1, 10.x, ::1, link-local…) and anything that is not an address.
 */
export async function countryOfAddress(address: string | undefined | null): Promise<string | null> {
  const ip = address?.trim() ?? ''
  if (isIP(ip) === 0) return null
  const lookup = await lookupFunction()
  const country = lookup(ip)?.country?.toUpperCase() ?? ''
  return /^[A-Z]{2}$/.test(country) ? country : null
}
