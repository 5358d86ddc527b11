// The walking skeleton as a new user lives it, in a real browser against `npm start`: sign up,
// create a resume, type into it, see the live preview, reload and find it saved, see it in the
// library and delete it; another user gets nothing for its id.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const password = 'correct-horse-battery'

function uniqueEmail(who: string): string {
  return `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

async function signUpThroughDialog(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Create an account' }).click()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByLabel('First name').fill('Grace')
  await dialog.getByLabel('Last name').fill('Hopper')
  await dialog.getByRole('button', { name: 'Create account' }).click()
}

async function signUpThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const csrf = await request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const res = await request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password },
  })
  expect(res.status()).toBe(201)
}

test('sign up, write a resume, reload, find it in the library, delete it; others see nothing', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await signUpThroughDialog(page, uniqueEmail('owner'))

  // Create opens the template modal for a new resume (spec 000 §4); the resume is made in the
  // chosen template and the editor opens.
  await page.getByRole('button', { name: 'Create in Modern' }).click()
  await expect(page).toHaveURL(/\/cv-creation\/[^/]+$/)
  const cvId = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect(cvId).not.toBe('')

  const form = page.getByRole('region', { name: 'Personal details' })
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Last name').fill('Lovelace')
  await form.getByLabel('Job title').fill('Analytical Engineer')
  const summary = page.getByRole('textbox', { name: 'Professional summary' })
  await summary.click()
  await summary.pressSequentially('Wrote the first published algorithm.')

  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByText('Ada', { exact: false }).first()).toBeVisible()
  await expect(preview.getByText('Wrote the first published algorithm.')).toBeVisible()
  await expect(page.getByText('All changes saved')).toBeVisible()

  await page.reload()
  await expect(form.getByLabel('First name')).toHaveValue('Ada')
  await expect(form.getByLabel('Last name')).toHaveValue('Lovelace')
  await expect(page.getByRole('textbox', { name: 'Professional summary' })).toContainText(
    'Wrote the first published algorithm.',
  )
  await expect(preview.getByText('Wrote the first published algorithm.')).toBeVisible()
  await expect(preview.getByText('Analytical Engineer')).toBeVisible()

  // Another user: the API answers 404 for the id and the editor route sends them home.
  const other = await browser.newContext()
  try {
    await signUpThroughApi(other.request, uniqueEmail('other'))
    const foreign = await other.request.get(`/api/libraryEntry/${cvId}`)
    expect(foreign.status()).toBe(404)
    const ownership = await other.request.get(`/api/verify-cv-ownership/${cvId}`)
    expect(ownership.status()).toBe(404)
    const otherPage = await other.newPage()
    await otherPage.goto(`/cv-creation/${cvId}`)
    await expect(otherPage).toHaveURL(/\/$/)
    await expect(otherPage.getByText('Wrote the first published algorithm.')).toHaveCount(0)
  } finally {
    await other.close()
  }

  // The library lists the resume; deleting needs the typed confirmation word.
  await page.getByRole('link', { name: 'My resumes' }).first().click()
  await expect(page).toHaveURL(/\/library$/)
  const list = page.getByRole('list', { name: 'Your resumes' })
  // The first item is the new-resume card; resume cards are the ones that can be edited.
  const cards = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Delete/ }) })
  await expect(cards).toHaveCount(1)
  await expect(cards.getByText('Lovelace').first()).toBeVisible()
  await list.getByRole('button', { name: /^Delete/ }).click()
  const confirm = page.getByRole('dialog')
  const confirmButton = confirm.getByRole('button', { name: 'Delete resume' })
  await expect(confirmButton).toBeDisabled()
  await confirm.getByLabel('Type “delete” to confirm').fill('DELETE')
  await confirmButton.click()
  await expect(cards).toHaveCount(0)

  const gone = await page.request.get(`/api/libraryEntry/${cvId}`)
  expect(gone.status()).toBe(404)
})
