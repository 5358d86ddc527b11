// The one place errors become responses: `{ error: { id, message, issues? } }` with the right
// status. Stack traces and internal messages only ever go to the log.
import { isAPIError } from 'better-auth/api'
import type { Middleware } from 'koa'
import { fromBetterAuth } from '../auth/errors'
import type { AppState } from '../context'
import {
  ApiError,
  InternalError,
  InvalidJsonError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../errors'
import { JSON_LIMIT_LABEL } from './body-parser'

interface HttpErrorLike {
  name?: unknown
  message?: unknown
  status?: unknown
  type?: unknown
  expose?: unknown
}

/** Errors from the body parser (co-body / raw-body) carry a `type`. */
function fromHttpError(error: HttpErrorLike): ApiError | null {
  switch (error.type) {
    case 'entity.too.large':
      return PayloadTooLargeError(JSON_LIMIT_LABEL)
    case 'entity.parse.failed':
      return InvalidJsonError()
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return UnsupportedMediaTypeError()
    case 'request.aborted':
      return new ApiError('request_aborted', 'The request ended before its body arrived.')
  }
  // co-body rethrows JSON.parse's SyntaxError with status 400 and no type.
  if (error.name === 'SyntaxError' && error.status === 400) return InvalidJsonError()
  const { status } = error
  if (typeof status === 'number' && status >= 400 && status < 500 && error.expose === true) {
    return new ApiError('bad_request', String(error.message))
  }
  return null
}

export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error
  if (isAPIError(error)) {
    // better-auth's 5xx messages describe internals ("Failed to get session"): log, don't tell.
    if (error.statusCode >= 500) return InternalError(requestId)
    const body = error.body as { code?: unknown; message?: unknown } | undefined
    return fromBetterAuth(error.statusCode, body?.code, body?.message)
  }
  // Duck-typed rather than `instanceof Error`: errors from other realms (vm contexts, test
  // runners) are errors all the same.
  if (typeof error === 'object' && error !== null) {
    return fromHttpError(error as HttpErrorLike) ?? InternalError(requestId)
  }
  return InternalError(requestId)
}

/** Answers with an error without throwing, for the fallbacks at the end of the chain. */
export function respondWithError(ctx: { status: number; body: unknown }, error: ApiError) {
  ctx.status = error.status
  ctx.body = error.toBody()
}

export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      const apiError = toApiError(error, ctx.state.requestId)
      if (apiError.status >= 500) ctx.state.log.error({ err: error }, 'request failed')
      else ctx.state.log.debug({ err: error }, apiError.id)
      respondWithError(ctx, apiError)
      if (apiError.retryAfterSeconds !== undefined) {
        ctx.set('Retry-After', String(apiError.retryAfterSeconds))
      }
    }
  }
}
