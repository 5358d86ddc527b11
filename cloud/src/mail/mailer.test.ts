// The account mails' content (every kind in every language, HTML and text with the same link)
// and the e-mail-off mailer, which writes the link to the log and sends nothing.
import { Writable } from 'node:stream'
import { INTERFACE_LOCALES } from '@shared/api'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { resetPasswordLink, verifyAccountLink } from './links'
import { createMailer } from './mailer'
import { renderAccountMail, type AccountMailKind } from './messages'

const KINDS: AccountMailKind[] = ['verifyEmail', 'resetPassword', 'existingAccount']

describe('renderAccountMail', () => {
  it('puts the same link in the HTML button and the text, in each language', () => {
    const link = 'https://vitae.example/de/verify-account?token=a.b&c=<x>'
    const subjects = new Set<string>()
    for (const locale of INTERFACE_LOCALES)
      for (const kind of KINDS) {
        const mail = renderAccountMail(kind, locale, link, 3600)
        subjects.add(mail.subject)
        expect(mail.text).toContain(link)
        expect(mail.html).toContain(
          'href="https://vitae.example/de/verify-account?token=a.b&amp;c=&lt;x&gt;"',
        )
        expect(mail.html).not.toContain('<x>')
        expect(mail.html).toContain(`<html lang="${locale}">`)
      }
    // Nine different subjects: no language falls back to another.
    expect(subjects.size).toBe(KINDS.length * INTERFACE_LOCALES.length)
  })

  it('addresses German readers with Sie and Turkish readers with siz', () => {
    const de = renderAccountMail('resetPassword', 'de', 'https://x.example/r', 3600)
    expect(de.text).toMatch(/\bIhr\b|\bSie\b/)
    expect(de.text).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i)
    const tr = renderAccountMail('verifyEmail', 'tr', 'https://x.example/v', 86_400)
    expect(tr.text).toContain('onaylayın')
    expect(tr.text).toContain('24 saat')
  })
})

describe('links', () => {
  it('lead to the pages under the language prefix (none for English)', () => {
    expect(verifyAccountLink('https://vitae.example/', 'en', 'a+b')).toBe(
      'https://vitae.example/verify-account?token=a%2Bb',
    )
    expect(resetPasswordLink('https://vitae.example', 'tr', 't')).toBe(
      'https://vitae.example/tr/reset-password?token=t',
    )
  })
})

describe('createMailer without SMTP', () => {
  it('sends nothing and writes the link to the log for the operator', async () => {
    const lines: string[] = []
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString())
          done()
        },
      }),
    )
    const mailer = createMailer(null, logger)
    expect(mailer.delivery).toBe('operator')
    await mailer.send({
      kind: 'resetPassword',
      to: 'ada@example.com',
      locale: 'en',
      link: 'https://vitae.example/reset-password?token=abc',
      linkSeconds: 3600,
    })
    const entry = JSON.parse(lines.join('')) as Record<string, unknown>
    expect(entry).toMatchObject({
      level: 40,
      mail: 'resetPassword',
      to: 'ada@example.com',
      link: 'https://vitae.example/reset-password?token=abc',
    })
  })
})
