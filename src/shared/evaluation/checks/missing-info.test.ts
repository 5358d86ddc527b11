import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { missingInfoCheck } from './missing-info'

describe('missing important information', () => {
  it('asks for the e-mail, phone, location and job title when missing', () => {
    const found = runCheck(
      missingInfoCheck,
      { contact: { email: '', phone: '', city: '', country: '', jobTitle: '' } },
      { text: 'Ada Lovelace' },
    )
    expect(texts(found)).toEqual([
      'E-mail address (email)',
      'Phone number',
      'Location (city, country)',
      'Job title',
    ])
  })
  it('accepts an e-mail or phone the printed text shows even when the model missed it', () => {
    const found = runCheck(
      missingInfoCheck,
      { contact: { email: '', phone: '' } },
      { text: 'ada@example.com | (210) 555-0166' },
    )
    expect(found).toEqual([])
  })
})
