// The API stand-in of the route tests (guard.test.tsx, router.test.tsx): the app's api module
// with the calls the routes, the guard and the sign-in dialog make replaced by mocks. Nobody is
// signed in until a test says so (session.current), no social sign-in or passkeys are configured
// and the library is empty. Used from a vi.mock factory, so it imports nothing of the app:
//
//   vi.mock('../api', async (importOriginal) =>
//     (await import('../test/api-stand-in')).routesApiStandIn(await importOriginal()))
import { vi } from 'vitest'
import type * as ApiModule from '../api'

export function routesApiStandIn(actual: typeof ApiModule) {
  return {
    ...actual,
    http: { onSessionRejected: vi.fn(), resetCsrfToken: vi.fn(), call: vi.fn() },
    api: {
      session: { current: vi.fn(), signIn: vi.fn(), signUp: vi.fn(), signOut: vi.fn() },
      identity: { methods: vi.fn(async () => ({ social: [], passkeys: false })) },
      library: {
        verifyOwnership: vi.fn(),
        list: vi.fn(() => Promise.resolve({ result: [] })),
        count: vi.fn(),
      },
    },
  }
}
