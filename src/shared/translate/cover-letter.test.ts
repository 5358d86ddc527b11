// Cover letter translation over real HTTP against the fake LibreTranslate server, and offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { englishResume } from '../ai/test-fixtures/resumes'
import { createCoverLetter } from '../cover-letter/model'
import { translateCoverLetter } from './cover-letter'
import { createLibreTranslateProvider } from './providers'
import { startFakeLibreTranslate, type FakeServer } from './test-fixtures/make-servers'
import { TranslateError } from './types'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeLibreTranslate({ apiKey: 'lt-key' })
})
afterAll(() => server.close())

const letter = createCoverLetter({
  name: 'Contoso',
  subject: 'Application for the [position] position',
  greeting: 'Dear Jane Roe,',
  date: '24 November 2026',
  body: '<p>I planned routes at <strong>Northwind Freight</strong>.</p><p>I would like to join Contoso because [why this company].</p>',
  closing: 'Yours sincerely,',
  recipient: {
    name: 'Jane Roe',
    title: 'Head of Logistics',
    company: 'Contoso',
    address: 'Main St 1',
  },
})

describe('translateCoverLetter', () => {
  it('translates every free text through the provider, keeping markup and names', async () => {
    const provider = createLibreTranslateProvider({
      url: server.url,
      apiKey: 'lt-key',
      timeoutMs: 5000,
      backoffMs: 10,
    })
    const {
      letter: copy,
      mode,
      keptInSource,
    } = await translateCoverLetter(letter, englishResume(), 'de', { provider })
    expect(mode).toBe('full')
    expect(keptInSource).toBe(0)
    expect(copy.language).toBe('de')
    expect(copy.name).toBe('Contoso (de)')
    expect(copy.subject).toContain('Application⁽de⁾')
    expect(copy.recipient.title).toContain('Head⁽de⁾')
    expect(copy.body).toContain('<strong>Northwind Freight</strong>')
    expect(copy.body).toContain('planned⁽de⁾')
    // The recipient's and company's names are kept wherever they recur.
    expect(copy.greeting).toContain('Jane Roe')
    expect(copy.recipient).toMatchObject({
      name: 'Jane Roe',
      company: 'Contoso',
      address: 'Main St 1',
    })
    // The source is unchanged.
    expect(letter.language).toBe('en')
  })

  it('offline: puts the draft placeholders and closing into the target language, keeps the rest', async () => {
    const { letter: copy, mode, keptInSource } = await translateCoverLetter(letter, null, 'de')
    expect(mode).toBe('offline-only')
    expect(keptInSource).toBeGreaterThan(0)
    expect(copy.closing).toBe('Mit freundlichen Grüßen')
    expect(copy.subject).toBe('Application for the [Position] position')
    expect(copy.body).toContain('[warum dieses Unternehmen]')
    expect(copy.greeting).toBe('Dear Jane Roe,')
  })

  it('refuses the language the letter is in', async () => {
    await expect(translateCoverLetter(letter, null, 'en')).rejects.toBeInstanceOf(TranslateError)
  })
})
