// AI enhancement as users meet it (issue 13 points 5 and 6), with the offline engine the server
// uses when no AI_* is configured: inline enhance of a bullet and of the summary (through the
// job-title modal), the skills panels, and a guided run as Free (stops at step index 3) and as
// Premium (every step, then Save and edit).
import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BILLING_ON_ENV,
  extraServerUrl,
  startExtraServer,
  type ExtraServer,
} from './fixtures/extra-server'

const password = 'correct-horse-battery'

// A second server of the same build with billing on (placeholder STRIPE_* values, no call goes
// to Stripe), so the Free tier applies as in production, like plans.spec.ts (port + 1) and payments.spec.ts (port + 2).
const baseURL = extraServerUrl(3)
let server: ExtraServer | null = null

test.use({ baseURL })

test.beforeAll(async () => {
  server = await startExtraServer({
    portOffset: 3,
    name: 'billing-on enhance',
    env: BILLING_ON_ENV,
    stderr: 'ignore',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

const cvData = {
  resumeName: 'Planner resume',
  contact: {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: 'noor@example.org',
    jobTitle: '',
    description:
      '<p>Planner with 6 years in city logistics. I basically make sure the vans, the drivers and the depot work together.</p>',
  },
  experiences: [
    {
      id: 'job-1',
      title: 'Transport Planner',
      company: 'Citylane Logistics',
      startDate: '04/2019',
      endDate: 'Present',
      isCurrentWork: true,
      description: list(
        'Responsible for planning delivery routes for 25 vans in the city centre',
        'Fuel invoices were checked by me every month against the contracts',
        'Helped the depot team with the move to a new scanning system',
      ),
    },
    {
      id: 'job-2',
      title: 'Dispatcher',
      company: 'Northgate Couriers',
      startDate: '02/2016',
      endDate: '03/2019',
      description: list(
        'Worked on the shift plan for weekend drivers',
        'Was responsible for the radio log and helped new dispatchers',
      ),
    },
  ],
  skills: [{ id: 'sk-1', name: 'Route planning', level: 'Expert' }],
}

async function signUpWithResume(page: Page) {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const headers = { 'X-CSRF-Token': csrfToken }
  const email = `enhance-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const signUp = await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password, firstName: 'Noor', lastName: 'Haddad' },
  })
  expect(signUp.status()).toBe(201)
  const created = await page.request.post('/api/libraryEntry', { headers, data: { cvData } })
  const { result } = (await created.json()) as { result: { id: string } }
  return { email, id: result.id }
}

/** Premium is granted in the billing server's database, as in export.spec.ts. */
function grantPremium(email: string): void {
  const db = new Database(join(server!.dataDir, 'vitae.db'))
  try {
    db.prepare("UPDATE user SET accountStatus = 'Premium' WHERE email = ?").run(email)
  } finally {
    db.close()
  }
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Resume steps' })

test('inline enhance: a bullet, the summary through the job-title modal, and the skills panels', async ({
  page,
}) => {
  const { id } = await signUpWithResume(page)
  await page.goto(`/cv-creation/${id}`)

  // A description: the carousel of alternatives, the engine named, the choice in the editor.
  await steps(page)
    .getByRole('button', { name: /Experience/ })
    .click()
  await page.getByRole('button', { name: 'Edit Transport Planner' }).click()
  const button = page.getByRole('button', { name: /Enhance with AI/ })
  const box = await button.boundingBox()
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([198, 28])
  await button.click()
  const carousel = page.getByRole('dialog', { name: 'Choose an enhanced version' })
  await expect(carousel).toBeVisible()
  await expect(carousel).toContainText('built-in offline engine')
  const chosen = (await carousel.getByTestId('ai-alternative').textContent()) ?? ''
  expect(chosen).not.toContain('Responsible for')
  await carousel.getByRole('button', { name: 'Use this version' }).click()
  await expect(carousel).toHaveCount(0)
  const editor = page.locator('.ai-field [contenteditable="true"]').first()
  await expect(editor).not.toContainText('Responsible for planning')
  // The item's empty fields are named after the enhance action (spec 000 §5).
  await expect(page.locator('.ai-missing')).toContainText('Add the location')

  // The summary needs a job title: the modal asks, the title is set, enhancement follows.
  await steps(page)
    .getByRole('button', { name: /Personal/ })
    .click()
  await page.getByRole('button', { name: /Enhance summary with AI/ }).click()
  const titleModal = page.getByRole('dialog', { name: 'Which job do you want?' })
  await expect(titleModal).toBeVisible()
  await titleModal.getByRole('combobox').fill('Transport Planner')
  await titleModal.getByRole('button', { name: 'Continue' }).click()
  const summaryCarousel = page.getByRole('dialog', { name: 'Choose an enhanced version' })
  await expect(summaryCarousel).toBeVisible()
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Transport Planner')
  await summaryCarousel.getByRole('button', { name: 'Use this version' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'To complete this part' })).toContainText(
    'Add your phone number.',
  )

  // Skills: the two panels; an accepted skill joins the list with no level.
  await steps(page)
    .getByRole('button', { name: /Skills/ })
    .click()
  await page.getByRole('button', { name: /Suggest skills with AI/ }).click()
  const panels = page.getByTestId('skill-suggestions')
  await expect(panels).toBeVisible()
  const first = panels.getByRole('button', { name: /^Add / }).first()
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Add /, '')
  await first.click()
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible()
  await expect(panels.getByRole('button', { name: `Add ${name}` })).toHaveCount(0)
})

test('guided enhancement: Free stops at step 3, Premium runs every step and saves', async ({
  page,
}) => {
  const { email, id } = await signUpWithResume(page)
  await page.goto(`/cv-enhancement/${id}`)
  await expect(page.getByText(/one suggestion at a time/)).toBeVisible()
  await page.getByLabel('Job title you are aiming for').fill('Transport Planner')
  await page.getByRole('button', { name: 'Start' }).click()
  const panel = page.getByTestId('guided-step')
  await expect(panel).toBeVisible()
  for (let step = 0; step < 3; step += 1) {
    await expect(page.locator('.guided__bubble')).toContainText(`Suggestion ${step + 1} of`)
    const confirm = panel.getByRole('checkbox')
    if (await confirm.count()) await confirm.check()
    await panel.getByRole('button', { name: 'Accept' }).click()
  }
  const upgrade = page.getByRole('dialog', { name: 'Enhance your resume with Premium' })
  await expect(upgrade).toBeVisible()
  await upgrade.getByRole('button', { name: 'Not now' }).click()
  // The accepted changes show green in the fixed resume.
  const marks = await page.locator('style[data-guided-marks]').textContent()
  expect(marks).toContain('.guided__pane--fixed [data-')

  grantPremium(email)
  await page.reload()
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(panel).toBeVisible()
  while (await panel.isVisible()) {
    const confirm = panel.getByRole('checkbox')
    if (await confirm.count()) await confirm.check()
    await panel.getByRole('button', { name: 'Accept' }).click()
  }
  await expect(page.locator('.guided__bubble')).toContainText('Done!')
  // Save and download: the fixed resume is saved in place and its PDF downloaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save and download' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const dir = mkdtempSync(join(tmpdir(), 'vitae-e2e-guided-'))
  try {
    const file = join(dir, 'guided.pdf')
    await download.saveAs(file)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ')
    expect(text).toContain('Transport Planner')
    // The weak phrasing the run replaced is gone from the PDF as from the saved resume.
    expect(text).not.toContain('Responsible for planning')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  await page.getByRole('button', { name: 'Save and edit' }).click()
  await expect(page).toHaveURL(new RegExp(`/cv-creation/${id}$`))
  await steps(page)
    .getByRole('button', { name: /Experience/ })
    .click()
  await expect(page.getByText('Responsible for planning')).toHaveCount(0)
})
