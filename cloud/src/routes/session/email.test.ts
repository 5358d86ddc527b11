// E-mail on (SMTP_* pointing at a local SMTP server over real SMTP): verification, the verify
// view's polling and resend, forgot and reset password, and the verified-address gate of the
// detailed evaluation. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
import type {
  ApiErrorBody,
  ForgotPasswordResponse,
  SessionResponse,
  SignInOrPendingResponse,
  VerificationPendingResponse,
  VerifyEmailResponse,
} from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PENDING_COOKIE } from '../../auth/pending-verification'
import { TestClient } from '../../test/client'
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-server'
import { createTestServer, type TestServer } from '../../test/server'

let smtp: SmtpStandIn
let server: TestServer
beforeAll(async () => {
  smtp = await startSmtpStandIn()
  server = await createTestServer({ env: smtp.env })
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

let counter = 0
const newEmail = () => `person-${Date.now()}-${(counter += 1)}@example.com`
const PASSWORD = 'a long password'

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

async function signUp(client: TestClient, email: string, password = PASSWORD, locale = 'en') {
  return client.post<SignInOrPendingResponse>('/api/session/sign-up', { email, password, locale })
}

async function verifiedUser(): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(server.url)
  const email = newEmail()
  await signUp(client, email)
  const mail = await smtp.waitForMail(email)
  const verified = await client.post<VerifyEmailResponse>('/api/session/verify-email', {
    token: tokenOf(mail.linkTo('/verify-account')),
  })
  expect(verified.body).toEqual({ signedIn: true })
  return { client, email }
}

describe('sign-up with e-mail on', () => {
  it('sends the verification mail (HTML and text, in the interface language) and issues no session', async () => {
    const client = new TestClient(server.url)
    const email = newEmail()
    const response = await signUp(client, email, PASSWORD, 'de')
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ verification: { email } })
    expect(client.cookies.has(PENDING_COOKIE)).toBe(true)
    expect([...client.cookies.keys()].some((name) => name.includes('session_token'))).toBe(false)
    expect((await client.get('/api/session')).body).toEqual({ user: null })

    const mail = await smtp.waitForMail(email)
    expect(mail.from).toBe('no-reply@vitae.example')
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Vitae')
    const link = mail.linkTo('/verify-account')
    expect(link.startsWith(`${server.url}/de/verify-account?token=`)).toBe(true)
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
  })

  it('signs in when the link is followed: the link signs its browser in, the polling dialog too', async () => {
    const dialog = new TestClient(server.url)
    const email = newEmail()
    await signUp(dialog, email)
    const pending = await dialog.post<SignInOrPendingResponse>('/api/session/verification', {})
    expect(pending.status).toBe(200)
    expect(pending.body).toEqual({ verification: { email } })

    // Opened elsewhere (another browser, another device).
    const elsewhere = new TestClient(server.url)
    const mail = await smtp.waitForMail(email)
    const verified = await elsewhere.post<VerifyEmailResponse>('/api/session/verify-email', {
      token: tokenOf(mail.linkTo('/verify-account')),
    })
    expect(verified.body).toEqual({ signedIn: true })
    const there = await elsewhere.get<SessionResponse>('/api/session')
    expect(there.body.user).toMatchObject({ email, emailVerified: true })

    const polled = await dialog.post<SessionResponse>('/api/session/verification', {})
    expect(polled.status).toBe(200)
    expect(polled.body.user).toMatchObject({ email, emailVerified: true })
    expect(dialog.cookies.has(PENDING_COOKIE)).toBe(false)
    expect((await dialog.get<SessionResponse>('/api/session')).body.user.email).toBe(email)

    // A link followed twice only confirms again.
    const again = await new TestClient(server.url).post<VerifyEmailResponse>(
      '/api/session/verify-email',
      { token: tokenOf(mail.linkTo('/verify-account')) },
    )
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ signedIn: false })
  })

  it('answers a taken address exactly like a new one and tells only the owner', async () => {
    const { email } = await verifiedUser()
    for (const password of [PASSWORD, 'another long password']) {
      const client = new TestClient(server.url)
      const response = await signUp(client, email, password)
      expect(response.status).toBe(201)
      expect(response.body).toEqual({ verification: { email } })
      expect(client.cookies.has(PENDING_COOKIE)).toBe(true)
      // The wait never ends (the pending credential names nobody), just as for a new address
      // whose owner never follows the link.
      const polled = await client.post<SignInOrPendingResponse>('/api/session/verification', {})
      expect(polled.body).toEqual({ verification: { email } })
      const resent = await client.post('/api/session/verification/resend', {})
      expect(resent.status).toBe(200)
      const note = await smtp.waitForMail(email)
      expect(note.subject).toBe('You already have a Vitae account')
    }
    // The owner's account is untouched: the old password still signs in.
    const signIn = await new TestClient(server.url).post<SessionResponse>('/api/session/sign-in', {
      email,
      password: PASSWORD,
    })
    expect(signIn.body.user.email).toBe(email)
  })

  it('refuses a forged, altered or missing pending credential with 401', async () => {
    const client = new TestClient(server.url, 'desktop')
    const none = await client.post<ApiErrorBody>('/api/session/verification', {})
    expect(none.status).toBe(401)
    const forged = await client.post<ApiErrorBody>('/api/session/verification', {
      pendingToken: 'eyJ1IjoieCIsImUiOiJ4QGV4YW1wbGUuY29tIiwieCI6OTk5OTk5OTk5OX0.forged',
    })
    expect(forged.status).toBe(401)
    expect(forged.body.error.id).toBe('unauthenticated')
  })
})

describe('sign-in with an unconfirmed address', () => {
  it('shows the verify view without a session; resend sends a fresh link that works', async () => {
    const email = newEmail()
    await signUp(new TestClient(server.url), email)
    const first = await smtp.waitForMail(email)

    const desktop = new TestClient(server.url, 'desktop')
    const signIn = await desktop.post<VerificationPendingResponse>('/api/session/sign-in', {
      email,
      password: PASSWORD,
    })
    expect(signIn.status).toBe(200)
    expect(signIn.body.verification.email).toBe(email)
    const pendingToken = signIn.body.verification.pendingToken
    expect(pendingToken).toEqual(expect.any(String))
    expect('token' in signIn.body).toBe(false)

    // A wrong password still answers invalid_credentials, not the verify view.
    const wrong = await new TestClient(server.url).post<ApiErrorBody>('/api/session/sign-in', {
      email,
      password: 'not the password',
    })
    expect(wrong.body.error.id).toBe('invalid_credentials')

    const resent = await desktop.post<VerificationPendingResponse>(
      '/api/session/verification/resend',
      { pendingToken },
    )
    expect(resent.status).toBe(200)
    const second = await smtp.waitForMail(email)
    expect(second.linkTo('/verify-account')).not.toBe(first.linkTo('/verify-account'))
    await new TestClient(server.url).post('/api/session/verify-email', {
      token: tokenOf(second.linkTo('/verify-account')),
    })
    const polled = await desktop.post<SessionResponse>('/api/session/verification', {
      pendingToken: resent.body.verification.pendingToken,
    })
    expect(polled.body.user.emailVerified).toBe(true)
    expect(polled.body.token).toEqual(expect.any(String))
  })

  it('answers link_invalid for a link that was altered', async () => {
    const response = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/verify-email',
      { token: 'not.a.token' },
    )
    expect(response.status).toBe(400)
    expect(response.body.error.id).toBe('link_invalid')
  })
})

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address; only the owner gets a mail', async () => {
    const { email } = await verifiedUser()
    const known = await new TestClient(server.url).post<ForgotPasswordResponse>(
      '/api/session/forgot-password',
      { email: email.toUpperCase() },
    )
    const unknown = await new TestClient(server.url).post<ForgotPasswordResponse>(
      '/api/session/forgot-password',
      { email: 'nobody-here@example.com' },
    )
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual({ delivery: 'email' })
    expect(unknown.body).toEqual(known.body)
    const mail = await smtp.waitForMail(email)
    expect(mail.subject).toBe('Reset your Vitae password')
    expect(mail.linkTo('/reset-password').startsWith(`${server.url}/reset-password?token=`)).toBe(
      true,
    )
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false)
  })

  it('asks for the e-mail address', async () => {
    const response = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/forgot-password',
      { email: '  ' },
    )
    expect(response.status).toBe(400)
    expect(response.body.error.issues?.[0]?.message).toBe('Enter your e-mail address.')
  })

  it('sets the new password once, signs out every session, and refuses the used link', async () => {
    const { client, email } = await verifiedUser()
    const other = new TestClient(server.url, 'desktop')
    const otherSignIn = await other.post<SessionResponse>('/api/session/sign-in', {
      email,
      password: PASSWORD,
    })
    other.bearerToken = otherSignIn.body.token ?? null
    expect((await other.get('/api/session')).status).toBe(200)
    expect((await client.get('/api/session')).status).toBe(200)

    await new TestClient(server.url).post('/api/session/forgot-password', { email })
    const token = tokenOf((await smtp.waitForMail(email)).linkTo('/reset-password'))

    const weak = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/reset-password',
      { token, password: 'password' },
    )
    expect(weak.status).toBe(400)
    expect(weak.body.error.issues?.[0]?.path).toBe('password')

    const reset = await new TestClient(server.url).post('/api/session/reset-password', {
      token,
      password: 'a brand new passphrase',
    })
    expect(reset.status).toBe(204)
    expect((await client.get('/api/session')).status).toBe(401)
    expect((await other.get('/api/session')).status).toBe(401)

    const reused = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/reset-password',
      { token, password: 'yet another passphrase' },
    )
    expect(reused.status).toBe(400)
    expect(reused.body.error.id).toBe('link_invalid')

    const oldPassword = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/sign-in',
      { email, password: PASSWORD },
    )
    expect(oldPassword.body.error.id).toBe('invalid_credentials')
    const newPassword = await new TestClient(server.url).post<SessionResponse>(
      '/api/session/sign-in',
      { email, password: 'a brand new passphrase' },
    )
    expect(newPassword.body.user.email).toBe(email)
  })

  it('refuses an expired link', async () => {
    const { email } = await verifiedUser()
    await new TestClient(server.url).post('/api/session/forgot-password', { email })
    const token = tokenOf((await smtp.waitForMail(email)).linkTo('/reset-password'))
    await server.database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', '=', `reset-password:${token}`)
      .execute()
    const response = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/reset-password',
      { token, password: 'a brand new passphrase' },
    )
    expect(response.body.error.id).toBe('link_invalid')
  })

  it('confirms an unconfirmed address: the link came to its mailbox', async () => {
    const email = newEmail()
    await signUp(new TestClient(server.url), email)
    await smtp.waitForMail(email)
    await new TestClient(server.url).post('/api/session/forgot-password', { email })
    const token = tokenOf((await smtp.waitForMail(email)).linkTo('/reset-password'))
    await new TestClient(server.url).post('/api/session/reset-password', {
      token,
      password: 'a brand new passphrase',
    })
    const signIn = await new TestClient(server.url).post<SessionResponse>('/api/session/sign-in', {
      email,
      password: 'a brand new passphrase',
    })
    expect(signIn.body.user).toMatchObject({ email, emailVerified: true })
  })
})

describe('detailed evaluation', () => {
  const resume = {
    cvText: 'Ada Lovelace\nEngineer\nExperience\nBuilt the analytical engine programs.',
    jobTitle: 'Engineer',
    language: 'en',
  }

  it('needs a confirmed address: email_not_verified, the same id the client reads', async () => {
    const { client, email } = await verifiedUser()
    await server.database.db
      .updateTable('user')
      .set({ emailVerified: server.database.dialect === 'sqlite' ? 0 : false })
      .where('email', '=', email)
      .execute()
    const me = await client.get<SessionResponse>('/api/session')
    // Refused before any evaluation work or credit debit.
    const refused = await client.post<ApiErrorBody>('/componentsFeedbackWithScores', {
      ...resume,
      uid: me.body.user.uid,
    })
    expect(refused.status).toBe(401)
    expect(refused.body.error).toMatchObject({
      id: 'email_not_verified',
      message: 'Please verify your email to see the results.',
    })
    // The session is still valid and no credit was spent.
    const after = await client.get<SessionResponse>('/api/session')
    expect(after.status).toBe(200)
    expect(after.body.user.evaluationCredit).toBe(me.body.user.evaluationCredit)
  })
})

describe('with e-mail off (no SMTP_*)', () => {
  it('signs up without confirmation and says a reset link goes to the operator, not by mail', async () => {
    const off = await createTestServer()
    try {
      const client = new TestClient(off.url)
      const email = newEmail()
      const signUpAnswer = await client.post<SessionResponse>('/api/session/sign-up', {
        email,
        password: PASSWORD,
      })
      expect(signUpAnswer.status).toBe(201)
      expect(signUpAnswer.body.user).toMatchObject({ email, emailVerified: false })
      const forgot = await client.post<ForgotPasswordResponse>('/api/session/forgot-password', {
        email,
      })
      expect(forgot.body).toEqual({ delivery: 'operator' })
      expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false)
    } finally {
      await off.close()
    }
  })
})

describe('two-factor on with an unconfirmed address', () => {
  it('the verify view first; neither the link nor the polling skips the second step', async () => {
    const email = newEmail()
    const browser = new TestClient(server.url)
    await signUp(browser, email)
    const mail = await smtp.waitForMail(email)
    // Two-factor turned on while e-mail was off (an account can only get there that way).
    await server.database.db
      .updateTable('user')
      .set({ twoFactorEnabled: server.database.dialect === 'sqlite' ? 1 : true })
      .where('email', '=', email)
      .execute()

    const signIn = await browser.post<SignInOrPendingResponse>('/api/session/sign-in', {
      email,
      password: PASSWORD,
    })
    expect(signIn.status).toBe(200)
    expect(signIn.body).toEqual({ verification: { email } })

    const elsewhere = new TestClient(server.url)
    const verified = await elsewhere.post<VerifyEmailResponse>('/api/session/verify-email', {
      token: tokenOf(mail.linkTo('/verify-account')),
    })
    expect(verified.body).toEqual({ signedIn: false })
    expect((await elsewhere.get('/api/session')).body).toEqual({ user: null })
    const sessions = await server.database.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.id')
      .where('user.email', '=', email)
      .execute()
    expect(sessions).toEqual([])
    const polled = await browser.post<ApiErrorBody>('/api/session/verification', {})
    expect(polled.status).toBe(401)
    expect((await browser.get('/api/session')).body).toEqual({ user: null })

    const again = await new TestClient(server.url).post<{ twoFactorRequired?: boolean }>(
      '/api/session/sign-in',
      { email, password: PASSWORD },
    )
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ twoFactorRequired: true })
  })
})
