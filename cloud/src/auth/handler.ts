// better-auth's own endpoints, those the route table declares one by one (betterAuthEndpoint in
// src/shared/api/routes.ts; none today), mounted by cloud/src/routes/mount.ts behind the declared
// CSRF check and rate limit. The request goes to better-auth as a
// fetch Request; its answer comes back through Koa, with its JSON errors turned into our error
// body.
import type { Middleware } from 'koa'
import type { AppState } from '../context'
import type { ApiError } from '../errors'
import { InternalError } from '../errors'
import type { Auth } from './auth'
import { authHeaders, isBearerClient } from './client-kind'
import { fromBetterAuth } from './errors'

const NO_BODY_METHODS = new Set(['GET', 'HEAD'])

async function toApiError(response: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown } = {}
  try {
    body = (await response.json()) as typeof body
  } catch {
    // Not JSON: fall back to the status alone.
  }
  return fromBetterAuth(response.status, body.code, body.message)
}

export function authHandler(auth: Auth, publicUrl: string): Middleware<AppState> {
  return async (ctx) => {
    const request = new Request(new URL(ctx.originalUrl, publicUrl), {
      method: ctx.method,
      headers: authHeaders(ctx),
      // The body parser has already read the stream; hand better-auth the same bytes.
      body: NO_BODY_METHODS.has(ctx.method) ? undefined : ctx.request.rawBody,
    })
    const response = await auth.handler(request)
    if (response.status >= 500) {
      ctx.state.log.error(
        { status: response.status, body: await response.text() },
        'better-auth failed',
      )
      throw InternalError(ctx.state.requestId)
    }
    if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
      throw await toApiError(response)
    }
    ctx.status = response.status
    response.headers.forEach((value, name) => {
      if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return
      ctx.set(name, value)
    })
    if (!isBearerClient(ctx)) {
      for (const cookie of response.headers.getSetCookie()) ctx.append('Set-Cookie', cookie)
    }
    const bytes = Buffer.from(await response.arrayBuffer())
    if (bytes.length > 0) ctx.body = bytes
  }
}
