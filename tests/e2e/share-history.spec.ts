// Share links and version history (issue 19.3, 19.4) as users meet them, against `npm start`
// (billing off: every account has Premium's allowances, so sharing is allowed; the Premium gate
// itself is covered by the API tests). The owner shares a resume, a signed-out visitor opens the
// link in its template and downloads the PDF, the owner sees the counts and turns sharing off,
// and the link answers "no longer shared" at once. A saved version is restored in the editor.
import { expect, test, type Page } from '@playwright/test'

const password = 'correct-horse-battery'

async function signUpWithResume(page: Page, cvData: unknown): Promise<string> {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const email = `share-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await page.request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password },
  })
  expect(res.status()).toBe(201)
  const created = await page.request.post('/api/libraryEntry', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { cvData },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { result: { id: string } }).result.id
}

const editor = (page: Page) => page.locator('.editor')
const resumeName = (page: Page) => editor(page).getByLabel('Resume name')
const saved = (page: Page) => expect(editor(page).getByText('All changes saved')).toBeVisible()

test('share a resume, open the link signed out, download the PDF, see the counts, turn sharing off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const id = await signUpWithResume(page, {
    resumeName: 'Shared CV',
    contact: { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Rear Admiral' },
    selectedTemplate: 'Classic',
  })
  await page.goto(`/cv-creation/${id}`)
  await expect(resumeName(page)).toHaveValue('Shared CV')
  await editor(page).getByRole('button', { name: 'Share' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share this resume' })
  await expect(dialog.getByText('This resume is not shared.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create a link' }).click()
  const linkField = dialog.getByLabel('Link to this resume')
  await expect(linkField).toHaveValue(/\/r\/[A-Za-z0-9_-]{22}$/)
  const link = new URL(await linkField.inputValue())
  await expect(dialog.getByTestId('share-totals')).toHaveText(
    'Views: 0 · Downloads: 0 (last 30 days)',
  )

  // A visitor without an account (a fresh browser context: no cookies).
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const response = await visitor.goto(link.pathname)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  const shared = visitor.getByTestId('shared-page')
  // The resume in its template, paginated like the preview.
  await expect(
    shared.getByTestId('shared-resume').getByText('Grace', { exact: false }).first(),
  ).toBeVisible()
  await expect(shared.locator('.cv-page').first()).toBeVisible()
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  )
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    shared.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Grace_Hopper_Rear_Admiral.pdf')

  // The owner sees the view and the download.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await editor(page).getByRole('button', { name: 'Share' }).click()
  await expect(dialog.getByTestId('share-totals')).toHaveText(
    'Views: 1 · Downloads: 1 (last 30 days)',
  )

  // Off: the link answers 404 at once, and the page says so.
  await dialog.getByRole('button', { name: 'Turn sharing off' }).click()
  await expect(dialog.getByText('Sharing is off. The link no longer works.')).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByTestId('shared-not-found')).toHaveText(
    'This link does not exist or is no longer shared.',
  )
  const token = await visitor.request.get('/csrf-token')
  const { csrfToken } = (await token.json()) as { csrfToken: string }
  const gone = await visitor.request.post(`/api/share${link.pathname.slice(2)}`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: {},
  })
  expect(gone.status()).toBe(404)
  await visitorContext.close()
})

test('version history: save a named version, change the resume, restore the version', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const id = await signUpWithResume(page, {
    resumeName: 'First draft',
    contact: { firstName: 'Ada', lastName: 'Lovelace' },
  })
  await page.goto(`/cv-creation/${id}`)
  await expect(resumeName(page)).toHaveValue('First draft')

  await editor(page).getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'Version history' })
  await history.getByLabel('Name of this version').fill('Before the rewrite')
  await history.getByRole('button', { name: 'Save this version' }).click()
  const list = history.getByTestId('history-list')
  await expect(list.getByText('Before the rewrite')).toBeVisible()
  await history.getByRole('button', { name: 'Close' }).click()
  await expect(history).toHaveCount(0)

  await resumeName(page).fill('Rewritten')
  await saved(page)

  await editor(page).getByRole('button', { name: 'History' }).click()
  const item = list.getByRole('listitem').filter({ hasText: 'Before the rewrite' })
  await item.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('history-preview')
  await expect(preview.getByText('Ada', { exact: false }).first()).toBeVisible()
  await preview.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByTestId('history-preview')).toHaveCount(0)
  await expect(resumeName(page)).toHaveValue('First draft')

  // The version before the restore was kept, with what changed.
  await editor(page).getByRole('button', { name: 'History' }).click()
  const newest = list.getByRole('listitem').first()
  await expect(newest).toContainText('Before a restore')
  await expect(newest).toContainText('Resume name: edited')
})

test('a password-protected link asks for the password and refuses a wrong one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const id = await signUpWithResume(page, {
    resumeName: 'Protected CV',
    contact: { firstName: 'Katherine', lastName: 'Johnson' },
  })
  await page.goto(`/cv-creation/${id}`)
  await expect(resumeName(page)).toHaveValue('Protected CV')
  await editor(page).getByRole('button', { name: 'Share' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share this resume' })
  await dialog.getByLabel('Password (optional)').fill('orbital-1962')
  await dialog.getByRole('button', { name: 'Create a link' }).click()
  await expect(dialog.getByText('This link is protected by a password.')).toBeVisible()
  const link = new URL(await dialog.getByLabel('Link to this resume').inputValue())

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(link.pathname)
  const shared = visitor.getByTestId('shared-page')
  await expect(shared.getByRole('heading', { name: 'This resume is protected' })).toBeVisible()
  await expect(shared.getByText('Katherine')).toHaveCount(0)
  await shared.getByLabel('Password').fill('wrong-guess')
  await shared.getByRole('button', { name: 'Open' }).click()
  await expect(shared.getByText('That password is not correct.')).toBeVisible()
  await shared.getByLabel('Password').fill('orbital-1962')
  await shared.getByRole('button', { name: 'Open' }).click()
  await expect(
    shared.getByTestId('shared-resume').getByText('Katherine', { exact: false }).first(),
  ).toBeVisible()
  await visitorContext.close()
})
