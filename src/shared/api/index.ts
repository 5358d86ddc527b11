export * from './errors'
export * from './export'
export * from './library'
export * from './user'
export * from './evaluation'

export interface CsrfTokenResponse {
  csrfToken: string
}

export interface HealthResponse {
  ok: true
  database: 'sqlite' | 'postgres'
  version: string
}

/** The header that carries the CSRF token on cookie-authenticated state-changing calls (spec 001 §7). */
export const CSRF_HEADER = 'X-CSRF-Token'
export * from './import'
