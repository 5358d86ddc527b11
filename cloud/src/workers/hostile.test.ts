// Hostile requests (issue 11 point 6, H-2, M-2): refused with a stable id before any work and
// before any credit, heavy work off the event loop (the server keeps answering /healthz while
// it runs), and the work pool's queue and time bounds. Speed is measured by `npm run bench`
// (bench/hostile.ts), never here.
import type { ApiErrorBody, HealthResponse, ImportPage } from '@shared/api'
import { MAX_CV_TEXT } from '@shared/evaluation/bounds'
import { MAX_ITEMS_PER_LINE } from '@shared/pdf/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { remainingCredits, signUpUser, type TestUser } from '../test/factories'
import { TestClient } from '../test/client'
import { samplePage } from '../test/import-page'
import { createTestServer, type TestServer, type TestServerOptions } from '../test/server'

// The engine runs in the work pool's threads (cloud/src/workers): the first call of a file starts
// a thread that loads the TypeScript sources and a dictionary, which on a loaded machine takes
// longer than the default time limit. No figure is asserted here (speed: npm run bench).
vi.setConfig({ testTimeout: 90_000 })

let server: TestServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const GENEROUS = {
  import: { max: 1000, windowSeconds: 60 },
  evaluation: { max: 1000, windowSeconds: 60 },
}

async function start(options: TestServerOptions = {}): Promise<TestServer> {
  // Billing on: a Free account has exactly one import credit to keep or spend.
  server = await createTestServer({ billing: true, rateLimits: GENEROUS, ...options })
  return server
}

/** H-2's page: `count` one-letter items on one line. */
function oneLinePage(count: number): ImportPage {
  return {
    width: 595,
    height: 842,
    items: Array.from({ length: count }, (_, i): ImportPage['items'][number] => [
      String.fromCharCode(97 + (i % 26)),
      20 + (i % 500),
      100,
      1,
      10,
      false,
    ]),
  }
}

/** A resume model whose strings hold `characters` characters of prose in total. */
function bigCvData(characters: number) {
  const sentence = 'Managed a team of engineers and delivered the platform on time. '
  const perItem = 15_000
  const items = Math.ceil(characters / perItem)
  return {
    contact: { firstName: 'Jana', lastName: 'Novak' },
    experiences: Array.from({ length: items }, (_, i) => ({
      title: `Engineer ${i}`,
      company: 'Vltava Analytics',
      description: `<p>${sentence.repeat(Math.ceil(perItem / sentence.length)).slice(0, perItem)}</p>`,
    })),
  }
}

/** The user's import credits left (the entitlements module's ledger balance). */
async function creditsOf(user: TestUser): Promise<number | null> {
  return remainingCredits(server!, user, 'import')
}

describe('hostile imports (H-2)', () => {
  it('refuses two pages of 20,000 one-letter items on one line (968 KB) unread, keeping the credit', async () => {
    await start()
    const user = await signUpUser(server!)
    const response = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [oneLinePage(20_000), oneLinePage(20_000)] },
    })
    expect(response.status).toBe(413)
    expect(response.body.error).toEqual({
      id: 'payload_too_large',
      message: 'The request body is larger than the 512 KB limit.',
    })
    expect(await creditsOf(user)).toBe(1)
  })

  it('refuses items holding far more text than the import bound before laying them out', async () => {
    await start()
    const user = await signUpUser(server!)
    const spread = (): ImportPage => {
      const page = oneLinePage(6_500)
      page.items = page.items.map((item, i) => {
        const moved: ImportPage['items'][number] = [...item]
        moved[0] = 'abcdef'
        moved[2] = 20 + Math.floor(i / 100) * 6
        return moved
      })
      return page
    }
    const response = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [spread(), spread()] },
    })
    expect(response.status).toBe(422)
    expect(response.body.error).toMatchObject({
      id: 'import_too-much-text',
      message: 'Text exceeds the maximum allowed length of 4 pages',
    })
    expect(await creditsOf(user)).toBe(1)
  })

  it('refuses more items on one line than any resume line has, with a clear message', async () => {
    await start()
    const user = await signUpUser(server!)
    const response = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [oneLinePage(MAX_ITEMS_PER_LINE + 1)] },
    })
    expect(response.status).toBe(422)
    expect(response.body.error.id).toBe('import_too-complex')
    expect(response.body.error.message).toContain(`more than ${MAX_ITEMS_PER_LINE} text items`)
    expect(await creditsOf(user)).toBe(1)
    // The same number of items spread over lines is a page like any other.
    const page = oneLinePage(MAX_ITEMS_PER_LINE + 1)
    page.items = [
      ...samplePage().items,
      ...page.items.map((item, i) => {
        const spread: ImportPage['items'][number] = [...item]
        spread[2] = 200 + Math.floor(i / 100) * 12
        return spread
      }),
    ]
    const accepted = await user.client.post('/api/import', {
      source: { kind: 'pdf', pages: [page] },
    })
    expect(accepted.status).toBe(201)
    expect(await creditsOf(user)).toBe(0)
  })

  it('has a rate limit of its own', async () => {
    await start({ rateLimits: { import: { max: 2, windowSeconds: 60 } } })
    const user = await signUpUser(server!)
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await user.client.post('/api/import', {
        source: { kind: 'pdf', pages: [{ width: 595, height: 842, items: [] }] },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([422, 422, 429])
  })
})

describe('hostile evaluations (M-2)', () => {
  it("refuses a visitor's 900 KB cvData before any work", async () => {
    await start()
    const visitor = new TestClient(server!.url, 'desktop')
    const cvData = bigCvData(880_000)
    expect(JSON.stringify(cvData).length).toBeGreaterThan(880_000)
    const response = await visitor.post<ApiErrorBody>('/basicEvaluation', {
      cvText: 'Jana Novak, Data Engineer',
      cvData,
    })
    expect(response.status).toBe(422)
    expect(response.body.error.id).toBe('evaluation_too_large')
    expect(response.body.error.message).toMatch(/more than 180,000 characters/)
  })

  it('refuses, in the worker, a resume whose text is over the limit once normalised', async () => {
    await start()
    const visitor = new TestClient(server!.url, 'desktop')
    const response = await visitor.post<ApiErrorBody>('/basicEvaluation', {
      cvText: 'Jana Novak, Data Engineer',
      cvData: bigCvData(MAX_CV_TEXT + 30_000),
    })
    expect(response.status).toBe(422)
    expect(response.body.error.id).toBe('evaluation_too_large')
  })
})

describe('the work pool', () => {
  it('keeps /healthz answering while 10 hostile requests of each kind run', async () => {
    await start()
    const user = await signUpUser(server!)
    const visitor = new TestClient(server!.url, 'desktop')
    const longText = 'Managed a team of engineers and shipped. '.repeat(50)
    const hostile = [
      ...Array.from({ length: 10 }, () =>
        user.client.post('/api/import', {
          source: { kind: 'pdf', pages: [oneLinePage(20_000), oneLinePage(20_000)] },
        }),
      ),
      ...Array.from({ length: 10 }, () =>
        visitor.post('/basicEvaluation', { cvText: 'Jana', cvData: bigCvData(880_000) }),
      ),
      // Long texts the schema accepts: real work for the pool.
      ...Array.from({ length: 10 }, () => visitor.post('/basicEvaluation', { cvText: longText })),
    ]
    const health = await fetch(`${server!.url}/healthz`)
    expect(health.status).toBe(200)
    expect(((await health.json()) as HealthResponse).ok).toBe(true)
    const statuses = (await Promise.all(hostile)).map((r) => r.status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(413))
    expect(statuses.slice(10, 20)).toEqual(Array(10).fill(422))
    expect(statuses.slice(20).every((s) => s === 200 || s === 503)).toBe(true)
    expect(await creditsOf(user)).toBe(1)
  })

  it('answers 503 server_busy with Retry-After once its queue is full', async () => {
    await start({ work: { threads: 1, queue: 1 } })
    const visitor = new TestClient(server!.url, 'desktop')
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        visitor.post<ApiErrorBody>('/basicEvaluation', { cvText: 'Jana Novak\nData Engineer' }),
      ),
    )
    const busy = responses.filter((r) => r.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(busy[0]!.body.error.id).toBe('server_busy')
    expect(busy[0]!.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(responses.some((r) => r.status === 200)).toBe(true)
  })

  it('stops a task at its time limit: import_timeout for imports (credit kept), work_timeout else', async () => {
    await start({ work: { timeoutMs: 1 } })
    const user = await signUpUser(server!)
    const imported = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [samplePage()] },
    })
    expect(imported.status).toBe(422)
    expect(imported.body.error.id).toBe('import_timeout')
    expect(await creditsOf(user)).toBe(1)
    const visitor = new TestClient(server!.url, 'desktop')
    const evaluated = await visitor.post<ApiErrorBody>('/basicEvaluation', { cvText: 'Jana' })
    expect(evaluated.status).toBe(503)
    expect(evaluated.body.error.id).toBe('work_timeout')
  })
})
