// Import as a user lives it (issue 5, point 5), in a real browser against `npm start`: choose a
// PDF on /cv-existing, see the overlay, land in the editor with the sections filled; a file that
// is not a PDF gets a clear message and creates nothing; with no import left, the cloud's 402
// reason is shown.
import { expect, test, type Page } from '@playwright/test'
import { makePdf } from '../../src/shared/pdf/test-fixtures/make-pdf'

const password = 'correct-horse-battery'

async function signUp(page: Page): Promise<void> {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const email = `import-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await page.request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password },
  })
  expect(res.status()).toBe(201)
}

const resumePdf = Buffer.from(
  makePdf([
    [
      { text: 'Jana Novak', x: 40, y: 40, size: 22, bold: true },
      { text: 'Data Engineer', x: 40, y: 70, size: 12 },
      {
        text: 'jana.novak@example.com | +420 601 555 111 | Prague, Czech Republic',
        x: 40,
        y: 90,
        size: 9,
      },
      { text: 'EXPERIENCE', x: 40, y: 130, size: 12, bold: true },
      { text: 'Data Engineer', x: 40, y: 150, size: 10, bold: true },
      { text: 'Vltava Analytics s.r.o. | Prague | Mar 2021 – Present', x: 40, y: 165, size: 10 },
      { text: '• Built nightly pipelines in Python and Airflow', x: 50, y: 180, size: 10 },
      { text: 'SKILLS', x: 40, y: 220, size: 12, bold: true },
      { text: 'Python, SQL, Airflow', x: 40, y: 240, size: 10 },
    ],
  ]),
)

test('a PDF becomes an editable resume; a fake PDF is refused; with billing off a second import works too', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/cv-existing')
  await expect(page.getByRole('heading', { name: 'Import an existing resume' })).toBeVisible()

  // Not a PDF: refused in the app, nothing created.
  await page.getByTestId('import-file').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  })
  await expect(page.getByRole('alert')).toContainText('not a real PDF')
  await expect(page.getByRole('alert')).toContainText('Nothing was created')

  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'jana.pdf', mimeType: 'application/pdf', buffer: resumePdf })
  await page.waitForURL(/\/cv-creation\//)
  await expect(page.getByLabel('First name')).toHaveValue('Jana')
  await expect(page.getByLabel('Last name')).toHaveValue('Novak')
  await expect(page.getByLabel('E-mail', { exact: false }).first()).toHaveValue(
    'jana.novak@example.com',
  )

  // This server runs as `npm start` does, billing off: every account has Premium's imports, so a
  // second import is not refused (a Free account's single import credit, with billing on, is
  // tested over HTTP in cloud/src/workers/hostile.test.ts and the import route tests).
  await page.goto('/cv-existing')
  const first = page.url()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'jana.pdf', mimeType: 'application/pdf', buffer: resumePdf })
  await page.waitForURL((url) => /\/cv-creation\//.test(url.pathname) && url.href !== first)
  await expect(page.getByLabel('First name')).toHaveValue('Jana')
})
