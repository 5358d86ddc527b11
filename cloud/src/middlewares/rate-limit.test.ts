import { describe, expect, it } from 'vitest'
import { rateLimitAddress } from './rate-limit'

describe('rateLimitAddress', () => {
  it('counts IPv4 (also IPv4-mapped) per address and IPv6 per /64', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64')
  })
})
