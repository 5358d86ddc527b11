// The desktop app's social sign-in (issue 16 point 4) through the system browser, never an
// embedded web view: OAuth for native apps with a loopback redirect and PKCE (RFC 8252 §7.3,
// §8.1). The cloud's half is cloud/src/routes/identity/desktop-sign-in.ts.
//
// 1. Listen on 127.0.0.1 (a free port), make `state` and a PKCE verifier.
// 2. POST /api/session/desktop-sign-in (provider, port, state, challenge) → the address to open.
// 3. Open it in the system browser; the person signs in with Google or GitHub there.
// 4. The browser comes back to http://127.0.0.1:<port>/callback?code=…&state=…; a wrong state
//    is refused, the browser tab is told it may close.
// 5. POST /api/session/desktop-sign-in/exchange (code, verifier) → the session token.
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import type { Handle } from '../ipc'
import type { TokenStore } from './token-store'

export const SOCIAL_SIGN_IN_PROVIDERS = ['google', 'github'] as const
export type SocialSignInProvider = (typeof SOCIAL_SIGN_IN_PROVIDERS)[number]

export interface SocialSignInOptions {
  /** The cloud (VITAE_API_URL). */
  apiUrl: string
  /** shell.openExternal: the system browser. */
  openExternal(url: string): Promise<void>
  fetch?: typeof fetch
  /** How long to wait for the browser to come back (default 5 minutes). */
  timeoutMs?: number
}

export class SocialSignInError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'timeout' | 'state' | 'server',
  ) {
    super(message)
    this.name = 'SocialSignInError'
  }
}

/** The page the browser tab shows when it comes back (all three interface languages). */
const DONE_PAGE = `<!doctype html><meta charset="utf-8"><title>Vitae</title>
<body style="font-family:system-ui,sans-serif;margin:3rem">
<p lang="en">You can close this window and return to Vitae.</p>
<p lang="de">Sie können dieses Fenster schließen und zu Vitae zurückkehren.</p>
<p lang="tr">Bu pencereyi kapatıp Vitae'ye dönebilirsiniz.</p></body>`

const DESKTOP_HEADERS = { 'Content-Type': 'application/json', 'X-Vitae-Client': 'desktop' }

async function post<T>(fetcher: typeof fetch, url: string, body: unknown): Promise<T> {
  const response = await fetcher(url, {
    method: 'POST',
    headers: DESKTOP_HEADERS,
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) {
    let message = `The cloud answered ${response.status}.`
    try {
      message = (JSON.parse(text) as { error: { message: string } }).error.message
    } catch {
      // not our error body
    }
    throw new SocialSignInError(message, 'server')
  }
  return JSON.parse(text) as T
}

/** Runs the whole sign-in; resolves with the session's bearer token. */
export async function socialSignIn(
  provider: SocialSignInProvider,
  options: SocialSignInOptions,
): Promise<string> {
  const fetcher = options.fetch ?? fetch
  const state = randomBytes(32).toString('base64url')
  const verifier = randomBytes(48).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')

  let settle: (result: { code: string } | { error: SocialSignInError }) => void = () => {}
  const returned = new Promise<{ code: string } | { error: SocialSignInError }>((resolve) => {
    settle = resolve
  })
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname !== '/callback') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(DONE_PAGE)
    if (url.searchParams.get('state') !== state) {
      settle({
        error: new SocialSignInError('The sign-in came back for another request.', 'state'),
      })
      return
    }
    const code = url.searchParams.get('code')
    settle(
      code
        ? { code }
        : {
            error: new SocialSignInError(
              url.searchParams.get('error') ?? 'The sign-in was refused.',
              'refused',
            ),
          },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const timer = setTimeout(
    () => settle({ error: new SocialSignInError('The sign-in took too long.', 'timeout') }),
    options.timeoutMs ?? 5 * 60_000,
  )
  try {
    const { port } = server.address() as AddressInfo
    const { url } = await post<{ url: string }>(
      fetcher,
      `${options.apiUrl}/api/session/desktop-sign-in`,
      {
        provider,
        redirectPort: port,
        state,
        codeChallenge: challenge,
      },
    )
    await options.openExternal(url)
    const result = await returned
    if ('error' in result) throw result.error
    const session = await post<{ token?: string }>(
      fetcher,
      `${options.apiUrl}/api/session/desktop-sign-in/exchange`,
      { code: result.code, codeVerifier: verifier },
    )
    if (!session.token) throw new SocialSignInError('The cloud issued no session.', 'server')
    return session.token
  } finally {
    clearTimeout(timer)
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export const socialSignInArgs = z.tuple([z.enum(SOCIAL_SIGN_IN_PROVIDERS)])

/** auth:social-sign-in: runs the sign-in and keeps the session token in the OS keychain. */
export function registerSocialSignInHandlers(
  handle: Handle,
  store: TokenStore,
  options: SocialSignInOptions,
): void {
  handle('auth:social-sign-in', socialSignInArgs, async (provider) => {
    await store.set(await socialSignIn(provider, options))
  })
}
