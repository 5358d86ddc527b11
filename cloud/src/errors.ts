// Every error a route can answer with, as a factory with its HTTP status and a stable id the
// clients can branch on. Routes throw these; the one error middleware turns them into
// `{ error: { id, message, issues? } }` (ApiErrorBody).
//
// Never answer 403 for "this is not yours": the clients treat 403 as "session expired" (spec 001
// §4), so another user's things answer 404 and a missing session 401. 403 is kept for CSRF.
import type { ApiErrorBody } from '@shared/api'

export type ApiIssue = NonNullable<ApiErrorBody['error']['issues']>[number]

export class ApiError extends Error {
  /** Sent as Retry-After with 429 and 503 answers. */
  retryAfterSeconds?: number

  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        id: this.id,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
      },
    }
  }
}

export const ValidationError = (
  issues: ApiIssue[],
  message = 'Some fields are not valid; see issues.',
) => new ApiError(400, 'validation_failed', message, issues)

export const InvalidJsonError = () =>
  new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')

export const AuthenticationError = (message = 'Sign in to continue.') =>
  new ApiError(401, 'unauthenticated', message)

export const InvalidCredentialsError = () =>
  new ApiError(401, 'invalid_credentials', 'The e-mail address or the password is wrong.')

export const CsrfError = () =>
  new ApiError(
    403,
    'csrf_invalid',
    'The security token of this request is missing or expired; reload the page and try again.',
  )

/**
 * 402: the plan does not include this, or a credit the action needs is used up (spec 000 §8);
 * `id` says which rule or credit, and the app shows the upgrade or not-enough-credits prompt.
 */
export const PaymentRequiredError = (id: string, message: string) => new ApiError(402, id, message)

export const NotFoundError = (message = 'Not found.') => new ApiError(404, 'not_found', message)

export const ConflictError = (message: string, id = 'conflict') => new ApiError(409, id, message)

export const PayloadTooLargeError = (limit: string) =>
  new ApiError(413, 'payload_too_large', `The request body is larger than the ${limit} limit.`)

export const UnsupportedMediaTypeError = () =>
  new ApiError(
    415,
    'unsupported_media_type',
    'Send the request body as JSON (Content-Type: application/json).',
  )

export function RateLimitError(retryAfterSeconds: number) {
  const error = new ApiError(
    429,
    'rate_limited',
    `Too many attempts; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  )
  error.retryAfterSeconds = retryAfterSeconds
  return error
}

export const InternalError = (requestId: string) =>
  new ApiError(
    500,
    'internal_error',
    `Something went wrong on our side; it has been logged under request id ${requestId}.`,
  )

export const ServiceUnavailableError = (id: string, message: string) =>
  new ApiError(503, id, message)

export const GatewayTimeoutError = (id: string, message: string) => new ApiError(504, id, message)

/** 422: a file the import cannot use; `id` is import_<code> of the shared PdfImportError codes. */
export const ImportRefusedError = (code: string, message: string) =>
  new ApiError(422, `import_${code}`, message)
