// Limits attempts per client on routes worth guessing at (sign-in, sign-up): 429 with
// Retry-After once the window's budget is spent.
import type { Middleware } from 'koa'
import { hitRateLimit } from '../commands/rate-limit'
import type { AppContext, AppDeps, AppState, RateLimitRule } from '../context'
import { RateLimitError } from '../errors'

export function rateLimit(
  deps: Pick<AppDeps, 'database'>,
  name: string,
  rule: RateLimitRule,
  keyOf: (ctx: AppContext) => string,
): Middleware<AppState> {
  return async (ctx, next) => {
    const hit = await hitRateLimit(deps.database, {
      key: `vitae:${name}:${keyOf(ctx)}`,
      max: rule.max,
      windowSeconds: rule.windowSeconds,
    })
    if (!hit.allowed) throw RateLimitError(hit.retryAfterSeconds)
    await next()
  }
}
