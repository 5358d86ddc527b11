import { describe, expect, it } from 'vitest'
import { hotp, totp } from './totp'

describe('the tests’ RFC 6238 implementation', () => {
  it('matches the RFC 4226 and RFC 6238 test vectors', () => {
    const key = Buffer.from('12345678901234567890')
    expect(hotp(key, 0)).toBe('755224')
    expect(hotp(key, 9)).toBe('520489')
    // RFC 6238 appendix B (SHA-1, 8 digits 94287082 at T=59 s; its last 6 digits).
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082')
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1_111_111_109_000)).toBe('081804')
  })
})
