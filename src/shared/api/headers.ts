// Header names both sides use. Kept apart from the route declarations (which build zod schemas)
// so the web app's first load can use them without loading zod.
/** The header that carries the CSRF token on cookie-authenticated state-changing calls (spec 001 §7). */
export const CSRF_HEADER = 'X-CSRF-Token'
