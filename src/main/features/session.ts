import { z } from 'zod'
import type { OfflineSession } from '@shared/platform'
import type { Handle } from '../ipc'
import type { TokenStore } from './token-store'

export const setTokenArgs = z.tuple([
  z
    .string()
    .min(1, 'must not be empty (pass null to sign out)')
    .max(4096, 'must be at most 4096 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .nullable(),
])

/**
 * The bearer token of the cloud session, kept in the OS keychain; null signs out. `offline`
 * answers the cached user and plan for a start without the cloud (user-cache.ts); without it
 * there is none.
 */
export function registerSessionHandlers(
  handle: Handle,
  store: TokenStore,
  offline: () => Promise<OfflineSession | null> = async () => null,
): void {
  handle('session:get-token', z.tuple([]), () => store.get())
  handle('session:set-token', setTokenArgs, (token) =>
    token === null ? store.clear() : store.set(token),
  )
  handle('session:offline', z.tuple([]), () => offline())
}
