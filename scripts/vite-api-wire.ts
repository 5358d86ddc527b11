// The route table as the renderer's API client needs it at run time (src/shared/api/contract.ts
// WireRoute: method, path, auth, CSRF, kind of answer), computed from the one table when the app
// is built. The client takes its types from the table and these facts from here, so no zod
// schema reaches the browser until a screen that validates a form loads it: the home page's
// first load stays small (tests/e2e/web-weight.spec.ts).
import type { Plugin } from 'vite'
import { wireTable } from '../src/shared/api/request'
import { apiRoutes } from '../src/shared/api/routes'

export const API_WIRE_MODULE = 'virtual:vitae-api-wire'
const RESOLVED = `\0${API_WIRE_MODULE}`

export function apiWire(): Plugin {
  return {
    name: 'vitae:api-wire',
    resolveId: (id) => (id === API_WIRE_MODULE ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(wireTable(apiRoutes))}` : undefined,
  }
}
