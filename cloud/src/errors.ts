// Every error a route can answer with, as a factory with a stable id from the shared catalogue
// (src/shared/api/errors.ts), which also fixes its HTTP status. Routes throw these; the one error
// middleware turns them into `{ error: { id, message, issues? } }` (ApiErrorBody).
//
// Never answer 403 for "this is not yours": the clients treat 403 as "session expired" (spec 001
// §4), so another user's things answer 404 and a missing session 401. 403 is kept for CSRF.
import {
  importErrorId,
  statusOfError,
  type ApiErrorBody,
  type ApiErrorId,
  type ApiErrorIdWithStatus,
} from '@shared/api'
import type { ImportErrorCode } from '@shared/pdf/errors'

export type ApiIssue = NonNullable<ApiErrorBody['error']['issues']>[number]

export class ApiError extends Error {
  readonly status: number
  /** Sent as Retry-After with 429 and 503 answers. */
  retryAfterSeconds?: number
  /** What a conflict is about, as it is now (see ApiErrorBody). */
  current?: unknown

  constructor(
    readonly id: ApiErrorId,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = statusOfError(id)
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        id: this.id,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.current !== undefined ? { current: this.current } : {}),
      },
    }
  }
}

export const ValidationError = (
  issues: ApiIssue[],
  message = 'Some fields are not valid; see issues.',
) => new ApiError('validation_failed', message, issues)

export const InvalidJsonError = () =>
  new ApiError('invalid_json', 'The request body is not valid JSON.')

export const AuthenticationError = (message = 'Sign in to continue.') =>
  new ApiError('unauthenticated', message)

export const InvalidCredentialsError = () =>
  new ApiError('invalid_credentials', 'The e-mail address or the password is wrong.')

export const EmailNotVerifiedError = () =>
  new ApiError('email_not_verified', 'Please verify your email to see the results.')

export const LinkInvalidError = () =>
  new ApiError(
    'link_invalid',
    'This link is not valid any more: it was used already, it expired, or it was not copied whole.',
  )

export const InvalidTwoFactorCodeError = () =>
  new ApiError(
    'invalid_two_factor_code',
    'The code is wrong, has expired or was already used. Enter the current code from your authenticator app or an unused backup code.',
  )

export const WrongPasswordError = () => new ApiError('wrong_password', 'The password is wrong.')

export const PasskeyError = (message = 'The passkey could not be verified. Try again.') =>
  new ApiError('passkey_failed', message)

export const CsrfError = () =>
  new ApiError(
    'csrf_invalid',
    'The security token of this request is missing or expired; reload the page and try again.',
  )

/**
 * 402: the plan does not include this, or a credit the action needs is used up (spec 000 §8);
 * `id` says which, and the app shows the upgrade or not-enough-credits prompt.
 */
export const PaymentRequiredError = (id: ApiErrorIdWithStatus<402>, message: string) =>
  new ApiError(id, message)

export const NotFoundError = (message = 'Not found.') => new ApiError('not_found', message)

export const ConflictError = (message: string, id: ApiErrorIdWithStatus<409> = 'conflict') =>
  new ApiError(id, message)

/**
 * 409: a save based on an outdated revision. `current` (the entry as stored now) goes with the
 * answer so the client can show both versions and let the user choose; nothing is written.
 */
export function RevisionConflictError(current: unknown, what = 'resume') {
  const error = new ApiError(
    'revision_conflict',
    `This ${what} was changed elsewhere (another tab or device) since your last save; your change was not saved yet.`,
  )
  error.current = current
  return error
}

export const PayloadTooLargeError = (limit: string) =>
  new ApiError('payload_too_large', `The request body is larger than the ${limit} limit.`)

export const UnsupportedMediaTypeError = () =>
  new ApiError(
    'unsupported_media_type',
    'Send the request body as JSON (Content-Type: application/json).',
  )

export function RateLimitError(retryAfterSeconds: number) {
  const error = new ApiError(
    'rate_limited',
    `Too many attempts; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  )
  error.retryAfterSeconds = retryAfterSeconds
  return error
}

export const InternalError = (requestId: string) =>
  new ApiError(
    'internal_error',
    `Something went wrong on our side; it has been logged under request id ${requestId}.`,
  )

export const ServiceUnavailableError = (id: ApiErrorIdWithStatus<503>, message: string) =>
  new ApiError(id, message)

export const GatewayTimeoutError = (id: ApiErrorIdWithStatus<504>, message: string) =>
  new ApiError(id, message)

/** 422: a file the import cannot use, with the shared parser's code. */
export const ImportRefusedError = (code: ImportErrorCode, message: string) =>
  new ApiError(importErrorId(code), message)

/** 422: the resume sent for evaluation is larger than any resume (text, fields or nesting). */
export const EvaluationTooLargeError = (message: string) =>
  new ApiError('evaluation_too_large', message)

/** 503: the work pool's queue is full (workers/pool.ts); Retry-After says when to try again. */
export function ServerBusyError(retryAfterSeconds = 5) {
  const error = new ApiError(
    'server_busy',
    'The server is busy with other imports and evaluations; try again in a few seconds.',
  )
  error.retryAfterSeconds = retryAfterSeconds
  return error
}

/** 503: a heavy task ran out of its time limit and was stopped. */
export const WorkTimeoutError = () =>
  new ApiError('work_timeout', 'This took too long and was stopped; try again with less text.')

/** 503: payments are not set up on this server (no STRIPE_* configuration). */
export const BillingDisabledError = () =>
  new ApiError('billing_disabled', 'Payments are not set up on this server.')

/** 502: Stripe could not be reached or refused; nothing changed. */
export const PaymentProviderError = (message: string) =>
  new ApiError('payment_provider_error', message)
