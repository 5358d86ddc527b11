// RFC 6238 time-based one-time passwords (HMAC-SHA1, 6 digits, 30 s), written from the RFC so
// tests compute the codes an authenticator app would show without trusting the code under test.
import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 (no padding needed), as otpauth:// URIs carry the secret. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The RFC 4226 HOTP value of a counter. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', key).update(message).digest()
  const offset = digest[digest.length - 1]! & 0x0f
  const binary =
    ((digest[offset]! & 0x7f) << 24) |
    (digest[offset + 1]! << 16) |
    (digest[offset + 2]! << 8) |
    digest[offset + 3]!
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code an authenticator shows for this base32 secret at this time. */
export function totp(secretBase32: string, at = Date.now(), stepSeconds = 30): string {
  return hotp(base32Decode(secretBase32), Math.floor(at / 1000 / stepSeconds))
}
