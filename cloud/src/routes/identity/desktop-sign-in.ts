// The desktop app's social sign-in (issue 16 point 4), in the system browser, never an embedded
// web view: OAuth for native apps with a loopback redirect (RFC 8252 §7.3) and PKCE.
//
//  1. The app listens on 127.0.0.1:<port>, makes `state` and a PKCE verifier, and calls
//     POST /api/session/desktop-sign-in with the port, the state and the verifier's challenge.
//     The cloud keeps them for 10 minutes under a random handoff id and answers the address of
//     begin, which the app opens in the system browser.
//  2. begin (in the browser) starts better-auth's own social sign-in there (its state cookie and
//     PKCE with the provider) with finish as the landing path.
//  3. finish (in the browser, now signed in by better-auth's callback) turns that browser
//     session into a one-time code for the app (2 minutes), signs the browser out again, and
//     redirects to http://127.0.0.1:<port>/callback?code=…&state=… . Only that loopback address
//     is ever a target: nothing here redirects elsewhere.
//  4. The app checks `state` and trades the code and its verifier for a session of its own
//     (POST /api/session/desktop-sign-in/exchange): once, and only with the right verifier, so
//     another program that sees the redirect cannot use the code.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { DESKTOP_SIGN_IN_PATH, type SocialProvider } from '@shared/api'
import type { Middleware } from 'koa'
import { authHeaders } from '../../auth/client-kind'
import type { AppDeps, AppState } from '../../context'
import type { AppDatabase } from '../../db'
import { NotFoundError } from '../../errors'

const HANDOFF_SECONDS = 10 * 60
const CODE_SECONDS = 2 * 60
const HANDOFF = 'desktop-sign-in:'
const CODE = 'desktop-sign-in-code:'

interface Handoff {
  provider: SocialProvider
  port: number
  state: string
  challenge: string
}

interface CodeGrant {
  userId: string
  challenge: string
}

const randomId = () => randomBytes(32).toString('base64url')

async function store(database: AppDatabase, identifier: string, value: unknown, seconds: number) {
  const now = new Date()
  await database.db
    .insertInto('verification')
    .values({
      id: randomId(),
      identifier,
      value: JSON.stringify(value),
      expiresAt: new Date(now.getTime() + seconds * 1000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .execute()
}

/** Reads and deletes one stored value: null when missing, expired or taken by a racing call. */
async function take<T>(database: AppDatabase, identifier: string): Promise<T | null> {
  const row = await database.db
    .selectFrom('verification')
    .select(['value', 'expiresAt'])
    .where('identifier', '=', identifier)
    .executeTakeFirst()
  if (!row) return null
  const deleted = await database.db
    .deleteFrom('verification')
    .where('identifier', '=', identifier)
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) return null
  if (new Date(row.expiresAt).getTime() < Date.now()) return null
  return JSON.parse(row.value) as T
}

async function peek<T>(database: AppDatabase, identifier: string): Promise<T | null> {
  const row = await database.db
    .selectFrom('verification')
    .select(['value', 'expiresAt'])
    .where('identifier', '=', identifier)
    .executeTakeFirst()
  if (!row || new Date(row.expiresAt).getTime() < Date.now()) return null
  return JSON.parse(row.value) as T
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

function loopback(handoff: Handoff, query: Record<string, string>): string {
  const url = new URL(`http://127.0.0.1:${handoff.port}/callback`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  url.searchParams.set('state', handoff.state)
  return url.href
}

export function desktopSignIn(deps: AppDeps) {
  const { auth, database, config } = deps

  return {
    /** Step 1: keeps the app's port, state and challenge; answers the address to open. */
    async start(input: Handoff): Promise<{ url: string }> {
      const id = randomId()
      await store(database, `${HANDOFF}${id}`, input, HANDOFF_SECONDS)
      return { url: `${config.publicUrl}${DESKTOP_SIGN_IN_PATH}/begin?handoff=${id}` }
    },

    /** Step 4: the one-time code and the verifier for a session; null when either is wrong. */
    async exchange(
      code: string,
      verifier: string,
    ): Promise<{ userId: string; token: string } | null> {
      const grant = await take<CodeGrant>(database, `${CODE}${code}`)
      if (!grant) return null
      const expected = Buffer.from(grant.challenge)
      const actual = Buffer.from(pkceChallenge(verifier))
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
      const context = await auth.$context
      const session = await context.internalAdapter.createSession(grant.userId)
      return { userId: grant.userId, token: session.token }
    },

    /** Steps 2 and 3, in the system browser (forwardedRoutes: desktopSignInBegin/Finish). */
    forward(): Middleware<AppState> {
      return async (ctx) => {
        const id = typeof ctx.query.handoff === 'string' ? ctx.query.handoff : ''
        const identifier = `${HANDOFF}${id}`
        if (ctx.path.endsWith('/begin')) {
          const handoff = id ? await peek<Handoff>(database, identifier) : null
          if (!handoff) throw NotFoundError('This sign-in has expired. Start it again in the app.')
          const finish = `${DESKTOP_SIGN_IN_PATH}/finish?handoff=${id}`
          const result = await auth.api.signInSocial({
            body: {
              provider: handoff.provider,
              callbackURL: finish,
              newUserCallbackURL: finish,
              errorCallbackURL: `${finish}&failed=1`,
              disableRedirect: true,
            },
            headers: authHeaders(ctx),
            returnHeaders: true,
          })
          for (const cookie of result.headers.getSetCookie()) ctx.append('Set-Cookie', cookie)
          if (!result.response.url) throw NotFoundError('The sign-in provider gave no address.')
          ctx.redirect(result.response.url)
          return
        }
        // finish
        const handoff = id ? await take<Handoff>(database, identifier) : null
        if (!handoff) throw NotFoundError('This sign-in has expired. Start it again in the app.')
        const session = await auth.api.getSession({ headers: authHeaders(ctx) })
        if (!session || ctx.query.failed !== undefined) {
          const reason = typeof ctx.query.error === 'string' ? ctx.query.error : 'sign_in_failed'
          ctx.redirect(loopback(handoff, { error: reason.slice(0, 100) }))
          return
        }
        const code = randomId()
        await store(
          database,
          `${CODE}${code}`,
          { userId: session.user.id, challenge: handoff.challenge } satisfies CodeGrant,
          CODE_SECONDS,
        )
        // The browser was only the way in: its session ends here, the app gets its own.
        const signedOut = await auth.api.signOut({ headers: authHeaders(ctx), returnHeaders: true })
        for (const cookie of signedOut.headers.getSetCookie()) ctx.append('Set-Cookie', cookie)
        ctx.redirect(loopback(handoff, { code }))
      }
    },
  }
}
