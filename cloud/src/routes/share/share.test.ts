import type { OpenShareResponse, ShareDay, ShareSettings } from '@shared/api'
import type { PdfRenderer } from '@node/pdf/renderer'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import {
  createResumeEntry,
  setAccountStatus,
  signUpUser,
  type TestUser,
} from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

// A stand-in for Chromium: the bytes of a tiny "PDF" naming the resume, so downloads can be
// counted without a browser (the real print path is covered by export.chromium.test.ts).
const fakePdf: PdfRenderer = {
  render: ({ resume }) =>
    Promise.resolve({
      pdf: new TextEncoder().encode(`%PDF-1.4 ${resume.contact.firstName}`),
    } as Awaited<ReturnType<PdfRenderer['render']>>),
  warmUp: () => Promise.resolve(),
  close: () => Promise.resolve(),
}

let server: TestServer
let alice: TestUser
let bob: TestUser
let carol: TestUser // stays on Free
let visitor: TestClient
let webDist = ''

/** The language shells of a web build, as the prerender writes them (noindex, the site's title). */
function writeShells(dir: string) {
  mkdirSync(join(dir, 'pages/_shell'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Vitae</title>')
  for (const lang of ['en', 'de'])
    writeFileSync(
      join(dir, `pages/_shell/${lang}.html`),
      `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8" /><meta\n      name="description"\n      content="shell" /><title>Vitae</title>\n    <meta name="robots" content="noindex" data-seo></head><body><div id="root"><div id="boot"></div></div></body></html>`,
    )
}

/** The robots rules, title and description of a served page's HTML. */
function headOf(html: string) {
  return {
    robots: [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    descriptions: [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map(
      (m) => m[1],
    ),
  }
}

const resumeOf = (firstName: string) => ({
  resumeName: `${firstName}'s resume`,
  contact: { firstName, lastName: 'Shared', email: 'cv-contact@example.org', jobTitle: 'Nurse' },
  selectedTemplate: 'Classic',
})

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitae-share-web-'))
  writeShells(webDist)
  server = await createTestServer({
    webDistDir: webDist,
    billing: true,
    pdfRenderer: fakePdf,
    rateLimits: {
      share: { max: 1000, windowSeconds: 60 },
      signUp: { max: 1000, windowSeconds: 60 },
    },
  })
  alice = await signUpUser(server, { firstName: 'Alice' })
  bob = await signUpUser(server, { firstName: 'Bob' })
  carol = await signUpUser(server, { firstName: 'Carol' })
  await setAccountStatus(server, alice, 'Premium')
  await setAccountStatus(server, bob, 'Premium')
  visitor = new TestClient(server.url)
})
afterAll(async () => {
  await server.close()
  rmSync(webDist, { recursive: true, force: true })
})

async function share(owner: TestUser, id: string, body: Record<string, unknown> = {}) {
  const response = await owner.client.put<{ result: ShareSettings }>(
    `/api/libraryEntry/${id}/share`,
    body,
  )
  expect(response.status, response.text).toBe(200)
  return response.body.result
}

const open = (slug: string, password?: string) =>
  visitor.post<OpenShareResponse>(`/api/share/${slug}`, password === undefined ? {} : { password })

async function stats(owner: TestUser, id: string) {
  const response = await owner.client.get<{ result: ShareDay[] }>(
    `/api/libraryEntry/${id}/share/stats`,
  )
  expect(response.status).toBe(200)
  return response.body.result
}

describe('turning sharing on', () => {
  it('gives the owner an unguessable link that a signed-out visitor can open', async () => {
    const id = await createResumeEntry(alice, resumeOf('Alice'))
    expect((await alice.client.get(`/api/libraryEntry/${id}/share`)).body).toEqual({
      result: null,
    })
    const settings = await share(alice, id)
    expect(settings.slug).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(settings.path).toBe(`/r/${settings.slug}`)
    expect(settings).toMatchObject({ hasPassword: false, expiresAt: null, indexable: false })
    // Turning it on again keeps the same link.
    expect((await share(alice, id)).slug).toBe(settings.slug)

    const opened = await open(settings.slug)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    if (opened.body.result.kind !== 'resume') throw new Error('expected the resume')
    expect(opened.body.result.cvData.contact.firstName).toBe('Alice')
    expect(opened.body.result.cvData.selectedTemplate).toBe('Classic')
    // Nothing about the owner's account: no user id, no account e-mail, no entry id.
    expect(opened.text).not.toContain(alice.user.uid)
    expect(opened.text).not.toContain(alice.email)
    expect(opened.text).not.toContain(id)
  })

  it('gives two resumes two different links', async () => {
    const a = await share(alice, await createResumeEntry(alice, resumeOf('A')))
    const b = await share(alice, await createResumeEntry(alice, resumeOf('B')))
    expect(a.slug).not.toBe(b.slug)
  })

  it('is Premium only: a Free owner gets 402 and no link', async () => {
    const id = await createResumeEntry(carol, resumeOf('Carol'))
    const refused = await carol.client.put<{ error: { id: string } }>(
      `/api/libraryEntry/${id}/share`,
      {},
    )
    expect(refused.status).toBe(402)
    expect(refused.body.error.id).toBe('premium_required')
    const rows = await server.database.db
      .selectFrom('resume_shares')
      .select('id')
      .where('uid', '=', carol.user.uid)
      .execute()
    expect(rows).toEqual([])
  })

  it('stops answering when the owner is no longer Premium, and answers again after', async () => {
    const dave = await signUpUser(server, { firstName: 'Dave' })
    await setAccountStatus(server, dave, 'Premium')
    const { slug } = await share(dave, await createResumeEntry(dave, resumeOf('Dave')))
    expect((await open(slug)).status).toBe(200)
    await setAccountStatus(server, dave, 'Free')
    expect((await open(slug)).status).toBe(404)
    await setAccountStatus(server, dave, 'Premium')
    expect((await open(slug)).status).toBe(200)
  })
})

describe('passwords and expiry', () => {
  it('asks for the password, refuses a wrong one and stores only a scrypt hash', async () => {
    const id = await createResumeEntry(alice, resumeOf('Locked'))
    const settings = await share(alice, id, { password: 'open sesame' })
    expect(settings.hasPassword).toBe(true)
    const row = await server.database.db
      .selectFrom('resume_shares')
      .select('password_hash')
      .where('entry_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(row.password_hash).not.toContain('open sesame')

    expect((await open(settings.slug)).body.result).toEqual({
      kind: 'password_required',
      wrongPassword: false,
    })
    const wrong = await open(settings.slug, 'open barley')
    expect(wrong.body.result).toEqual({ kind: 'password_required', wrongPassword: true })
    expect(wrong.text).not.toContain('Locked')
    const right = await open(settings.slug, 'open sesame')
    expect(right.body.result.kind).toBe('resume')
    // The PDF needs the password too.
    expect((await visitor.post(`/api/share/${settings.slug}/pdf`, {})).status).toBe(404)
    expect(
      (await visitor.post(`/api/share/${settings.slug}/pdf`, { password: 'open sesame' })).status,
    ).toBe(200)
    // Only views that showed the resume are counted.
    const today = (await stats(alice, id)).at(-1)!
    expect(today).toMatchObject({ views: 1, downloads: 1 })

    // Removing the password opens the link to everyone.
    expect((await share(alice, id, { password: null })).hasPassword).toBe(false)
    expect((await open(settings.slug)).body.result.kind).toBe('resume')
  })

  it('answers 404 after the expiry', async () => {
    const id = await createResumeEntry(alice, resumeOf('Expiring'))
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const { slug } = await share(alice, id, { expiresAt: future })
    expect((await open(slug)).status).toBe(200)
    await share(alice, id, { expiresAt: new Date(Date.now() - 1000).toISOString() })
    expect((await open(slug)).status).toBe(404)
    await share(alice, id, { expiresAt: null })
    expect((await open(slug)).status).toBe(200)
  })

  it('refuses a too-short password with a clear message', async () => {
    const id = await createResumeEntry(alice, resumeOf('Short'))
    const refused = await alice.client.put<{
      error: { id: string; issues: { message: string }[] }
    }>(`/api/libraryEntry/${id}/share`, { password: 'ab' })
    expect(refused.status).toBe(400)
    expect(refused.body.error.issues[0]!.message).toMatch(/at least 4 characters/)
  })
})

describe('counting and indexing', () => {
  it('counts views and downloads per day and shows the last 30 days', async () => {
    const id = await createResumeEntry(alice, resumeOf('Counted'))
    const { slug } = await share(alice, id)
    await open(slug)
    await open(slug)
    const pdf = await visitor.post(`/api/share/${slug}/pdf`, {})
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode(pdf.bytes)).toBe('%PDF-1.4 Counted')
    const days = await stats(alice, id)
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      views: 2,
      downloads: 1,
    })
    expect(days.slice(0, -1).every((d) => d.views === 0 && d.downloads === 0)).toBe(true)
    // Nothing about the visitor is stored: the counts table has no address column.
    const row = await server.database.db
      .selectFrom('share_daily_counts')
      .selectAll()
      .where('uid', '=', alice.user.uid)
      .executeTakeFirstOrThrow()
    expect(Object.keys(row).sort()).toEqual(['day', 'downloads', 'share_id', 'uid', 'views'])
  })

  it('leaves out noindex only when the owner opts in, on the API and the page', async () => {
    const id = await createResumeEntry(alice, resumeOf('Indexed'))
    const { slug } = await share(alice, id)
    const page = await visitor.get(`/r/${slug}`)
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    await share(alice, id, { indexable: true })
    expect((await open(slug)).headers.get('x-robots-tag')).toBeNull()
    expect((await visitor.get(`/r/${slug}`)).headers.get('x-robots-tag')).toBeNull()
  })

  it("serves the share page's HTML with its own robots meta, title and description", async () => {
    const id = await createResumeEntry(bob, resumeOf('Indexa'))
    const { slug } = await share(bob, id)
    const hidden = await visitor.get(`/r/${slug}`)
    expect(hidden.status).toBe(200)
    expect(headOf(hidden.text)).toEqual({
      robots: ['noindex, nofollow'],
      title: 'Shared resume · Vitae',
      descriptions: ['A resume shared with Vitae.'],
    })
    await share(bob, id, { indexable: true })
    const indexed = await visitor.get(`/de/r/${slug}`)
    expect(indexed.headers.get('x-robots-tag')).toBeNull()
    expect(headOf(indexed.text)).toEqual({
      robots: [],
      title: 'Indexa Shared · Vitae',
      descriptions: ['Der Lebenslauf von Indexa Shared (Nurse), geteilt mit Vitae.'],
    })
    // A password keeps the person's name out of the head; the owner's choice still stands.
    await share(bob, id, { indexable: true, password: 'a long share password' })
    expect(headOf((await visitor.get(`/r/${slug}`)).text)).toEqual({
      robots: [],
      title: 'Shared resume · Vitae',
      descriptions: ['A resume shared with Vitae.'],
    })
    // Any other page of the app is the shell as it is: noindex.
    const library = await visitor.get('/library')
    expect(library.headers.get('x-robots-tag')).toBe('noindex')
    expect(headOf(library.text).robots).toEqual(['noindex'])
  })
})

describe('ownership (IDOR) and revocation', () => {
  it('answers 404 to another user for every owner route and changes nothing', async () => {
    const id = await createResumeEntry(alice, resumeOf('Private'))
    const { slug } = await share(alice, id)
    for (const call of [
      () => bob.client.get(`/api/libraryEntry/${id}/share`),
      () => bob.client.put(`/api/libraryEntry/${id}/share`, { password: 'hijacked' }),
      () => bob.client.delete(`/api/libraryEntry/${id}/share`),
      () => bob.client.get(`/api/libraryEntry/${id}/share/stats`),
    ]) {
      const response = await call()
      expect(response.status).toBe(404)
      expect(response.text).not.toContain(slug)
    }
    expect((await open(slug)).body.result.kind).toBe('resume')
    expect(
      (await alice.client.get<{ result: ShareSettings }>(`/api/libraryEntry/${id}/share`)).body
        .result.hasPassword,
    ).toBe(false)
  })

  it('makes the link 404 at once when sharing is turned off; on again gives a new link', async () => {
    const id = await createResumeEntry(alice, resumeOf('Revoked'))
    const { slug } = await share(alice, id)
    expect((await open(slug)).status).toBe(200)
    expect((await alice.client.delete(`/api/libraryEntry/${id}/share`)).status).toBe(200)
    const gone = await open(slug)
    expect(gone.status).toBe(404)
    expect(gone.text).not.toContain('Revoked')
    expect((await visitor.post(`/api/share/${slug}/pdf`, {})).status).toBe(404)
    const again = await share(alice, id)
    expect(again.slug).not.toBe(slug)
    expect((await open(slug)).status).toBe(404)
  })

  it('answers 404 for unknown slugs', async () => {
    expect((await open('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
  })

  it('deletes the share and its counts with the resume and with the account', async () => {
    const erin = await signUpUser(server, { firstName: 'Erin' })
    await setAccountStatus(server, erin, 'Premium')
    const first = await createResumeEntry(erin, resumeOf('Erin'))
    const second = await createResumeEntry(erin, resumeOf('Erin two'))
    const a = await share(erin, first)
    const b = await share(erin, second)
    await open(a.slug)
    await open(b.slug)
    const rows = (table: 'resume_shares' | 'share_daily_counts') =>
      server.database.db.selectFrom(table).select('uid').where('uid', '=', erin.user.uid).execute()
    expect(await rows('resume_shares')).toHaveLength(2)
    expect((await erin.client.delete('/api/libraryEntry', { id: first })).status).toBe(200)
    expect((await open(a.slug)).status).toBe(404)
    expect(await rows('resume_shares')).toHaveLength(1)
    expect(await rows('share_daily_counts')).toHaveLength(1)
    await server.database.db.deleteFrom('user').where('id', '=', erin.user.uid).execute()
    expect(await rows('resume_shares')).toHaveLength(0)
    expect(await rows('share_daily_counts')).toHaveLength(0)
    expect((await open(b.slug)).status).toBe(404)
  })
})

describe('rate limit', () => {
  it('limits opening links per client address with the product limiter', async () => {
    const limited = await createTestServer({
      rateLimits: { share: { max: 2, windowSeconds: 600 } },
    })
    try {
      const owner = await signUpUser(limited, { firstName: 'Fay' })
      const id = await createResumeEntry(owner, resumeOf('Fay'))
      const { body } = await owner.client.put<{ result: ShareSettings }>(
        `/api/libraryEntry/${id}/share`,
        {},
      )
      const stranger = new TestClient(limited.url)
      const statuses: number[] = []
      for (let i = 0; i < 3; i++)
        statuses.push((await stranger.post(`/api/share/${body.result.slug}`, {})).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
