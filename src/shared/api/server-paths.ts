// Which request paths belong to the cloud rather than to the web app's client-side router, read
// from the route table: the Vite dev server proxies them to the cloud (vite.web.config.ts), and
// the cloud's web middleware never answers them with index.html (cloud/src/routes/web).
import type { ForwardDefinition, RouteTable } from './contract'
import { apiRoutes, forwardedRoutes } from './routes'

/** Every declared path, in the table's syntax (`/api/libraryEntry/:id`, `/api/auth/*path`). */
export function declaredPaths(
  table: RouteTable = apiRoutes,
  forwards: Readonly<Record<string, ForwardDefinition>> = forwardedRoutes,
): string[] {
  return [
    ...Object.values(table).flatMap((group) => Object.values(group).map((route) => route.path)),
    ...Object.values(forwards).map((forward) => forward.path),
  ]
}

/**
 * The first segment of every declared path, each once: `/api`, `/healthz`, `/enhance`, …
 * Everything under `/api` is the cloud's, declared or not, so unknown API paths get a JSON 404.
 */
export function serverPathPrefixes(paths: readonly string[] = declaredPaths()): string[] {
  const prefixes = new Set(['/api'])
  for (const path of paths) prefixes.add(`/${path.split('/')[1] ?? ''}`)
  return [...prefixes].sort()
}

export function isServerPath(path: string, prefixes: readonly string[] = SERVER_PREFIXES): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

const SERVER_PREFIXES = serverPathPrefixes()

/**
 * The Vite dev server's `server.proxy`: one entry per prefix, as a RegExp key (Vite treats keys
 * starting with ^ as patterns) matching the prefix as a whole segment, so /enhance/Summary goes
 * to the cloud but a client route such as /enhancements would not.
 */
export function devProxy(
  target: string,
  prefixes: readonly string[] = SERVER_PREFIXES,
): Record<string, string> {
  return Object.fromEntries(
    prefixes.map((prefix) => [`^${escapeRegExp(prefix)}(?:[/?#]|$)`, target]),
  )
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
