// Mounts the route table (src/shared/api/routes.ts): every declaration becomes one Koa route
// whose chain is built from it, in this order:
//   no-store → rate limit → auth → CSRF → validate → the handler,
// and the handler's return value becomes the answer with the declared status. A handler
// receives the validated input and the user its `auth` promises, and TypeScript holds it to the
// declared response type. Nothing else mounts API routes (a test compares the mounted layers with
// the table).
//
// Under test (checkContract) every answer is also checked against the declaration: JSON against
// the response schema, error ids against the route's declared ids. A mismatch answers 500 with
// what was wrong, failing the test that made the call. Production skips the checks: autosave is
// the hottest path and its answer is built by the presenters these checks cover in tests.
import Router from '@koa/router'
import {
  errorIdsOf,
  type AnyRoute,
  type AuthNeed,
  type ForwardDefinition,
  type ForwardTarget,
  type ParsedInputOf,
  type ResponseOf,
  type RouteGroup,
  type RouteTable,
} from '@shared/api'
import type { Middleware } from 'koa'
import { requireCsrf } from '../auth/csrf'
import { optionalSession, requireSession } from '../auth/session'
import { createSessionCache, type SessionCache } from '../auth/session-cache'
import type { AppContext, AppDeps, AppState, SessionUser } from '../context'
import { ApiError } from '../errors'
import { toApiError } from '../middlewares/error-handler'
import { rateLimit } from '../middlewares/rate-limit'
import { issuesOf, validate } from '../middlewares/validate'

export type UserFor<A extends AuthNeed> = A extends 'session'
  ? SessionUser
  : A extends 'optionalSession'
    ? SessionUser | null
    : null

export interface HandlerArgs<R extends AnyRoute> {
  input: ParsedInputOf<R>
  user: UserFor<R['auth']>
  /** For what the answer's body cannot say: headers such as Set-Cookie or Content-Disposition. */
  ctx: AppContext
}

export type RouteHandler<R extends AnyRoute> = (
  args: HandlerArgs<R>,
) => ResponseOf<R> | Promise<ResponseOf<R>>

/** One handler per route of a group, exactly. */
export type GroupHandlers<G extends RouteGroup> = { [K in keyof G]: RouteHandler<G[K]> }
export type TableHandlers<T extends RouteTable> = { [K in keyof T]: GroupHandlers<T[K]> }

/** The foreign handler (a Koa middleware) of each forward target. */
export type ForwardHandlers = Record<ForwardTarget, Middleware<AppState>>

export interface MountOptions {
  /** Check every answer against its declaration (tests; see the top of this file). */
  checkContract: boolean
}

type Declaration = AnyRoute | ForwardDefinition

function describe(declaration: Declaration): string {
  const methods = declaration.kind === 'route' ? declaration.method : declaration.methods.join('|')
  return `${methods} ${declaration.path}`
}

function contractViolation(declaration: Declaration, problem: string): ApiError {
  return new ApiError('internal_error', `Contract violation: ${describe(declaration)} ${problem}.`)
}

/** API answers are per user and per moment: never stored by browsers or proxies (L-8). */
const noStore: Middleware<AppState> = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store')
  await next()
}

function checkErrorIds(declaration: Declaration): Middleware<AppState> {
  const allowed = errorIdsOf(declaration)
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      const { id } = toApiError(error, ctx.state.requestId)
      if (allowed.has(id)) throw error
      ctx.state.log.error({ err: error }, 'contract violation')
      throw contractViolation(declaration, `answered the undeclared error id "${id}"`)
    }
  }
}

/** What runs before the handler: the same for routes and forwards. */
function guards(
  deps: AppDeps,
  declaration: Declaration,
  options: MountOptions,
  sessions: SessionCache,
) {
  const chain: Middleware<AppState>[] = [noStore]
  if (options.checkContract) chain.push(checkErrorIds(declaration))
  if (declaration.rateLimit) chain.push(rateLimit(deps, declaration.rateLimit))
  if (declaration.auth === 'session') chain.push(requireSession(deps.auth, sessions))
  if (declaration.auth === 'optionalSession') chain.push(optionalSession(deps.auth, sessions))
  if (declaration.csrf) chain.push(requireCsrf(deps.config.authSecret))
  return chain
}

function respond<R extends AnyRoute>(
  route: R,
  handler: RouteHandler<R>,
  options: MountOptions,
): Middleware<AppState> {
  const { response } = route
  return async (ctx) => {
    const result: unknown = await handler({
      input: ctx.state.input as ParsedInputOf<R>,
      user: (ctx.state.user ?? null) as UserFor<R['auth']>,
      ctx,
    })
    ctx.status = response.status
    switch (response.kind) {
      case 'json': {
        if (options.checkContract) {
          const checked = response.schema.safeParse(result)
          if (!checked.success) {
            const problems = issuesOf(checked.error).map(
              (i) => `${i.path || '(root)'}: ${i.message}`,
            )
            throw contractViolation(
              route,
              `answered off its response schema (${problems.join('; ')})`,
            )
          }
        }
        ctx.body = result
        return
      }
      case 'binary': {
        const bytes = result as Uint8Array
        ctx.type = response.contentType
        ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
        return
      }
      case 'empty':
        ctx.body = null
        // Koa turns an empty body into 204 only when nothing else set the status; say it again.
        ctx.status = 204
    }
  }
}

/**
 * One router with every route of the table and every forward, each behind the chain its
 * declaration asks for. TypeScript requires a handler for every declared route.
 */
export function mountTable<T extends RouteTable>(
  deps: AppDeps,
  table: { routes: T; handlers: TableHandlers<T> },
  forwards: { routes: Readonly<Record<string, ForwardDefinition>>; handlers: ForwardHandlers },
  options: MountOptions,
): Router<AppState> {
  const router = new Router<AppState>()
  const sessions = createSessionCache(deps.database)
  for (const [groupName, group] of Object.entries(table.routes)) {
    const handlers = table.handlers[groupName] as Record<string, RouteHandler<AnyRoute>>
    for (const [name, route] of Object.entries(group)) {
      const handler = handlers[name]
      if (!handler) throw new Error(`No handler for ${groupName}.${name} (${describe(route)}).`)
      router.register(
        route.path,
        [route.method],
        [
          ...guards(deps, route, options, sessions),
          validate(route.input),
          respond(route, handler, options),
        ],
      )
    }
  }
  for (const forward of Object.values(forwards.routes)) {
    router.register(
      forward.path,
      [...forward.methods],
      [...guards(deps, forward, options, sessions), forwards.handlers[forward.target]],
    )
  }
  return router
}
