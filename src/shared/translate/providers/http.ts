// JSON over HTTP for providers without an SDK: a timeout per attempt, retries with backoff for
// what may pass (timeouts, refused connections, 429, 5xx), Retry-After honoured up to a cap, and
// one ProviderError saying what went wrong. Uses fetch, which Node and browsers both have.
import { ProviderError } from '../types'

export interface HttpOptions {
  /** Per attempt; default 30 s. */
  timeoutMs?: number
  /** Extra attempts after the first; default 2. */
  maxRetries?: number
  /** First backoff; doubles each retry. Default 500 ms. */
  backoffMs?: number
  fetch?: typeof fetch
}

const MAX_RETRY_AFTER_MS = 20_000

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after')
  if (header === null) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS)
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.min(Math.max(0, date - Date.now()), MAX_RETRY_AFTER_MS)
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), {
      once: true,
    })
  })
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown }
    return typeof body?.error === 'string' ? `: ${body.error}` : ''
  } catch {
    return ''
  }
}

export async function fetchJson(
  url: string,
  init: { method: 'GET' | 'POST'; body?: string },
  options: HttpOptions,
  signal: AbortSignal,
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch
  const retries = options.maxRetries ?? 2
  let last: ProviderError | null = null
  let waited = false
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0 && !waited) await wait((options.backoffMs ?? 500) * 2 ** (attempt - 1), signal)
    waited = false
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000)
    let response: Response
    try {
      response = await doFetch(url, {
        method: init.method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: init.body,
        signal: AbortSignal.any([signal, timeout]),
      })
    } catch (error) {
      if (signal.aborted) throw error
      last = timeout.aborted
        ? new ProviderError(
            `${url} did not answer within ${options.timeoutMs ?? 30_000} ms`,
            'timeout',
          )
        : new ProviderError(`cannot reach ${url}: ${(error as Error).message}`, 'network')
      continue
    }
    if (response.ok) {
      try {
        return await response.json()
      } catch {
        throw new ProviderError(`${url} answered something that is not JSON`, 'malformed')
      }
    }
    const status = response.status
    const message = `${url} answered ${status} ${response.statusText}${await errorText(response)}`
    if (status === 429 || status >= 500) {
      last = new ProviderError(message, status === 429 ? 'rate-limit' : 'server', status)
      const pause = retryAfterMs(response)
      if (pause !== null && attempt < retries) {
        await wait(pause, signal)
        waited = true
      }
      continue
    }
    throw new ProviderError(message, 'rejected', status)
  }
  throw last ?? new ProviderError(`${url} failed`, 'network')
}
