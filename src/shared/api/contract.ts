// The shape of one cloud route, declared once and read by everyone: the cloud mounts and
// validates from it (cloud/src/routes/mount.ts), the renderer's client is typed and built from
// it (src/renderer/src/api), the Vite dev proxy and the web server's "is this an API path" both
// read its paths (server-paths.ts), and a test compares it with what the cloud really mounted.
//
// Adding a route (see also README "Adding an API route"):
//  1. declare it with defineRoute in the resource's file here (src/shared/api/<resource>.ts),
//     inside that resource's group object, which routes.ts puts in the table;
//  2. write its handler in cloud/src/routes/<resource>/<resource>.ts. TypeScript refuses the
//     cloud until the handler exists, takes the declared input and returns the declared answer;
//  3. call it from the renderer as api.<group>.<name>(input).
import { z } from 'zod'
import type { ApiErrorId } from './errors'
import { pathParamNames } from './request'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call:
 *  - public: anyone; the handler gets no user (null);
 *  - session: a signed-in user, else 401 unauthenticated before any other work;
 *  - optionalSession: anyone, and the handler gets the signed-in user or null.
 */
export type AuthNeed = 'public' | 'session' | 'optionalSession'

/**
 * Rate-limit budgets, counted per client address. Routes naming the same bucket share one
 * budget (e.g. every evaluation call). The cloud defines each bucket's size (cloud/src/app.ts),
 * and refuses to compile without one for every name here.
 */
export const RATE_LIMIT_BUCKETS = [
  'signIn',
  'signUp',
  'secondFactor',
  /** Mails sent on request (password reset, verification resend). */
  'accountEmail',
  /** The verify view's polling and the verification link. */
  'verification',
  'exportPdf',
  'evaluation',
  'import',
  'enhance',
  'share',
] as const
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number]

/**
 * What a successful call answers. Response schemas describe the JSON on the wire: plain fields,
 * no transforms, and strict objects where the cloud builds the answer, so a presenter that leaks
 * a field fails the API tests (the cloud checks every answer against its schema under test).
 */
export type ResponseSpec = JsonResponse | EmptyResponse | BinaryResponse

export interface JsonResponse<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json'
  readonly schema: S
  readonly status: 200 | 201
}
export interface EmptyResponse {
  readonly kind: 'empty'
  readonly status: 204
}
export interface BinaryResponse {
  readonly kind: 'binary'
  readonly contentType: string
  readonly status: 200
}

/** A JSON answer; 201 for routes that create something. */
export function json<S extends z.ZodType>(schema: S, status: 200 | 201 = 200): JsonResponse<S> {
  return { kind: 'json', schema, status }
}
/** 204 with no body. */
export function noContent(): EmptyResponse {
  return { kind: 'empty', status: 204 }
}
/** Bytes of one content type (a PDF); errors are still the JSON error body. */
export function binary(contentType: string): BinaryResponse {
  return { kind: 'binary', contentType, status: 200 }
}

/**
 * The request: one object schema for path parameters, query and body together (the cloud merges
 * them, path parameters winning, see cloud/src/middlewares/validate.ts). The client puts the
 * path's `:params` into the path, the other fields into the query string of a GET and into the
 * JSON body of any other method.
 */
export type InputSchema = z.ZodObject

/** The names of a path's `:params`, e.g. "uid" for /api/libraryEntries/:uid/exists. */
export type PathParams<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParams<`/${Tail}`>
    : Rest
  : never

export interface RouteDefinition<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  I extends InputSchema = InputSchema,
  R extends ResponseSpec = ResponseSpec,
  A extends AuthNeed = AuthNeed,
> {
  readonly kind: 'route'
  readonly method: M
  /** Koa/path-to-regexp syntax: `/api/libraryEntry/:id`. Spec paths are kept as they are. */
  readonly path: P
  /** One line for people reading the table, the logs and the README. */
  readonly summary: string
  readonly input: I
  readonly response: R
  readonly auth: A
  /** Cookie clients must send X-CSRF-Token (bearer clients are exempt, see cloud/src/auth/csrf.ts). */
  readonly csrf: boolean
  readonly rateLimit: RateLimitBucket | null
  /**
   * The largest body this route reads, in bytes, when it is below the server's JSON limit (1 MB):
   * a larger declared Content-Length answers 413 payload_too_large before the body is read or
   * parsed (null: the server's limit).
   */
  readonly maxBodyBytes: number | null
  /**
   * The ids this route's own handler can answer. Those the chain adds (validation, session,
   * CSRF, rate limit, internal error) are implied, see errorIdsOf.
   */
  readonly errors: readonly ApiErrorId[]
}

/** Any declared route; what tables, clients and mount helpers take. */
export type AnyRoute = RouteDefinition

export interface RouteSpec<
  M extends HttpMethod,
  P extends string,
  I extends InputSchema,
  R extends ResponseSpec,
  A extends AuthNeed,
> {
  method: M
  path: P
  summary: string
  /** Omit for a route that takes nothing. */
  input?: I
  response: R
  auth: A
  /** Defaults to true for every method but GET; GET routes never change state. */
  csrf?: boolean
  rateLimit?: RateLimitBucket
  /** See RouteDefinition.maxBodyBytes. */
  maxBodyBytes?: number
  errors?: readonly ApiErrorId[]
}

/** Refuses (at compile time) an input schema that lacks a string field for a path parameter. */
type ParamsDeclared<P extends string, I extends InputSchema> = [PathParams<P>] extends [never]
  ? unknown
  : z.input<I> extends Record<PathParams<P>, string>
    ? unknown
    : { input: `declare every :param of ${P} as a string field of the input schema` }

type NoInput = z.ZodObject<Record<string, never>>

export function defineRoute<
  const M extends HttpMethod,
  const P extends string,
  const A extends AuthNeed,
  R extends ResponseSpec,
  I extends InputSchema = NoInput,
>(spec: RouteSpec<M, P, I, R, A> & ParamsDeclared<P, I>): RouteDefinition<M, P, I, R, A> {
  const input = (spec.input ?? z.object({})) as I
  const csrf = spec.csrf ?? spec.method !== 'GET'
  if (csrf && spec.method === 'GET') {
    throw new Error(`${spec.method} ${spec.path}: a GET route changes nothing and needs no CSRF.`)
  }
  for (const param of pathParamNames(spec.path)) {
    if (!(param in input.shape)) {
      throw new Error(`${spec.method} ${spec.path}: the input schema has no field "${param}".`)
    }
  }
  return {
    kind: 'route',
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    input,
    response: spec.response,
    auth: spec.auth,
    csrf,
    rateLimit: spec.rateLimit ?? null,
    maxBodyBytes: spec.maxBodyBytes ?? null,
    errors: spec.errors ?? [],
  }
}

/**
 * The handlers the cloud hands whole requests to; the cloud mounts one handler per target.
 * 'desktop-sign-in' is the system browser's half of the desktop app's social sign-in
 * (cloud/src/routes/identity/desktop-sign-in.ts): it answers with redirects, which routes of
 * the table cannot.
 */
export type ForwardTarget = 'better-auth' | 'desktop-sign-in'

/**
 * A path handed whole to another library's handler (better-auth's endpoints): declared so the
 * table is honest about everything the cloud answers, with the same auth/CSRF/rate-limit
 * options. Its payloads are that library's business, so there are no schemas and no typed
 * client. better-auth's endpoints are declared one by one with betterAuthEndpoint (routes.ts):
 * exact paths, so only what the product uses is reachable.
 */
export interface ForwardDefinition {
  readonly kind: 'forward'
  readonly methods: readonly HttpMethod[]
  /** Exact, or ending in a named wildcard: `/api/auth/*path`. */
  readonly path: string
  readonly summary: string
  readonly target: ForwardTarget
  readonly auth: 'public'
  /** Applies to the state-changing methods only. */
  readonly csrf: boolean
  readonly rateLimit: RateLimitBucket | null
  readonly errors: readonly ApiErrorId[]
}

export function defineForward(
  spec: Omit<ForwardDefinition, 'kind' | 'rateLimit' | 'errors'> & {
    rateLimit?: RateLimitBucket
    errors?: readonly ApiErrorId[]
  },
): ForwardDefinition {
  return { kind: 'forward', ...spec, rateLimit: spec.rateLimit ?? null, errors: spec.errors ?? [] }
}

/** Groups of routes by resource (`library`, `session`, …); the table is a record of groups. */
export type RouteGroup = Readonly<Record<string, AnyRoute>>
export type RouteTable = Readonly<Record<string, RouteGroup>>

/** What the client sends: the schema's input type (defaults may be left out). */
export type InputOf<R extends AnyRoute> = z.input<R['input']>
/** What the handler reads: the parsed, defaulted input. */
export type ParsedInputOf<R extends AnyRoute> = z.output<R['input']>
/** What a successful call answers. */
export type ResponseOf<R extends AnyRoute> =
  R['response'] extends JsonResponse<infer S>
    ? z.output<S>
    : R['response'] extends BinaryResponse
      ? Uint8Array
      : void

/** Ids every route can answer whatever its handler does: body parsing, validation, a crash. */
const CHAIN_ERRORS: readonly ApiErrorId[] = [
  'validation_failed',
  'invalid_json',
  'request_aborted',
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
]

/** Every id a route may answer: its own plus those its chain implies. */
export function errorIdsOf(route: AnyRoute | ForwardDefinition): ReadonlySet<ApiErrorId> {
  const ids = new Set<ApiErrorId>([...CHAIN_ERRORS, ...route.errors])
  if (route.auth === 'session') ids.add('unauthenticated')
  if (route.csrf) ids.add('csrf_invalid')
  if (route.rateLimit) ids.add('rate_limited')
  return ids
}
