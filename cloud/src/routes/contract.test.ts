// The cloud answers exactly the route table (src/shared/api/routes.ts), each route behind the
// chain its declaration asks for, and under test every answer is checked against it.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Router from '@koa/router'
import {
  apiRoutes,
  buildRequest,
  defineRoute,
  forwardedRoutes,
  json,
  pathParamNames,
  type AnyRoute,
  type ApiErrorBody,
} from '@shared/api'
import Koa from 'koa'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppDeps, AppState } from '../context'
import { ConflictError, NotFoundError } from '../errors'
import { errorHandler } from '../middlewares/error-handler'
import { requestLogger } from '../middlewares/request-logger'
import { TestClient } from '../test/client'
import { signUpUser, type TestUser } from '../test/factories'
import { createTestServer, type TestServer } from '../test/server'
import { mountTable } from './mount'

/** "GET /api/session" for every method and path the app's routers answer (HEAD aside). */
function mountedRoutes(app: Koa<AppState>): Set<string> {
  const mounted = new Set<string>()
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router<AppState> }).router
    for (const layer of router?.stack ?? []) {
      for (const method of layer.methods) {
        if (method !== 'HEAD') mounted.add(`${method} ${String(layer.path)}`)
      }
    }
  }
  return mounted
}

function declaredRoutes(): Set<string> {
  const declared = new Set<string>()
  for (const group of Object.values(apiRoutes)) {
    for (const route of Object.values(group)) declared.add(`${route.method} ${route.path}`)
  }
  for (const forward of Object.values(forwardedRoutes)) {
    for (const method of forward.methods) declared.add(`${method} ${forward.path}`)
  }
  return declared
}

const difference = (a: Set<string>, b: Set<string>) => [...a].filter((key) => !b.has(key)).sort()

const allRoutes: AnyRoute[] = Object.values(apiRoutes).flatMap((group) => Object.values(group))

/** An input that gets a route past path matching: "x1" for each path parameter. */
function requestFor(route: AnyRoute) {
  const params = Object.fromEntries(pathParamNames(route.path).map((name) => [name, 'x1']))
  return buildRequest(route, params as never)
}

let server: TestServer
let user: TestUser

beforeAll(async () => {
  server = await createTestServer()
  user = await signUpUser(server)
})
afterAll(async () => {
  await server.close()
})

describe('what the cloud mounts', () => {
  it('is the route table: no route missing, none added by hand', () => {
    const mounted = mountedRoutes(server.app)
    const declared = declaredRoutes()
    expect({
      mountedButNotDeclared: difference(mounted, declared),
      declaredButNotMounted: difference(declared, mounted),
    }).toEqual({ mountedButNotDeclared: [], declaredButNotMounted: [] })
  })

  it('would notice a router mounted beside the table', () => {
    const extra = new Router<AppState>()
    extra.post('/api/hand-written', (ctx) => {
      ctx.body = {}
    })
    const app = new Koa<AppState>()
    app.middleware.push(...server.app.middleware)
    app.use(extra.routes())
    expect(difference(mountedRoutes(app), declaredRoutes())).toEqual(['POST /api/hand-written'])
  })
})

describe('each route behind the chain its declaration asks for', () => {
  it('answers 401 on the routes that need a session, before anything else', async () => {
    const desktop = new TestClient(server.url, 'desktop')
    for (const route of allRoutes.filter((r) => r.auth === 'session')) {
      const { url, body } = requestFor(route)
      const response = await desktop.request<ApiErrorBody>(route.method, url, {
        body: route.method === 'GET' ? undefined : (body ?? {}),
      })
      expect(response.status, `${route.method} ${route.path}`).toBe(401)
      expect(response.body.error.id).toBe('unauthenticated')
    }
  })

  it('answers 403 csrf_invalid to a signed-in browser without the token on CSRF routes', async () => {
    for (const route of allRoutes.filter((r) => r.csrf)) {
      const { url } = requestFor(route)
      const response = await user.client.request<ApiErrorBody>(route.method, url, {
        body: {},
        csrf: false,
      })
      expect(route.method).not.toBe('GET')
      expect(response.status, `${route.method} ${route.path}`).toBe(403)
      expect(response.body.error.id).toBe('csrf_invalid')
    }
  })

  it('marks every API answer Cache-Control: no-store, signed in or not, success or error', async () => {
    const answers = [
      await user.client.get('/api/session'),
      await user.client.get(`/api/libraryEntries/${user.user.uid}`),
      await user.client.get('/api/libraryEntry/nothing-here'),
      await new TestClient(server.url).get('/api/session'),
      await new TestClient(server.url).get('/healthz'),
      await new TestClient(server.url).get('/csrf-token'),
      await new TestClient(server.url).get('/api/auth/get-session'),
      await new TestClient(server.url).get('/api/no/such/route'),
    ]
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the contract check under test', () => {
  const probes = {
    probe: {
      offSchema: defineRoute({
        method: 'GET',
        path: '/probe/off-schema',
        summary: 'answers a field its schema does not have',
        auth: 'public',
        response: json(z.strictObject({ ok: z.boolean() })),
      }),
      undeclaredError: defineRoute({
        method: 'GET',
        path: '/probe/undeclared-error',
        summary: 'throws an id it does not declare',
        auth: 'public',
        response: json(z.strictObject({ ok: z.boolean() })),
        errors: ['not_found'],
      }),
      declaredError: defineRoute({
        method: 'GET',
        path: '/probe/declared-error',
        summary: 'throws an id it declares',
        auth: 'public',
        response: json(z.strictObject({ ok: z.boolean() })),
        errors: ['not_found'],
      }),
      fine: defineRoute({
        method: 'GET',
        path: '/probe/fine',
        summary: 'answers its schema',
        auth: 'public',
        response: json(z.strictObject({ ok: z.boolean() })),
      }),
    },
  }

  async function start(checkContract: boolean) {
    const app = new Koa<AppState>()
    app.use(requestLogger(pino({ level: 'silent' })))
    app.use(errorHandler())
    // Public routes without rate limits touch none of the dependencies.
    const deps = {} as AppDeps
    const router = mountTable(
      deps,
      {
        routes: probes,
        handlers: {
          probe: {
            // A presenter that leaks a column: TypeScript lets extra fields through a returned
            // object, the strict response schema does not.
            offSchema: () => ({ ok: true, secret: 'internal column' }),
            undeclaredError: () => {
              throw ConflictError('not declared')
            },
            declaredError: () => {
              throw NotFoundError()
            },
            fine: () => ({ ok: true }),
          },
        },
      },
      // No forwards: these paths never reach one.
      {
        routes: {},
        handlers: { 'better-auth': () => undefined, 'desktop-sign-in': () => undefined },
      },
      { checkContract },
    )
    app.use(router.routes())
    const http = createServer(app.callback())
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    return {
      get: async (path: string) => {
        const response = await fetch(`${url}${path}`)
        return { status: response.status, body: (await response.json()) as unknown }
      },
      close: () => new Promise<void>((resolve) => http.close(() => resolve())),
    }
  }

  it('fails an answer off its schema or with an undeclared error id, and passes the rest', async () => {
    const app = await start(true)
    try {
      const offSchema = await app.get('/probe/off-schema')
      expect(offSchema.status).toBe(500)
      expect(JSON.stringify(offSchema.body)).toMatch(/Contract violation: GET \/probe\/off-schema/)
      const undeclared = await app.get('/probe/undeclared-error')
      expect(undeclared.status).toBe(500)
      expect(JSON.stringify(undeclared.body)).toMatch(/undeclared error id \\"conflict\\"/)
      expect((await app.get('/probe/declared-error')).status).toBe(404)
      expect(await app.get('/probe/fine')).toEqual({ status: 200, body: { ok: true } })
    } finally {
      await app.close()
    }
  })

  it('costs nothing in production: answers go out unchecked', async () => {
    const app = await start(false)
    try {
      expect((await app.get('/probe/off-schema')).status).toBe(200)
      expect((await app.get('/probe/undeclared-error')).status).toBe(409)
    } finally {
      await app.close()
    }
  })
})
