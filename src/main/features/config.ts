import { z } from 'zod'
import type { Handle } from '../ipc'

export const DEFAULT_API_BASE_URL = 'http://localhost:8787'

/**
 * The cloud API the desktop talks to: VITAE_API_URL, or the local development server. Read once
 * at start-up so a bad value stops the app with a clear message instead of failing every request.
 */
export function readApiBaseUrl(env: Record<string, string | undefined>): string {
  const raw = env.VITAE_API_URL?.trim() || DEFAULT_API_BASE_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`VITAE_API_URL must be an absolute http(s) URL, got "${raw}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITAE_API_URL must use http or https, got "${url.protocol}" in "${raw}".`)
  }
  if (url.username || url.password) {
    throw new Error('VITAE_API_URL must not contain a user name or password.')
  }
  if (url.search || url.hash) {
    throw new Error(`VITAE_API_URL must not have a query or fragment, got "${raw}".`)
  }
  // Callers append paths like "/api/…", so the base never ends in a slash.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

export function registerConfigHandlers(handle: Handle, apiBaseUrl: string): void {
  handle('app:api-base-url', z.tuple([]), async () => apiBaseUrl)
}
