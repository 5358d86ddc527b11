// better-auth's refusals in our catalogue's ids. Its codes (USER_ALREADY_EXISTS, …) are not part
// of the API: the ones with a meaning of ours map to that id, the rest to the id of their status
// class, keeping better-auth's message (written for people).
import type { ApiErrorId } from '@shared/api'
import { ApiError } from '../errors'

const BY_CODE: Readonly<Record<string, ApiErrorId>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  // 401, not better-auth's 403: the clients read 403 as "session expired".
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
}

const BY_STATUS: Readonly<Record<number, ApiErrorId>> = {
  401: 'unauthenticated',
  404: 'not_found',
  429: 'rate_limited',
}

export const AUTH_FALLBACK_MESSAGE = 'The request could not be completed.'

/** A 4xx answer of better-auth as our error (5xx are internal errors, logged and not told). */
export function fromBetterAuth(status: number, code: unknown, message: unknown): ApiError {
  const text = typeof message === 'string' && message ? message : AUTH_FALLBACK_MESSAGE
  const id = (typeof code === 'string' ? BY_CODE[code] : undefined) ?? BY_STATUS[status]
  return new ApiError(id ?? 'bad_request', text)
}
