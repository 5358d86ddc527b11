import { describe, expect, it } from 'vitest'
import { browserLocale, localizedPath, preferredLocale, splitLocale, storeLocale } from './locale'

describe('locale paths', () => {
  it('splits a leading language segment from the rest of the path', () => {
    expect(splitLocale('/de/library')).toEqual({ locale: 'de', rest: '/library' })
    expect(splitLocale('/tr')).toEqual({ locale: 'tr', rest: '/' })
    expect(splitLocale('/en/cv-creation/1')).toEqual({ locale: 'en', rest: '/cv-creation/1' })
    expect(splitLocale('/library')).toEqual({ locale: null, rest: '/library' })
    expect(splitLocale('/details')).toEqual({ locale: null, rest: '/details' })
    expect(splitLocale('/fr/library')).toEqual({ locale: null, rest: '/fr/library' })
  })

  it('prefixes German and Turkish paths and leaves English unprefixed', () => {
    expect(localizedPath('/library', 'de')).toBe('/de/library')
    expect(localizedPath('/', 'tr')).toBe('/tr')
    expect(localizedPath('/', 'en')).toBe('/')
    expect(localizedPath('/error', 'en')).toBe('/error')
  })

  it('picks German or Turkish from the browser, English otherwise', () => {
    expect(browserLocale(['de-AT', 'en'])).toBe('de')
    expect(browserLocale(['tr-TR'])).toBe('tr')
    expect(browserLocale(['fr-FR', 'tr'])).toBe('tr')
    expect(browserLocale(['en-GB', 'de'])).toBe('en')
    expect(browserLocale(['ja'])).toBe('en')
  })

  it('prefers the stored choice over the browser language', () => {
    storeLocale('tr')
    expect(preferredLocale()).toBe('tr')
  })
})
