// Limits attempts per client address on the routes whose declaration names a rate-limit bucket
// (sign-in, sign-up, evaluations, PDF export): 429 with Retry-After once the bucket's budget for
// the window is spent. Routes naming the same bucket share its budget.
import type { RateLimitBucket } from '@shared/api'
import type { Middleware } from 'koa'
import { hitRateLimit } from '../commands/rate-limit'
import type { AppDeps, AppState } from '../context'
import { RateLimitError } from '../errors'

export function rateLimit(
  deps: Pick<AppDeps, 'database' | 'rateLimits'>,
  bucket: RateLimitBucket,
): Middleware<AppState> {
  const rule = deps.rateLimits[bucket]
  return async (ctx, next) => {
    // ctx.ip honours X-Forwarded-For only with TRUST_PROXY (Koa's `proxy` setting).
    const hit = await hitRateLimit(deps.database, {
      key: `vitae:${bucket}:${ctx.ip}`,
      max: rule.max,
      windowSeconds: rule.windowSeconds,
    })
    if (!hit.allowed) throw RateLimitError(hit.retryAfterSeconds)
    await next()
  }
}
