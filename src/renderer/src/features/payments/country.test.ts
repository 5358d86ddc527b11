import { describe, expect, it } from 'vitest'
import { countryFromLanguages } from './country'

describe('country from the browser languages', () => {
  it('takes the first language with a region', () => {
    expect(countryFromLanguages(['de-AT', 'en-US'])).toBe('AT')
    expect(countryFromLanguages(['en', 'tr-TR'])).toBe('TR')
  })
  it('reads a bare Turkish as Turkey, and knows nothing from other bare languages', () => {
    expect(countryFromLanguages(['tr', 'en'])).toBe('TR')
    expect(countryFromLanguages(['de', 'en'])).toBeNull()
  })
})
