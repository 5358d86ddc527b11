import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits'
import { checkPassword, PASSWORD_PROBLEM_MESSAGES } from './password'

const person = { email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' }

describe('checkPassword (M-3)', () => {
  it('refuses the trivial passwords of the finding and common ones', async () => {
    for (const password of [
      'password',
      '12345678',
      ' '.repeat(8),
      'aaaaaaaaaaaa',
      'qwertyuiop',
      'Passw0rd!',
      'iloveyou1',
      'letmein123',
      'abcdefgh',
      'zaq12wsx',
    ]) {
      expect(await checkPassword(password, person), JSON.stringify(password)).toBe('too_guessable')
    }
  })

  it("refuses the user's own name or e-mail address", async () => {
    expect(await checkPassword('Ada Lovelace', person)).toBe('too_guessable')
    expect(await checkPassword('ada.lovelace', person)).toBe('too_guessable')
    expect(await checkPassword('Ada Lovelace', {})).toBeNull()
  })

  it('takes passphrases and random-looking passwords', async () => {
    for (const password of ['correct horse battery', 'a long password', 'Tr0ub4dour&3']) {
      expect(await checkPassword(password, person), password).toBeNull()
    }
  })

  it('checks the shared length limits first', async () => {
    expect(await checkPassword('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('too_short')
    expect(await checkPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('too_long')
    expect(PASSWORD_PROBLEM_MESSAGES.too_short).toContain(String(PASSWORD_MIN_LENGTH))
  })
})
