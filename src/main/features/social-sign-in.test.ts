// The app's half of the desktop social sign-in, under Node against a small stand-in cloud over
// real HTTP: what it sends (port, state, a PKCE challenge matching the verifier it trades), the
// system browser it opens, and the refusals (wrong state, a refused sign-in, no answer).
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { socialSignIn, SocialSignInError } from './social-sign-in'

interface StandIn {
  url: string
  started: Record<string, unknown>[]
  exchanged: Record<string, unknown>[]
  server: Server
}

let standIn: StandIn | null = null
afterEach(async () => {
  await new Promise((resolve) => standIn?.server.close(resolve))
  standIn = null
})

async function startCloud(): Promise<StandIn> {
  const state: StandIn = { url: '', started: [], exchanged: [], server: createServer() }
  state.server.on('request', (request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      expect(request.headers['x-vitae-client']).toBe('desktop')
      const input = JSON.parse(body) as Record<string, unknown>
      response.setHeader('Content-Type', 'application/json')
      if (request.url === '/api/session/desktop-sign-in') {
        state.started.push(input)
        response.end(JSON.stringify({ url: `${state.url}/begin` }))
      } else if (request.url === '/api/session/desktop-sign-in/exchange') {
        state.exchanged.push(input)
        const challenge = createHash('sha256')
          .update(String(input.codeVerifier))
          .digest('base64url')
        const ok = input.code === 'one-time' && challenge === state.started[0]?.codeChallenge
        response.statusCode = ok ? 200 : 401
        response.end(
          JSON.stringify(ok ? { user: {}, token: 'session-token' } : { error: { message: 'no' } }),
        )
      }
    })
  })
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`
  return state
}

/** A system browser that comes back to the app's loopback address with these parameters. */
function browserReturning(query: (started: Record<string, unknown>) => Record<string, string>) {
  const opened: string[] = []
  return {
    opened,
    async openExternal(url: string) {
      opened.push(url)
      const started = standIn!.started.at(-1)!
      const target = new URL(`http://127.0.0.1:${String(started.redirectPort)}/callback`)
      for (const [name, value] of Object.entries(query(started))) {
        target.searchParams.set(name, value)
      }
      const page = await fetch(target)
      expect(await page.text()).toContain('You can close this window and return to Vitae.')
    },
  }
}

describe('desktop social sign-in (main process)', () => {
  it('opens the system browser, checks the state and trades the code with its verifier', async () => {
    standIn = await startCloud()
    const browser = browserReturning((started) => ({
      code: 'one-time',
      state: String(started.state),
    }))
    const token = await socialSignIn('github', {
      apiUrl: standIn.url,
      openExternal: browser.openExternal,
    })
    expect(token).toBe('session-token')
    expect(browser.opened).toEqual([`${standIn.url}/begin`])
    const started = standIn.started[0]!
    expect(started.provider).toBe('github')
    expect(started.state).toMatch(/^[\w-]{43}$/)
    expect(started.codeChallenge).toMatch(/^[\w-]{43}$/)
    expect(standIn.exchanged).toHaveLength(1)
  })

  it('refuses a return with another state and never trades its code', async () => {
    standIn = await startCloud()
    const browser = browserReturning(() => ({ code: 'one-time', state: 'someone-else' }))
    await expect(
      socialSignIn('google', { apiUrl: standIn.url, openExternal: browser.openExternal }),
    ).rejects.toMatchObject({ reason: 'state' })
    expect(standIn.exchanged).toEqual([])
  })

  it('reports a refused sign-in and a browser that never comes back', async () => {
    standIn = await startCloud()
    const refused = browserReturning((started) => ({
      error: 'account_not_linked',
      state: String(started.state),
    }))
    const error = await socialSignIn('github', {
      apiUrl: standIn.url,
      openExternal: refused.openExternal,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SocialSignInError)
    expect(error).toMatchObject({ reason: 'refused', message: 'account_not_linked' })

    await expect(
      socialSignIn('github', {
        apiUrl: standIn.url,
        openExternal: () => Promise.resolve(),
        timeoutMs: 50,
      }),
    ).rejects.toMatchObject({ reason: 'timeout' })
  })
})
