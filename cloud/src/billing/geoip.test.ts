// The offline GeoIP step of the country rule (issue 12 point 4), against the package's bundled
// data: no network is involved. The public addresses are long-standing, well-known ones:
// 195.175.39.39 is Türk Telekom's (TTNet) public DNS resolver, 193.99.144.80 is heise.de in
// Hannover, 207.97.227.239 is the package's own README example (United States).
import { describe, expect, it } from 'vitest'
import { countryOfAddress } from './geoip'

describe('countryOfAddress', () => {
  it('finds Turkey, Germany and the United States from public addresses', async () => {
    expect(await countryOfAddress('195.175.39.39')).toBe('TR')
    expect(await countryOfAddress('193.99.144.80')).toBe('DE')
    expect(await countryOfAddress('207.97.227.239')).toBe('US')
    // An IPv4-mapped IPv6 address, as a dual-stack socket reports it.
    expect(await countryOfAddress('::ffff:195.175.39.39')).toBe('TR')
  })

  it('answers null for private, loopback and malformed addresses', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(await countryOfAddress(address)).toBeNull()
    for (const address of ['', 'not an address', '999.1.1.1', undefined, null])
      expect(await countryOfAddress(address)).toBeNull()
  })
})
