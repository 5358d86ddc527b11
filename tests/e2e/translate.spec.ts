// Translation as users meet it (issue 15 point 8), run by translate.config.ts: the app's
// translation provider is the scripted OpenAI-compatible server started here, which "translates"
// every word by appending the target code ("Led⁽de⁾"). From the library card: intro, the 24
// languages (the resume's own disabled), progress, and the copy opens in the editor; the source
// is unchanged. Arabic renders right to left. Closing the modal keeps the work going and the copy
// appears in the library. Editing the source, then updating the copy, changes only those fields.
// `npm start` runs with billing off, where every account has Premium's allowances (the plan
// rules themselves are tested in the cloud's translate route tests).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  startFakeLlm,
  type FakeServer,
} from '../../src/shared/translate/test-fixtures/make-servers'
import { fullResume } from '../../src/shared/translate/test-fixtures/full-resume'

const password = 'correct-horse-battery'
let llm: FakeServer

test.beforeAll(async () => {
  llm = await startFakeLlm(Number(process.env.E2E_TRANSLATE_LLM_PORT))
})
test.afterAll(async () => {
  await llm.close()
})

async function csrfHeaders(request: APIRequestContext) {
  const csrf = await request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  return { 'X-CSRF-Token': csrfToken }
}

async function signUpWithResume(page: Page) {
  const headers = await csrfHeaders(page.request)
  const email = `translate-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const signUp = await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password, firstName: 'Grace', lastName: 'Hopper' },
  })
  expect(signUp.status()).toBe(201)
  const created = await page.request.post('/api/libraryEntry', {
    headers,
    data: { cvData: fullResume() },
  })
  const { result } = (await created.json()) as { result: { id: string } }
  return { email, id: result.id }
}

async function entry(page: Page, id: string) {
  const response = await page.request.get(`/api/libraryEntry/${id}`)
  expect(response.status()).toBe(200)
  return (
    (await response.json()) as {
      result: { cvData: ReturnType<typeof fullResume>; revision: number }
    }
  ).result
}

async function translateFromLibrary(page: Page, language: string) {
  await page.goto('/library')
  await page.getByRole('button', { name: 'Translate Main resume', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Smart Translation' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Next' }).click()
  // The resume's own language is disabled; all 24 are listed.
  await expect(modal.locator('.translate-language')).toHaveCount(24)
  await expect(modal.getByRole('button', { name: /English/ })).toBeDisabled()
  await modal.getByRole('button', { name: language }).click()
  await modal.getByRole('button', { name: 'Translate', exact: true }).click()
  return modal
}

// The editor's own name field: while the editor's chunk loads, the library (whose cards have name
// fields of their own) can still be on screen.
const editorName = (page: Page) =>
  page.locator('.editor').getByRole('textbox', { name: 'Resume name' })

test('translate from the library to German and Arabic: the copies open in the editor, the source stays', async ({
  page,
}) => {
  const { id } = await signUpWithResume(page)
  const before = await entry(page, id)

  const modal = await translateFromLibrary(page, 'Deutsch')
  // Real progress by section, then the editor opens the copy.
  await page.waitForURL(/\/cv-creation\//)
  await expect(modal).toHaveCount(0)
  await expect(editorName(page)).toHaveValue('Main resume (de)')
  const preview = page.locator('.editor .cv-page').first()
  await expect(preview).toHaveAttribute('lang', 'de')
  await expect(preview).toContainText('Kubernetes')
  await expect(preview).toContainText('⁽de⁾')
  await expect(preview).toContainText('März 2019')
  const germanId = decodeURIComponent(page.url().split('/cv-creation/')[1]!)

  await translateFromLibrary(page, 'العربية')
  await page.waitForURL(
    (url) => url.pathname.includes('/cv-creation/') && !url.pathname.includes(germanId),
  )
  await expect(editorName(page)).toHaveValue('Main resume (ar)')
  const arabic = page.locator('.editor .cv-page').first()
  await expect(arabic).toHaveAttribute('dir', 'rtl')
  await expect(arabic).toContainText('⁽ar⁾')

  // The source is exactly as it was; the library groups it with its two language versions.
  expect((await entry(page, id)).cvData).toEqual(before.cvData)
  await page.goto('/library')
  await expect(page.getByRole('link', { name: 'Open the Deutsch version' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open the العربية version' })).toBeVisible()
  await expect(page.getByText('Translation of “Main resume”')).toHaveCount(2)
})

test('closing the modal keeps translating; the copy appears in the library', async ({ page }) => {
  await signUpWithResume(page)
  llm.latencyMs = 700
  try {
    const modal = await translateFromLibrary(page, 'Français')
    await expect(modal.getByRole('progressbar')).toBeVisible()
    await modal.getByRole('button', { name: 'Close' }).click()
    await expect(modal).toHaveCount(0)
    await expect(page.getByText(/Your French copy of “Main resume” is ready/)).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('link', { name: 'Open the Français version' })).toBeVisible()
    await page.getByRole('link', { name: 'Open', exact: true }).click()
    await expect(editorName(page)).toHaveValue('Main resume (fr)')
  } finally {
    llm.latencyMs = 0
  }
})

test('editing the source, then updating the copy, changes only the changed fields', async ({
  page,
}) => {
  const { id } = await signUpWithResume(page)
  await translateFromLibrary(page, 'Deutsch')
  await page.waitForURL(/\/cv-creation\//)
  const copyId = decodeURIComponent(page.url().split('/cv-creation/')[1]!)
  const copyBefore = (await entry(page, copyId)).cvData

  const source = await entry(page, id)
  const edited = structuredClone(source.cvData)
  edited.contact.description = '<p>Engineer who ships reliable payment systems.</p>'
  const put = await page.request.put('/api/libraryEntry', {
    headers: await csrfHeaders(page.request),
    data: { id, cvData: edited, baseRevision: source.revision },
  })
  expect(put.status()).toBe(200)

  await page.goto(`/cv-creation/${copyId}`)
  await expect(
    page.getByText('The original changed in 1 place since this translation.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Translate the changes' }).click()
  await expect(page.getByText('The original changed in 1 place')).toHaveCount(0, {
    timeout: 20_000,
  })
  const copyAfter = (await entry(page, copyId)).cvData
  expect(copyAfter.contact.description).toContain('ships⁽de⁾')
  expect({ ...copyAfter, contact: { ...copyAfter.contact, description: '' } }).toEqual({
    ...copyBefore,
    contact: { ...copyBefore.contact, description: '' },
  })
  await expect(page.locator('.editor .cv-page').first()).toContainText('ships⁽de⁾')
})
