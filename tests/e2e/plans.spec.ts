// The plan tiers as a Free user meets them, on a second server of the same build started with
// Stripe configured (placeholder STRIPE_* values: billing on, so the tiers apply; no call goes
// to Stripe). The library locks every resume but the first, and says why; Download asks for an
// upgrade; every "See Premium"/"See plans" goes to /pricing.
import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { join } from 'node:path'
import {
  BILLING_ON_ENV,
  extraServerUrl,
  startExtraServer,
  type ExtraServer,
} from './fixtures/extra-server'

const baseURL = extraServerUrl(1)
let server: ExtraServer | null = null

test.use({ baseURL })

test.beforeAll(async () => {
  server = await startExtraServer({
    portOffset: 1,
    name: 'billing-on',
    env: BILLING_ON_ENV,
    stderr: 'ignore',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

/** Sets the plan in the server's database, as an operator command would. */
function setStatus(email: string, accountStatus: 'Free' | 'Premium'): void {
  const db = new Database(join(server!.dataDir, 'vitae.db'))
  try {
    const changed = db
      .prepare('UPDATE user SET accountStatus = ? WHERE email = ?')
      .run(accountStatus, email).changes
    expect(changed).toBe(1)
  } finally {
    db.close()
  }
}

async function signUp(page: Page) {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const headers = { 'X-CSRF-Token': csrfToken }
  const email = `plans-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const signUpAnswer = await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password: 'correct-horse-battery', firstName: 'Grace', lastName: 'Hopper' },
  })
  expect(signUpAnswer.status()).toBe(201)
  const create = async (resumeName: string) => {
    const answer = await page.request.post('/api/libraryEntry', {
      headers,
      data: { cvData: { resumeName, contact: { firstName: 'Grace', lastName: 'Hopper' } } },
    })
    return answer
  }
  return { email, create }
}

test("a Free user's library locks every resume but the first, and says why", async ({ page }) => {
  const { email, create } = await signUp(page)
  // Two resumes made while Premium, then back to Free.
  setStatus(email, 'Premium')
  expect((await create('First resume')).status()).toBe(201)
  await new Promise((r) => setTimeout(r, 20))
  expect((await create('Second resume')).status()).toBe(201)
  setStatus(email, 'Free')

  await page.goto('/library')
  const cards = page.locator('.resume-card')
  await expect(cards).toHaveCount(2)
  // The usable one (the first made) is listed first, without a lock.
  await expect(cards.nth(0)).toHaveAttribute('data-locked', 'false')
  await expect(cards.nth(1)).toHaveAttribute('data-locked', 'true')
  await expect(cards.nth(1).getByRole('img', { name: 'Locked: part of Premium' })).toBeVisible()
  const lockedEdit = cards.nth(1).getByRole('button', { name: 'Edit Second resume' })
  await expect(lockedEdit).toHaveAttribute('aria-disabled', 'true')
  await expect(
    cards.nth(1).getByRole('button', { name: 'Duplicate Second resume' }),
  ).toHaveAttribute('aria-disabled', 'true')
  await expect(
    cards.nth(1).getByRole('button', { name: 'Download Second resume as PDF' }),
  ).toHaveAttribute('aria-disabled', 'true')

  // aria-disabled, so Playwright's actionability check refuses; a person can still press it.
  await lockedEdit.click({ force: true })
  const prompt = page.getByRole('dialog', { name: 'Upgrade to Premium' })
  await expect(prompt).toContainText('only your first resume')
  await expect(prompt.getByRole('link', { name: 'See Premium' })).toHaveAttribute(
    'href',
    '/pricing',
  )
  await prompt.getByRole('button', { name: 'Not now' }).click()

  // Creating a second resume prompts the upgrade, before and without any call.
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' })).toContainText(
    'Your plan includes one resume',
  )
  await page.getByRole('button', { name: 'Not now' }).click()

  // The usable resume's Download asks for the upgrade too: the Free plan has no download.
  await cards.nth(0).getByRole('button', { name: 'Download First resume as PDF' }).click()
  const upgrade = page.getByRole('dialog', { name: 'Download your resume with Premium' })
  await expect(upgrade).toBeVisible()
  await expect(upgrade.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
})
