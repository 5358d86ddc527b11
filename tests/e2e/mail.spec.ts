// Account e-mail as a person lives it, in Chromium against a cloud whose SMTP_* point at a
// local SMTP server this spec starts (smtp-server, real SMTP, ephemeral port): sign up, get the
// mail, follow its link, and be signed in; forget the password, get the mail, choose a new
// one, and find every old session gone; the Resend and Send-again lockouts.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { startSmtpStandIn, type SmtpStandIn } from '../../cloud/src/test/smtp-server'
import { extraServerUrl, startExtraServer, type ExtraServer } from './fixtures/extra-server'

const PORT_OFFSET = 4
const baseURL = extraServerUrl(PORT_OFFSET)
const password = 'correct-horse-battery'

let smtp: SmtpStandIn | null = null
let server: ExtraServer | null = null

test.use({ baseURL })

test.beforeAll(async () => {
  smtp = await startSmtpStandIn()
  server = await startExtraServer({
    portOffset: PORT_OFFSET,
    name: 'smtp-on',
    env: smtp.env,
    stderr: 'ignore',
  })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp?.close()
})

function uniqueEmail(who: string): string {
  return `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

const header = (page: Page) => page.locator('.site-header')

/** The seconds a "Resend in N s" button shows. */
async function secondsOn(button: Locator): Promise<number> {
  return Number(/(\d+) s$/.exec((await button.textContent()) ?? '')?.[1])
}

async function openSignUp(page: Page, email: string): Promise<void> {
  await page.goto('/')
  await header(page).getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Create an account' }).click()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Create account' }).click()
}

/** A confirmed account made through the API (the link followed by a request, not a page). */
async function confirmedAccount(request: APIRequestContext, email: string): Promise<void> {
  const csrf = (await (await request.get('/csrf-token')).json()) as { csrfToken: string }
  const headers = { 'X-CSRF-Token': csrf.csrfToken }
  const signUp = await request.post('/api/session/sign-up', { headers, data: { email, password } })
  expect(signUp.status()).toBe(201)
  const link = (await smtp!.waitForMail(email)).linkTo('/verify-account')
  const token = new URL(link).searchParams.get('token')
  const verified = await request.post('/api/session/verify-email', { headers, data: { token } })
  expect(await verified.json()).toEqual({ signedIn: true })
}

test('sign up, receive the mail, follow its link: confirmed, and the waiting dialog signs in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('new')
  await openSignUp(page, email)

  const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail address' })
  await expect(dialog).toContainText(`We sent a link to ${email}`)
  await expect(dialog.getByRole('status')).toContainText('Waiting for your confirmation')
  // No session until the address is confirmed.
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible()

  const mail = await smtp!.waitForMail(email)
  expect(mail.subject).toBe('Confirm your e-mail address for Vitae')
  const link = mail.linkTo('/verify-account')
  expect(link.startsWith(`${baseURL}/verify-account?token=`)).toBe(true)

  // The link opens in another tab of the same browser, as a mail program would open it.
  const tab = await context.newPage()
  await tab.goto(link)
  const verifyPage = tab.locator('.verify-page')
  // "Confirmed", then the closing message (the 3 s between them: the next test).
  await expect(verifyPage).toContainText('All set: your e-mail address is confirmed', {
    timeout: 15_000,
  })
  await expect(header(tab).getByRole('link', { name: 'My resumes' })).toBeVisible()
  expect(new URL(tab.url()).search).toBe('')

  // The first tab's dialog notices within one poll, signs in and closes.
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(header(page).getByRole('link', { name: 'My resumes' })).toBeVisible()

  // The same link again only says the address is confirmed.
  await tab.goto(link)
  await expect(verifyPage.getByRole('status')).toContainText('confirmed', { timeout: 15_000 })
})

test('the verify page says "confirmed", and 3 s later its closing message', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('clicker')
  const csrf = (await (await request.get('/csrf-token')).json()) as { csrfToken: string }
  const signUp = await request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrf.csrfToken },
    data: { email, password },
  })
  expect(signUp.status()).toBe(201)
  const link = (await smtp!.waitForMail(email)).linkTo('/verify-account')

  // The page's clock is the test's: the 3 s pass when the test says so.
  await page.clock.install()
  await page.goto(link)
  await page.clock.pauseAt(new Date(Date.now() + 500))
  const verifyPage = page.locator('.verify-page')
  await expect(verifyPage.getByRole('status')).toHaveText('Your e-mail address is confirmed.')
  await page.clock.fastForward(3_000)
  await expect(verifyPage.getByRole('status')).toContainText(
    'All set: your e-mail address is confirmed and every feature is open to you.',
  )
  // It stays: no redirect.
  expect(new URL(page.url()).pathname).toBe('/verify-account')
  await expect(verifyPage.getByRole('link', { name: 'Continue to Vitae' })).toBeVisible()
})

test('a dead confirmation link says so and offers to log in', async ({ page }) => {
  await page.goto('/verify-account?token=not-a-real-token')
  const verifyPage = page.locator('.verify-page')
  await expect(verifyPage.getByRole('alert')).toContainText(
    'This confirmation link does not work any more',
  )
  await verifyPage.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
})

test('forgot password: the mail, a new password, and every old session is gone', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful')
  await confirmedAccount(request, email)
  // This page's clock is the test's, so the 3 s before going home pass when the test says so.
  await page.clock.install()

  // Signed in elsewhere first: another browser with its own session.
  const elsewhere = await browser.newContext({ baseURL })
  const other = await elsewhere.newPage()
  await other.goto('/')
  await header(other).getByRole('button', { name: 'Log in' }).click()
  const signIn = other.getByRole('dialog', { name: 'Log in' })
  await signIn.getByLabel('E-mail').fill(email)
  await signIn.getByLabel('Password', { exact: true }).fill(password)
  await signIn.getByRole('button', { name: 'Log in' }).click()
  await expect(header(other).getByRole('link', { name: 'My resumes' })).toBeVisible()

  await page.goto('/')
  await header(page).getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click()
  const forgot = page.getByRole('dialog', { name: 'Reset your password' })
  await forgot.getByRole('button', { name: 'Send link' }).click()
  await expect(forgot.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Please enter your e-mail address.',
  )
  await forgot.getByLabel('E-mail').fill(email)
  await forgot.getByRole('button', { name: 'Send link' }).click()
  await expect(forgot.getByRole('status')).toContainText(
    `If an account uses ${email}, a link to choose a new password is on its way.`,
  )
  // Send again waits 60 s after a reset link was requested.
  await expect(forgot.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled()

  const mail = await smtp!.waitForMail(email, (m) => m.subject === 'Reset your Vitae password')
  await page.goto(mail.linkTo('/reset-password'))
  const reset = page.locator('.reset-page')
  await reset.getByLabel('New password', { exact: true }).fill('a brand new passphrase')
  await reset.getByLabel('Repeat the new password', { exact: true }).fill('a different one')
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    reset.getByLabel('Repeat the new password', { exact: true }),
  ).toHaveAccessibleDescription('The two passwords do not match.')
  await reset.getByLabel('Repeat the new password', { exact: true }).fill('a brand new passphrase')
  await page.clock.pauseAt(new Date(Date.now() + 500))
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(reset.getByRole('status')).toContainText('Your password was changed.')
  // Home after 3 s.
  await page.clock.fastForward(3_000)
  await expect(page).toHaveURL(`${baseURL}/`)
  await page.clock.resume()

  // The other browser's session ended: a reload finds it signed out.
  await other.reload()
  await expect(header(other).getByRole('button', { name: 'Log in' })).toBeVisible()
  await elsewhere.close()

  // The link worked once.
  await page.goto(mail.linkTo('/reset-password'))
  await reset.getByLabel('New password', { exact: true }).fill('yet another passphrase')
  await reset.getByLabel('Repeat the new password', { exact: true }).fill('yet another passphrase')
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(reset.getByRole('alert')).toContainText('This link does not work any more')

  // The new password signs in.
  await header(page).getByRole('button', { name: 'Log in' }).click()
  const again = page.getByRole('dialog', { name: 'Log in' })
  await again.getByLabel('E-mail').fill(email)
  await again.getByLabel('Password', { exact: true }).fill('a brand new passphrase')
  await again.getByRole('button', { name: 'Log in' }).click()
  await expect(header(page).getByRole('link', { name: 'My resumes' })).toBeVisible()
})

test('Resend waits 60 s after sign-up and 20 s after a resend; logging in unconfirmed shows the verify view', async ({
  page,
}) => {
  // The page's clock is the test's: the waits pass without waiting (the cloud keeps real time).
  await page.clock.install()
  const email = uniqueEmail('impatient')
  await openSignUp(page, email)
  const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail address' })
  // The page's clock runs on by itself too, so the seconds shown are read, not matched exactly.
  const locked = dialog.getByRole('button', { name: /^Resend in \d+ s$/ })
  await expect(locked).toBeDisabled()
  expect(await secondsOn(locked)).toBeGreaterThan(40)
  await smtp!.waitForMail(email)

  await page.clock.fastForward(30_000)
  await expect(locked).toBeDisabled()
  expect(await secondsOn(locked)).toBeLessThanOrEqual(30)
  await page.clock.fastForward(30_000)
  const resend = dialog.getByRole('button', { name: 'Resend e-mail' })
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect(dialog.getByRole('status').filter({ hasText: 'A new link' })).toContainText(
    `A new link is on its way to ${email}.`,
  )
  await expect(locked).toBeDisabled()
  expect(await secondsOn(locked)).toBeLessThanOrEqual(20)
  const second = await smtp!.waitForMail(email)
  expect(second.subject).toBe('Confirm your e-mail address for Vitae')
  await page.clock.fastForward(20_000)
  await expect(dialog.getByRole('button', { name: 'Resend e-mail' })).toBeEnabled()

  // Logging in before confirming: no session, the verify view, Resend available at once.
  await dialog.getByRole('button', { name: 'Back to log in' }).click()
  const signIn = page.getByRole('dialog', { name: 'Log in' })
  await expect(signIn.getByLabel('E-mail')).toHaveValue(email)
  await signIn.getByLabel('Password', { exact: true }).fill(password)
  await signIn.getByRole('button', { name: 'Log in' }).click()
  const verify = page.getByRole('dialog', { name: 'Confirm your e-mail address' })
  await expect(verify).toContainText(`Your e-mail address ${email} is not confirmed yet.`)
  await expect(verify.getByRole('button', { name: 'Resend e-mail' })).toBeEnabled()
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible()
})
