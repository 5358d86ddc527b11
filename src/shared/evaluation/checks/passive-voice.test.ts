import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { passiveVoiceCheck } from './passive-voice'

describe('passive voice', () => {
  it('finds English passives, including an agent "by me"', () => {
    const found = runCheck(passiveVoiceCheck, {
      bullets: [
        'Requirements were gathered from users',
        'The dashboard was tested by me',
        'A new plan was written',
      ],
    })
    expect(texts(found)).toEqual(['were gathered', 'was tested by me', 'was written'])
  })
  it('does not take adjectives after "to be" for passives', () => {
    expect(
      runCheck(passiveVoiceCheck, {
        summary: 'I am experienced in retail and was involved early.',
      }),
    ).toEqual([])
    expect(runCheck(passiveVoiceCheck, { bullets: ['Led 6 supplier reviews'] })).toEqual([])
  })
  it('finds German passives with werden', () => {
    expect(
      texts(
        runCheck(passiveVoiceCheck, {
          language: 'de',
          bullets: ['Die Anlage wurde von mir gewartet'],
        }),
      ),
    ).toEqual(['wurde von mir gewartet'])
  })
  it('does not check Turkish, whose resumes use passive verbal nouns by convention', () => {
    expect(
      runCheck(passiveVoiceCheck, {
        language: 'tr',
        bullets: ['Uygulama 5.000 öğrenci tarafından kullanıldı'],
      }),
    ).toEqual([])
  })
})
