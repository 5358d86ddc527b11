import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineRoute, errorIdsOf, json, noContent, type InputOf, type ResponseOf } from './contract'
import { buildRequest, wireTable } from './request'
import { API_ERROR_IDS, isApiErrorId, statusOfError } from './errors'
import { apiRoutes, betterAuthEndpoint, forwardedRoutes } from './routes'

const allRoutes = Object.values(apiRoutes).flatMap((group) => Object.values(group))

describe('defineRoute', () => {
  it('refuses an input schema without a field for a path parameter', () => {
    expect(() =>
      defineRoute({
        method: 'GET',
        path: '/api/things/:thingId',
        summary: 'probe',
        auth: 'public',
        // @ts-expect-error: thingId is a path parameter the input does not declare
        input: z.object({ other: z.string() }),
        response: noContent(),
      }),
    ).toThrow(/no field "thingId"/)
  })

  it('refuses CSRF on a GET route and requires it by default on every other method', () => {
    expect(() =>
      defineRoute({
        method: 'GET',
        path: '/api/probe',
        summary: 'probe',
        auth: 'public',
        csrf: true,
        response: noContent(),
      }),
    ).toThrow(/needs no CSRF/)
    const post = defineRoute({
      method: 'POST',
      path: '/api/probe',
      summary: 'probe',
      auth: 'public',
      response: noContent(),
    })
    expect(post.csrf).toBe(true)
  })

  it('types what the client sends and what the handler answers from the schemas', () => {
    type Update = InputOf<typeof apiRoutes.library.update>
    const update: Update = { id: 'cv1', cvData: {}, baseRevision: 1 }
    // @ts-expect-error: id is required
    const missing: Update = { cvData: {} }
    type Count = ResponseOf<typeof apiRoutes.library.count>
    const count: Count = { count: 2 }
    // @ts-expect-error: the answer is a number of entries
    const wrong: Count = { count: 'two' }
    const pdf: ResponseOf<typeof apiRoutes.export.pdf> = new Uint8Array()
    const nothing: ResponseOf<typeof apiRoutes.session.signOut> = undefined
    expect([update, missing, count, wrong, pdf, nothing]).toHaveLength(6)
  })
})

describe('the route table', () => {
  it('declares every method and path once', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps the paths and methods of spec 000 §7 and 001 §7 where the routes exist', () => {
    const keys = new Set(allRoutes.map((route) => `${route.method} ${route.path}`))
    for (const spec of [
      'GET /csrf-token',
      'POST /createCVFromExisting',
      'POST /componentsFeedbackWithScores',
      'POST /basicEvaluation',
      'POST /enhance/JobTitles',
      'POST /api/libraryEntry',
      'PUT /api/libraryEntry',
      'DELETE /api/libraryEntry',
      'GET /api/libraryEntry/:id',
      'GET /api/libraryEntries/:uid',
      'GET /api/libraryEntriesCount/:uid',
      'GET /api/libraryEntries/:uid/exists',
      'GET /api/verify-cv-ownership/:cvId',
      'GET /api/user/:uid',
    ]) {
      expect(keys.has(spec), spec).toBe(true)
    }
  })

  it('protects every state-changing route with CSRF but the one that takes calls from Stripe', () => {
    const exempt = allRoutes.filter((route) => route.method !== 'GET' && !route.csrf)
    // Stripe's webhooks carry no browser session; their signature is their proof (billing).
    expect(exempt.map((route) => route.path)).toEqual(['/api/stripe/webhook'])
    expect(apiRoutes.billing.webhook.auth).toBe('public')
    for (const forward of Object.values(forwardedRoutes)) expect(forward.csrf).toBe(true)
  })

  it('declares only ids of the catalogue, and the chain adds its own', () => {
    for (const route of [...allRoutes, ...Object.values(forwardedRoutes)]) {
      for (const id of route.errors) expect(isApiErrorId(id), `${route.path}: ${id}`).toBe(true)
    }
    const detailed = errorIdsOf(apiRoutes.evaluation.detailed)
    expect([...detailed]).toEqual(
      expect.arrayContaining([
        'not_enough_credits',
        'unauthenticated',
        'csrf_invalid',
        'rate_limited',
        'validation_failed',
        'internal_error',
      ]),
    )
    expect(errorIdsOf(apiRoutes.system.health).has('unauthenticated')).toBe(false)
    expect(errorIdsOf(apiRoutes.system.health).has('csrf_invalid')).toBe(false)
  })
})

describe('the error catalogue', () => {
  it('gives every id one 4xx or 5xx status, including one import id per parser code', () => {
    expect(new Set(API_ERROR_IDS).size).toBe(API_ERROR_IDS.length)
    for (const id of API_ERROR_IDS) {
      expect(statusOfError(id)).toBeGreaterThanOrEqual(400)
      expect(statusOfError(id)).toBeLessThan(600)
    }
    expect(statusOfError('import_too-many-pages')).toBe(422)
    expect(statusOfError('email_not_verified')).toBe(401)
    expect(isApiErrorId('email_unverified')).toBe(false)
  })
})

describe('buildRequest', () => {
  it('puts path parameters into the path, encoded, and nothing into a GET body', () => {
    expect(buildRequest(apiRoutes.library.exists, { uid: 'a b/c' })).toEqual({
      url: '/api/libraryEntries/a%20b%2Fc/exists',
      body: undefined,
    })
  })

  it('puts the other fields into the JSON body, or the query string of a GET', () => {
    expect(
      buildRequest(apiRoutes.library.update, { id: 'cv1', cvData: { a: 1 }, baseRevision: 2 }),
    ).toEqual({
      url: '/api/libraryEntry',
      body: { id: 'cv1', cvData: { a: 1 }, baseRevision: 2 },
    })
    const search = defineRoute({
      method: 'GET',
      path: '/api/search/:kind',
      summary: 'probe',
      auth: 'public',
      input: z.object({ kind: z.string(), q: z.string(), page: z.coerce.number().optional() }),
      response: json(z.object({})),
    })
    expect(buildRequest(search, { kind: 'cv', q: 'a&b' }).url).toBe('/api/search/cv?q=a%26b')
  })

  it('sends no body for a route that takes nothing, and refuses an empty path parameter', () => {
    expect(buildRequest(apiRoutes.session.signOut, {})).toEqual({
      url: '/api/session/sign-out',
      body: undefined,
    })
    expect(() => buildRequest(apiRoutes.library.get, { id: '' })).toThrow(/"id" is required/)
  })
})

describe('wireTable (what the app carries of the table at run time)', () => {
  it('has every group and route with its method, path, auth, CSRF and kind of answer', () => {
    const wire = JSON.parse(JSON.stringify(wireTable(apiRoutes))) as ReturnType<
      typeof wireTable<typeof apiRoutes>
    >
    for (const [group, routes] of Object.entries(apiRoutes)) {
      for (const [name, route] of Object.entries(routes)) {
        const facts = (wire as Record<string, Record<string, unknown>>)[group]?.[name]
        expect(facts, `${group}.${name}`).toEqual({
          method: route.method,
          path: route.path,
          auth: route.auth,
          csrf: route.csrf,
          response:
            route.response.kind === 'binary'
              ? { kind: 'binary', contentType: route.response.contentType }
              : { kind: route.response.kind },
        })
      }
    }
    expect(Object.keys(wire)).toEqual(Object.keys(apiRoutes))
  })

  it('builds the same requests as the declarations', () => {
    const wire = wireTable(apiRoutes)
    const input = { id: 'cv1', cvData: { a: 1 }, baseRevision: 1 }
    expect(buildRequest(wire.library.update, input)).toEqual(
      buildRequest(apiRoutes.library.update, input),
    )
    expect(buildRequest(wire.library.exists, { uid: 'u' }).url).toBe('/api/libraryEntries/u/exists')
  })
})

describe('better-auth endpoints (one sign-in surface)', () => {
  it('are declared one exact path and method at a time, behind CSRF', () => {
    const endpoint = betterAuthEndpoint('POST', '/verify-email', {
      summary: 'probe',
      rateLimit: 'signIn',
    })
    expect(endpoint).toMatchObject({
      kind: 'forward',
      methods: ['POST'],
      path: '/api/auth/verify-email',
      target: 'better-auth',
      csrf: true,
      rateLimit: 'signIn',
    })
    expect(() => betterAuthEndpoint('GET', '/*path', { summary: 'probe' })).toThrow(/exact/)
    expect(() => betterAuthEndpoint('GET', '/user/:id', { summary: 'probe' })).toThrow(/exact/)
  })

  it('are none today: the product signs in through /api/session only', () => {
    const paths = Object.values(forwardedRoutes).map((forward) => forward.path)
    expect(paths.filter((path) => path.includes('*'))).toEqual([])
    for (const path of ['sign-in/email', 'sign-up/email', 'get-session', 'update-user']) {
      expect(paths).not.toContain(`/api/auth/${path}`)
    }
  })
})
