// Limits attempts per client address on the routes whose declaration names a rate-limit bucket
// (sign-in, sign-up, evaluations, PDF export): 429 with Retry-After once the bucket's budget for
// the window is spent. Routes naming the same bucket share its budget.
//
// The address is ctx.ip: the socket's peer, or with TRUST_PROXY the address the proxy put in
// X-Forwarded-For (Koa's `proxy` setting). Without TRUST_PROXY a client-sent X-Forwarded-For is
// never read. IPv6 addresses count per /64, the block one subscriber usually holds, so a client
// cannot dodge the limit by walking through its own addresses.
import type { RateLimitBucket } from '@shared/api'
import type { Middleware } from 'koa'
import { isIPv4, isIPv6 } from 'node:net'
import { hitRateLimit } from '../commands/rate-limit'
import type { AppDeps, AppState } from '../context'
import { RateLimitError } from '../errors'

/** The part of a client address a limit counts by. */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  if (isIPv4(ip) || !isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export function rateLimit(
  deps: Pick<AppDeps, 'database' | 'rateLimits'>,
  bucket: RateLimitBucket,
): Middleware<AppState> {
  const rule = deps.rateLimits[bucket]
  return async (ctx, next) => {
    const hit = await hitRateLimit(deps.database, {
      key: `${bucket}:${rateLimitAddress(ctx.ip)}`,
      max: rule.max,
      windowSeconds: rule.windowSeconds,
    })
    if (!hit.allowed) throw RateLimitError(hit.retryAfterSeconds)
    await next()
  }
}
