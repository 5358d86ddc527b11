import { z } from 'zod'
import type { Handle } from '../ipc'
import { readServiceUrl } from './service-url'

export const DEFAULT_API_BASE_URL = 'http://localhost:8787'

/**
 * The cloud API the desktop talks to: VITAE_API_URL, or the local development server. Read once
 * at start-up so a bad value stops the app with a clear message instead of failing every request.
 * The session's bearer token travels to it, so it must be https unless it is this machine.
 */
export function readApiBaseUrl(env: Record<string, string | undefined>): string {
  return readServiceUrl('VITAE_API_URL', env.VITAE_API_URL?.trim() || DEFAULT_API_BASE_URL)
}

export function registerConfigHandlers(handle: Handle, apiBaseUrl: string): void {
  handle('app:api-base-url', z.tuple([]), async () => apiBaseUrl)
}
