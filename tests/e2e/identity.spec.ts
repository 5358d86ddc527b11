// Two-factor sign-in, backup codes, passkeys and social sign-in in Chromium (issue 16 points 4
// and 5), on a second cloud of the same build configured with a stand-in OpenID Connect
// provider (oauth2-mock-server over real HTTP, OAUTH_ISSUER_OVERRIDE) for Google and GitHub.
// Codes are computed here with the tests' own RFC 6238 implementation; passkeys use Chromium's
// virtual authenticator (CDP WebAuthn domain).
//
// The server is reached as localhost (not 127.0.0.1): WebAuthn refuses an IP address as the
// relying party id.
import { expect, test, type Page } from '@playwright/test'
import { startOidcServer, type TestOidcServer } from '../../cloud/src/test/oidc-server'
import { totp } from '../../cloud/src/test/totp'
import { startExtraServer, type ExtraServer } from './fixtures/extra-server'

const PORT_OFFSET = 5
const port = Number(process.env.E2E_PORT ?? 8797) + PORT_OFFSET
const baseURL = `http://localhost:${port}`
const PASSWORD = 'correct-horse-battery'

let server: ExtraServer | null = null
let provider: TestOidcServer | null = null

test.use({ baseURL })

test.beforeAll(async () => {
  provider = await startOidcServer()
  server = await startExtraServer({
    portOffset: PORT_OFFSET,
    name: 'identity',
    stderr: 'ignore',
    env: {
      PUBLIC_URL: baseURL,
      GOOGLE_CLIENT_ID: 'vitae-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'vitae-github',
      GITHUB_CLIENT_SECRET: 'github-secret',
      OAUTH_ISSUER_OVERRIDE: provider.issuer,
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await provider?.stop()
})

async function csrf(page: Page): Promise<Record<string, string>> {
  const answer = await page.request.get('/csrf-token')
  const { csrfToken } = (await answer.json()) as { csrfToken: string }
  return { 'X-CSRF-Token': csrfToken }
}

async function signUp(page: Page): Promise<string> {
  const email = `identity-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const answer = await page.request.post('/api/session/sign-up', {
    headers: await csrf(page),
    data: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  })
  expect(answer.status()).toBe(201)
  return email
}

async function signOut(page: Page) {
  const answer = await page.request.post('/api/session/sign-out', { headers: await csrf(page) })
  expect(answer.status()).toBe(204)
}

/** Two-factor on through the API (the UI path has its own test): its secret and backup codes. */
async function enrolThroughApi(page: Page) {
  const headers = await csrf(page)
  const setup = await page.request.post('/api/security/two-factor/enable', {
    headers,
    data: { password: PASSWORD },
  })
  expect(setup.status()).toBe(200)
  const { secret, backupCodes } = (await setup.json()) as { secret: string; backupCodes: string[] }
  const confirm = await page.request.post('/api/security/two-factor/confirm', {
    headers: await csrf(page),
    data: { code: totp(secret) },
  })
  expect(confirm.status()).toBe(200)
  return { secret, backupCodes }
}

/** Opens the sign-in dialog through the guard and sends e-mail and password. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/library')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  const second = page.getByRole('dialog', { name: 'Two-step verification' })
  await expect(second).toBeVisible()
  return second
}

test('two-factor: set up on the account page with a code, then sign in with a code', async ({
  page,
}) => {
  const email = await signUp(page)
  await page.goto('/account')
  const security = page.locator('section.security')
  await expect(security.getByText('Off: your password alone logs you in.')).toBeVisible()
  await security.getByRole('button', { name: 'Turn on' }).click()
  await security.getByLabel('Your password, to confirm').fill(PASSWORD)
  await security.getByRole('button', { name: 'Continue' }).click()
  const secret = (await security.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]+=*$/)
  // The QR code beside the key, drawn in the page from the otpauth link.
  await expect(
    security.getByRole('img', { name: 'QR code to add Vitae to your authenticator app' }),
  ).toBeVisible()
  await security.getByLabel('Authenticator code').fill(totp(secret))
  await security.getByRole('button', { name: 'Turn on two-step verification' }).click()
  const codes = security.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await security.getByRole('button', { name: 'I have saved the codes' }).click()
  await expect(security.getByText(/^On: logging in with your password/)).toBeVisible()

  await signOut(page)
  const second = await passwordStep(page, email)
  await second.getByLabel('Authenticator code').fill(totp(secret))
  await second.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/library$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Documents')
})

test('two-factor: a backup code signs in once and is refused the second time', async ({ page }) => {
  const email = await signUp(page)
  const { backupCodes } = await enrolThroughApi(page)
  await signOut(page)

  let second = await passwordStep(page, email)
  await second.getByRole('button', { name: 'Use a backup code instead' }).click()
  await second.getByLabel('Backup code').fill(backupCodes[0]!)
  await second.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/library$/)

  await signOut(page)
  second = await passwordStep(page, email)
  await second.getByRole('button', { name: 'Use a backup code instead' }).click()
  await second.getByLabel('Backup code').fill(backupCodes[0]!)
  await second.getByRole('button', { name: 'Verify' }).click()
  await expect(second.getByText('This backup code is wrong or was already used.')).toBeVisible()
})

test('two-factor: a device trusted at the second step signs in with the password alone', async ({
  page,
}) => {
  const email = await signUp(page)
  const { secret } = await enrolThroughApi(page)
  await signOut(page)

  const second = await passwordStep(page, email)
  await second.getByLabel('Authenticator code').fill(totp(secret))
  await second.getByRole('checkbox', { name: 'Trust this device for 30 days' }).check()
  await second.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/library$/)

  await signOut(page)
  await page.goto('/library')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Documents')
  await expect(page.getByRole('dialog', { name: 'Two-step verification' })).toHaveCount(0)
})

test('passkeys: add one on the account page, then sign in with it alone', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await signUp(page)
  await page.goto('/account')
  const passkeys = page.locator('section.security .security__passkeys')
  await expect(passkeys.getByText('You have not added a passkey yet.')).toBeVisible()
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)

  await signOut(page)
  await page.goto('/library')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page).toHaveURL(/\/library$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Documents')
})

test('social sign-in: Google (the local stand-in) creates the account and signs in', async ({
  page,
}) => {
  const email = `social-${Date.now()}@example.com`
  provider!.nextUser({ sub: `sub-${Date.now()}`, email, emailVerified: true, name: 'Grace Hopper' })
  await page.goto('/library')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  // Out to the provider and back, signed in, on the page the visitor asked for before the guard
  // sent them home to sign in (spec 001 §2.2 rule 5), as after a password sign-in.
  await expect(page.getByRole('button', { name: /Grace Hopper/ })).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/library`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Documents')
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { email: string; displayName: string; evaluationCredit: number }
  }
  expect(session.user).toMatchObject({ email, displayName: 'Grace Hopper' })
  await page.goto('/library')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Documents')
})
