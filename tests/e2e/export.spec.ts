// PDF export as a Free user meets it in the real app: Download in the editor bar and on the
// library card opens the upgrade prompt (spec 000 §6), and the print page the PDFs come from is
// served with the web build and renders a resume on A4 pages.
import { expect, test } from '@playwright/test'

const password = 'correct-horse-battery'

test('a Free user gets the upgrade prompt from Download; the print page renders', async ({
  page,
}) => {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const headers = { 'X-CSRF-Token': csrfToken }
  const email = `export-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const signUp = await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password, firstName: 'Grace', lastName: 'Hopper' },
  })
  expect(signUp.status()).toBe(201)
  const created = await page.request.post('/api/libraryEntry', {
    headers,
    data: {
      cvData: {
        resumeName: 'Compiler resume',
        contact: { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Rear Admiral' },
      },
    },
  })
  const { result } = (await created.json()) as { result: { id: string } }

  await page.goto(`/cv-creation/${result.id}`)
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const prompt = page.getByRole('dialog', { name: 'Download your resume with Premium' })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
  await prompt.getByRole('button', { name: 'Not now' }).click()
  await expect(prompt).toHaveCount(0)

  await page.goto('/library')
  await page.getByRole('button', { name: 'Download Compiler resume as PDF' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Download your resume with Premium' }),
  ).toBeVisible()

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
