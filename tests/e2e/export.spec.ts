// PDF export as users meet it in the real app, as `npm start` serves it (billing off: every
// account may download; the Free tier's upgrade prompts are in plans.spec.ts): the print page the
// PDFs come from is served with the web build and renders a resume on A4 pages; the user gets
// the PDF the cloud prints, or, when the cloud cannot print, the browser's own print of that page.
import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const password = 'correct-horse-battery'

test('billing off (the default of npm start): a new account downloads its PDF; the print page renders', async ({
  page,
}) => {
  // No STRIPE_* is set for this server, so every account has Premium's allowances and nothing
  // asks for a payment (issue 12 point 3); the plan tiers are driven in plans.spec.ts.
  const { id } = await signUpWithResume(page, resumeData)
  await page.goto(`/cv-creation/${id}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Grace_Hopper_Rear_Admiral.pdf')
  await expect(page.getByRole('dialog', { name: /Premium/ })).toHaveCount(0)
  const plan = await page.request.get('/api/plan')
  expect(((await plan.json()) as { billingEnabled: boolean }).billingEnabled).toBe(false)

  // The print page: the same build, rendering a resume on A4 pages with clickable links.
  await page.goto('/print.html')
  const layout = await page.evaluate(() =>
    (
      window as unknown as { vitaePrint: { render(r: unknown): Promise<{ pages: number }> } }
    ).vitaePrint.render({
      resume: { contact: { firstName: 'Grace', email: 'grace@example.org' } },
      adjust: false,
    }),
  )
  expect(layout.pages).toBe(1)
  await expect(page).toHaveTitle('Grace')
  await expect(page.locator('.paginated-document')).toHaveAttribute('data-pagination', 'ready')
  await expect(page.locator('a[href="mailto:grace@example.org"]')).toHaveText('grace@example.org')
})

/** Signs up a new user through the API (the page's cookies) and saves one resume. */
async function signUpWithResume(page: Page, cvData: Record<string, unknown>) {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const headers = { 'X-CSRF-Token': csrfToken }
  const email = `export-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const signUp = await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password, firstName: 'Grace', lastName: 'Hopper' },
  })
  expect(signUp.status()).toBe(201)
  const created = await page.request.post('/api/libraryEntry', { headers, data: { cvData } })
  const { result } = (await created.json()) as { result: { id: string } }
  return { email, id: result.id }
}

/**
 * Premium is granted in the server's database: payment has no screen yet, and the plan rules
 * themselves are tested in the cloud's export route tests.
 */
function grantPremium(email: string): void {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts')
  const db = new Database(join(dataDir, 'vitae.db'))
  try {
    const changed = db
      .prepare("UPDATE user SET accountStatus = 'Premium' WHERE email = ?")
      .run(email).changes
    expect(changed).toBe(1)
  } finally {
    db.close()
  }
}

const resumeData = {
  resumeName: 'Compiler resume',
  contact: {
    firstName: 'Grace',
    lastName: 'Hopper',
    jobTitle: 'Rear Admiral',
    email: 'grace@example.org',
    description: '<p>Pioneer of machine-independent programming languages.</p>',
  },
}

test('a Premium user downloads a real PDF of the resume, named after them', async ({ page }) => {
  const { email, id } = await signUpWithResume(page, resumeData)
  grantPremium(email)

  await page.goto(`/cv-creation/${id}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Grace_Hopper_Rear_Admiral.pdf')
  const dir = mkdtempSync(join(tmpdir(), 'vitae-e2e-download-'))
  try {
    const file = join(dir, download.suggestedFilename())
    await download.saveAs(file)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    for (const field of [
      'Grace Hopper',
      'Rear Admiral',
      'grace@example.org',
      'Pioneer of machine-independent programming languages.',
    ])
      // Case aside: templates may upper-case a title.
      expect(text.replace(/\s+/g, ' ').toLowerCase()).toContain(field.toLowerCase())
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' })
    expect(info).toMatch(/^Author:\s+Grace Hopper$/m)
    expect(info).toMatch(/^Tagged:\s+yes$/m)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('when the cloud cannot print, Download says so and prints the print page with the browser', async ({
  page,
}) => {
  const { email, id } = await signUpWithResume(page, resumeData)
  grantPremium(email)
  // The answer the cloud gives when its Chromium is missing (cloud/src/routes/export tests
  // produce it with a real missing binary); the browser's print dialog cannot be driven
  // headless, so print() records what the print page shows instead.
  await page.route('**/api/export/pdf', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { id: 'pdf_renderer_unavailable', message: 'The PDF renderer is not available.' },
      }),
    }),
  )
  await page.addInitScript(() => {
    window.print = () => {
      const printed = document.querySelector<HTMLElement>('.cv-page')?.innerText ?? ''
      ;(window.top as unknown as { printedText?: string }).printedText = printed
      window.dispatchEvent(new Event('afterprint'))
    }
  })

  await page.goto(`/cv-creation/${id}`)
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const prompt = page.getByRole('dialog', { name: 'Save the PDF with your browser' })
  await expect(prompt).toContainText('Our server cannot make the PDF right now.')
  await prompt.getByRole('button', { name: 'Open print dialog' }).click()
  await expect
    .poll(async () =>
      (
        await page.evaluate(() => (window as unknown as { printedText?: string }).printedText)
      )?.toLowerCase(),
    )
    .toContain('rear admiral')
  await expect(prompt).toHaveCount(0)
  // The hidden print frame is gone once printing ends.
  await expect(page.locator('iframe[title="Resume print"]')).toHaveCount(0)
})

test('the ATS view shows what an applicant tracking system reads from the real PDF', async ({
  page,
}) => {
  const { id } = await signUpWithResume(page, resumeData)
  await page.goto(`/cv-creation/${id}`)
  await page.locator('.editor').getByRole('button', { name: 'ATS view' }).click()
  const dialog = page.getByRole('dialog', { name: 'What an applicant tracking system reads' })
  // Printed by the cloud's Chromium and read back: every row says its result in words.
  await expect(dialog.getByText(/fields are read as you wrote them/)).toBeVisible({
    timeout: 30_000,
  })
  const email = dialog.getByRole('row', { name: /E-mail/ })
  await expect(email).toContainText('grace@example.org')
  await expect(email).toContainText('As written')
  await expect(dialog.getByRole('row', { name: /First name/ })).toContainText('Grace')
})
