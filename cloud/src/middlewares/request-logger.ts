// Gives every request an id (kept from a load balancer's X-Request-Id when it looks sane), echoes
// it back, and logs one line per request once its final status is known.
import { randomUUID } from 'node:crypto'
import type { Middleware } from 'koa'
import type { Logger } from 'pino'
import type { AppState } from '../context'

const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/

export function requestLogger(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id')
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    ctx.state.requestId = requestId
    ctx.state.log = logger.child({ requestId })
    ctx.set('X-Request-Id', requestId)
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000
      // The path only: query strings may carry tokens (e.g. e-mail verification links).
      // Load balancers poll /healthz every few seconds; only its failures are worth a line.
      const quiet = ctx.path === '/healthz' && ctx.status === 200
      ctx.state.log[quiet ? 'debug' : 'info'](
        { method: ctx.method, path: ctx.path, status: ctx.status, ms },
        'request',
      )
    }
  }
}
