// Turning a call into an HTTP request, and the route facts a client needs for it. Free of zod at
// run time (types only), so the web app's first load, which builds requests, does not load zod.
import type { AnyRoute, AuthNeed, HttpMethod, RouteTable } from './contract'

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
}

/**
 * What a client needs of a route at run time: where to send it, how it authenticates and what
 * kind of answer comes back. No schemas, so the web app's first load ships without zod: the
 * renderer receives the table in this form from a build-time module (scripts/vite-api-wire.ts)
 * and takes its types from the table itself.
 */
export interface WireRoute {
  readonly method: HttpMethod
  readonly path: string
  readonly auth: AuthNeed
  readonly csrf: boolean
  readonly response:
    { readonly kind: 'json' | 'empty' } | { readonly kind: 'binary'; readonly contentType: string }
}

/** A table as the client receives it: the same groups and names, each route as a WireRoute. */
export type WireTable<T extends RouteTable> = {
  readonly [G in keyof T]: Readonly<Record<keyof T[G], WireRoute>>
}

export function wireRoute(route: AnyRoute): WireRoute {
  const { response } = route
  return {
    method: route.method,
    path: route.path,
    auth: route.auth,
    csrf: route.csrf,
    response:
      response.kind === 'binary'
        ? { kind: 'binary', contentType: response.contentType }
        : { kind: response.kind },
  }
}

export function wireTable<T extends RouteTable>(table: T): WireTable<T> {
  return Object.fromEntries(
    Object.entries(table).map(([group, routes]) => [
      group,
      Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, wireRoute(route)])),
    ]),
  ) as WireTable<T>
}

export interface BuiltRequest {
  /** Path with its parameters filled in and, for GET, the query string. */
  url: string
  /** The JSON body, or undefined when the call sends none. */
  body: Record<string, unknown> | undefined
}

/**
 * Where and what to send for a call of `route` with `input` (see InputSchema): the path's
 * parameters into the path, the other fields into a GET's query string or the JSON body.
 */
export function buildRequest(route: WireRoute, input: Record<string, unknown>): BuiltRequest {
  const values = { ...input }
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    delete values[name]
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.method} ${route.path}: "${name}" is required.`)
    }
    return encodeURIComponent(String(value))
  })
  const rest = Object.entries(values).filter(([, value]) => value !== undefined)
  if (route.method === 'GET') {
    if (rest.length === 0) return { url, body: undefined }
    const query = new URLSearchParams(
      rest.map(([key, value]): [string, string] => [key, String(value)]),
    )
    return { url: `${url}?${query}`, body: undefined }
  }
  return { url, body: rest.length === 0 ? undefined : Object.fromEntries(rest) }
}
