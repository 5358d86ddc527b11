// The route guard (spec 001 §2.2) where a browser shows it best: a small window is sent to the
// info page and back, a login-only page opens the sign-in dialog and returns after sign-in, and
// a session the server rejects mid-edit ends in the session-expired notice while the unsent
// edit is kept and sent after signing in again.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const password = 'correct-horse-battery'

/** A new account made through the API in its own cookie jar; the browser stays signed out. */
async function newAccount(request: APIRequestContext, name: string): Promise<string> {
  const csrf = await request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password },
  })
  expect(res.status()).toBe(201)
  return email
}

async function signInInDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toHaveCount(0)
}

test('a small window is sent to the info page and back to where it was when large again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/de/pricing')
  // The info tour (spec 001 §2.2 rule 3: small screens go to /info).
  await expect(page).toHaveURL(/\/de\/info$/)
  await expect(page.locator('#main').getByRole('heading', { level: 1 })).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page).toHaveURL(/\/de\/pricing$/)
  // A landscape phone (wide but 400 px or less high) counts as small too.
  await page.setViewportSize({ width: 844, height: 390 })
  await expect(page).toHaveURL(/\/de\/info$/)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page).toHaveURL(/\/de\/pricing$/)
})

test('a login-only page stores the path, opens the sign-in dialog, and goes there after sign-in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const other = await playwright.request.newContext({ baseURL })
  const email = await newAccount(other, 'guard-login')
  await other.dispose()

  await page.goto('/library')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await signInInDialog(page, email)
  await expect(page).toHaveURL(/\/library$/)
  await expect(page.locator('.page').getByRole('heading', { level: 1 })).toHaveText('My Documents')
  await expect(page).toHaveTitle('My Documents · Vitae')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('a rejected session shows the notice, keeps the unsent edit and sends it after signing in again', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const email = await newAccount(page.request, 'guard-expired')
  const csrf = (await (await page.request.get('/csrf-token')).json()) as { csrfToken: string }
  const created = await page.request.post('/api/libraryEntry', {
    headers: { 'X-CSRF-Token': csrf.csrfToken },
    data: { cvData: { resumeName: 'Before expiry', contact: { firstName: 'Ada' } } },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { result: { id: string } }).result.id

  await page.goto(`/cv-creation/${id}`)
  const resumeName = page.locator('.editor').getByLabel('Resume name')
  await expect(resumeName).toHaveValue('Before expiry')

  // The session ends on the server's side (here: the browser loses its cookies), then the
  // user types: the save is refused.
  await context.clearCookies()
  await resumeName.fill('Typed after expiry')

  const notice = page.getByRole('dialog', { name: 'Session expired' })
  await expect(notice).toBeVisible()
  await expect(page).toHaveURL(/\/\?sessionExpired=true$/)
  await expect(notice).toContainText('Your session has expired.')
  // The edit waits on this device.
  expect(await page.evaluate((key) => localStorage.getItem(key), `vitae.unsent.${id}`)).toContain(
    'Typed after expiry',
  )

  await notice.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await signInInDialog(page, email)

  // Back in the editor, the kept edit is shown and sent.
  await expect(page).toHaveURL(new RegExp(`/cv-creation/${id}$`))
  await expect(page.locator('.editor').getByLabel('Resume name')).toHaveValue('Typed after expiry')
  await expect(page.locator('.editor').getByText('All changes saved')).toBeVisible()
  const entry = await page.request.get(`/api/libraryEntry/${id}`)
  expect(entry.status()).toBe(200)
  const body = (await entry.json()) as { result: { cvData: { resumeName: string } } }
  expect(body.result.cvData.resumeName).toBe('Typed after expiry')
})

test.describe('a crawler', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    viewport: { width: 412, height: 915 },
  })

  test('reads every page where it is: no small-screen move, no sign-in dialog, noindex behind a login', async ({
    page,
  }) => {
    await page.goto('/de/pricing')
    await expect(page).toHaveURL(/\/de\/pricing$/)
    await expect(page).toHaveTitle('Tarife · Vitae')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Vergleichen Sie die Tarife Free und Premium von Vitae.',
    )

    await page.goto('/library')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page).toHaveURL(/\/library$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
