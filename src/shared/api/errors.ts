// The one catalogue of error ids the cloud answers with, shared by the cloud (its error factories
// accept only these ids) and the clients (they branch on the same union). Each id has exactly one
// HTTP status, so a client can rely on the pair and the cloud cannot answer one id with two
// statuses.
//
// Adding an id: add it here with its status and a line saying when it is answered, then list it
// in `errors` of the routes that answer it (contract.ts). The clients see it at once.
import { IMPORT_ERROR_CODES, type ImportErrorCode } from '../pdf/errors'

const FIXED_ERRORS = {
  /** The request's fields are not valid; `issues` says which and why. */
  validation_failed: 400,
  /** The body is not valid JSON. */
  invalid_json: 400,
  /** The request ended before its body arrived. */
  request_aborted: 400,
  /** Any other malformed request (answered by the body parser or the sign-in library). */
  bad_request: 400,
  /** No session, or an expired one. Never 403: the clients read 403 as "session ended". */
  unauthenticated: 401,
  /** Sign-in with an unknown address or a wrong password (one answer for both). */
  invalid_credentials: 401,
  /**
   * The action needs a confirmed e-mail address (e-mail on): detailed evaluation results
   * (spec 000 §4, 001 §6). The session stays valid: clients must not read it as signed out.
   */
  email_not_verified: 401,
  /** The authenticator code or backup code is wrong, expired or already used. */
  invalid_two_factor_code: 400,
  /** The password confirming a security change (two-factor on or off, new backup codes) is wrong. */
  wrong_password: 400,
  /** A passkey could not be registered or did not prove who is signing in. */
  passkey_failed: 400,
  /** A verification or password-reset link that is malformed, used or expired. */
  link_invalid: 400,
  /** The action needs the Premium plan (spec 000 §6); the app shows the upgrade prompt. */
  premium_required: 402,
  /** A card payment was declined or failed; the plan did not change (spec 001 §8). */
  payment_failed: 402,
  /** A Stripe webhook whose signature cannot be verified (forged, altered, too old). */
  webhook_invalid: 400,
  /** Stripe could not be reached or refused the request; nothing changed. */
  payment_provider_error: 502,
  /** Payments are not set up on this server (no STRIPE_* configuration). */
  billing_disabled: 503,
  /** A credit the action needs is used up (spec 000 §8). */
  not_enough_credits: 402,
  /** The CSRF token of a cookie-authenticated, state-changing request is missing or stale. */
  csrf_invalid: 403,
  /** No such thing, or not yours (another user's things answer exactly like missing ones). */
  not_found: 404,
  /** The path exists but not with this method. */
  method_not_allowed: 405,
  /** Sign-up with an address that already has an account. */
  email_taken: 409,
  /** The request conflicts with the current state. */
  conflict: 409,
  /** Premium's 10 resumes are reached: no upgrade helps, deleting one does (spec 001 §5). */
  resume_limit_reached: 409,
  /** Premium's cover letters are at the plan's most (maxCoverLetters): deleting one helps. */
  cover_letter_limit_reached: 409,
  /**
   * A save based on a revision the library entry has moved past (another tab or device saved in
   * between); `current` carries the entry as it is now, so the client can let the user choose.
   */
  revision_conflict: 409,
  /** The resume sent for evaluation is larger than any resume (text, fields or nesting). */
  evaluation_too_large: 422,
  /** The body is larger than the server accepts. */
  payload_too_large: 413,
  /** The body is not JSON (or not in a supported encoding). */
  unsupported_media_type: 415,
  /** Too many attempts from this client; Retry-After says when to try again. */
  rate_limited: 429,
  /** Something broke on the server; the message carries the request id of the log line. */
  internal_error: 500,
  /** The method is not supported at all. */
  not_implemented: 501,
  /** The database cannot be reached (health check). */
  database_unavailable: 503,
  /** The server has no working Chromium; the web app offers the browser's own print. */
  pdf_renderer_unavailable: 503,
  /** Every PDF renderer is busy and the queue is full; Retry-After says when to try again. */
  pdf_renderer_busy: 503,
  /** Every worker for heavy requests (import, evaluation) is busy and the queue is full. */
  server_busy: 503,
  /** A heavy request (import, evaluation) did not finish in its time limit and was stopped. */
  work_timeout: 503,
  /** The resume did not finish printing in time. */
  pdf_render_timeout: 504,
} as const

/** 422: a file the import cannot use, one id per code of the shared import errors. */
export type ImportErrorId = `import_${ImportErrorCode}`

export type ApiErrorId = keyof typeof FIXED_ERRORS | ImportErrorId

type StatusOf<Id extends ApiErrorId> = Id extends ImportErrorId
  ? 422
  : Id extends keyof typeof FIXED_ERRORS
    ? (typeof FIXED_ERRORS)[Id]
    : never

/** The ids answered with one status, e.g. ApiErrorIdWithStatus<402> for the upgrade prompts. */
export type ApiErrorIdWithStatus<S extends number> = {
  [Id in ApiErrorId]: StatusOf<Id> extends S ? Id : never
}[ApiErrorId]

export const IMPORT_ERROR_STATUS = 422

export function importErrorId(code: ImportErrorCode): ImportErrorId {
  return `import_${code}`
}

export const API_ERROR_IDS: readonly ApiErrorId[] = [
  ...(Object.keys(FIXED_ERRORS) as (keyof typeof FIXED_ERRORS)[]),
  ...IMPORT_ERROR_CODES.map(importErrorId),
]

const KNOWN_IDS: ReadonlySet<string> = new Set(API_ERROR_IDS)

export function isApiErrorId(value: string): value is ApiErrorId {
  return KNOWN_IDS.has(value)
}

/** The HTTP status every answer with this id carries. */
export function statusOfError(id: ApiErrorId): number {
  return id.startsWith('import_')
    ? IMPORT_ERROR_STATUS
    : FIXED_ERRORS[id as keyof typeof FIXED_ERRORS]
}

/** The one error body every cloud route answers with. `id` is stable and machine-readable. */
export interface ApiErrorBody {
  error: {
    id: ApiErrorId
    message: string
    /** Field-level problems of a rejected request, when there are any. */
    issues?: { path: string; message: string }[]
    /** What a conflict is about, as it is now (revision_conflict: the stored library entry). */
    current?: unknown
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const error = (value as { error?: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { id?: unknown }).id === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}
