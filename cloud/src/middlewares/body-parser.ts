// JSON bodies up to 1 MB (a resume with its rich text fits easily); bigger ones get a clear 413.
// Forms are parsed too (application/x-www-form-urlencoded). DELETE carries a JSON body in this
// API (DELETE /api/libraryEntry {id}).
//
// Routes may declare a smaller limit (maxBodyBytes in src/shared/api), so a hostile request
// costs no parsing (issue 11 H-2). Before a byte is read (findings L-4, L-5):
//  - a declared Content-Length above the route's limit answers 413 at once, and the connection
//    is closed rather than drained (co-body truncates the header to 32 bits, so 10 GiB read as a
//    negative length and the socket waited for the body);
//  - a Content-Encoding other than identity, gzip, deflate or br answers 415.
// While reading: a body that is not in its declared encoding (gzip that is not gzip) answers
// 400. The limit applies to the decoded body, so a small compressed bomb is refused with 413 too.
import { bodyParser } from '@koa/bodyparser'
import type { Middleware } from 'koa'
import type { AppState } from '../context'
import { ApiError, PayloadTooLargeError } from '../errors'

export const JSON_LIMIT_BYTES = 1024 * 1024
export const JSON_LIMIT = '1mb'
export const JSON_LIMIT_LABEL = '1 MB'

const ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br'])

/** zlib's stream errors: the body was not in the encoding its header declared. */
function isDecodingError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^(Z_|ERR_ZLIB|ERR__ERROR_FORMAT|ERR_BROTLI)/.test(code)
}

function refuseEarly(ctx: Parameters<Middleware<AppState>>[0], error: ApiError): never {
  // The body is left unread: ask Node to close the socket after the answer.
  ctx.set('Connection', 'close')
  throw error
}

function parserWithLimit(limit: number) {
  return bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: limit,
    formLimit: limit,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  })
}

function label(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`
}

/** `routeLimits`: "METHOD /path" → the route's maxBodyBytes (static paths). */
export function parseBody(
  routeLimits: ReadonlyMap<string, number> = new Map(),
): Middleware<AppState> {
  const limits = new Set([JSON_LIMIT_BYTES, ...routeLimits.values()])
  const parsers = new Map([...limits].map((bytes) => [bytes, parserWithLimit(bytes)]))
  return async (ctx, next) => {
    const limit = routeLimits.get(`${ctx.method} ${ctx.path}`) ?? JSON_LIMIT_BYTES
    const parse = parsers.get(limit) ?? parserWithLimit(limit)
    const declared = ctx.get('Content-Length')
    if (declared && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)) {
      refuseEarly(
        ctx,
        /^\d+$/.test(declared.trim())
          ? PayloadTooLargeError(label(limit))
          : new ApiError('bad_request', 'The Content-Length header is not a number.'),
      )
    }
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase()
    if (encoding) {
      if (!ENCODINGS.has(encoding)) {
        refuseEarly(
          ctx,
          new ApiError(
            'unsupported_media_type',
            `The body's Content-Encoding "${encoding.slice(0, 40)}" is not supported; send it uncompressed, or as gzip, deflate or br.`,
          ),
        )
      }
      // inflation matches encodings case-sensitively.
      ctx.req.headers['content-encoding'] = encoding
    }
    try {
      await parse(ctx, async () => undefined)
    } catch (error) {
      if (isDecodingError(error)) {
        throw new ApiError(
          'bad_request',
          `The request body is not valid ${encoding} data, as its Content-Encoding header says.`,
        )
      }
      if ((error as { type?: unknown }).type === 'entity.too.large')
        throw PayloadTooLargeError(label(limit))
      throw error
    }
    await next()
  }
}
