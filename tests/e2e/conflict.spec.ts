// Two tabs editing one resume, in a real browser against `npm start`: the second save based on
// an outdated revision is refused and the editor asks what to keep. Each of the three answers
// (keep both, keep mine, use the other) is taken once, and afterwards the library holds exactly
// what the user chose: nothing is overwritten silently and nothing is lost.
import { expect, test, type Page } from '@playwright/test'

const password = 'correct-horse-battery'

async function signUp(page: Page): Promise<string> {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const email = `conflict-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await page.request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password },
  })
  expect(res.status()).toBe(201)
  const created = await page.request.post('/api/libraryEntry', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { cvData: { resumeName: 'Shared resume', contact: { firstName: 'Ada' } } },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { result: { id: string } }).result.id
}

const resumeName = (page: Page) => page.locator('.editor').getByLabel('Resume name')
const firstName = (page: Page) =>
  page.getByRole('region', { name: 'Personal details' }).getByLabel('First name')
const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible()
const conflictDialog = (page: Page) =>
  page.getByRole('alertdialog', {
    name: 'This resume was changed in another tab or on another device',
  })

async function libraryNames(page: Page): Promise<string[]> {
  const session = await page.request.get('/api/session')
  const { user } = (await session.json()) as { user: { uid: string } }
  const list = await page.request.get(`/api/libraryEntries/${user.uid}`)
  const { result } = (await list.json()) as { result: { cvData: { resumeName: string } }[] }
  return result.map((entry) => entry.cvData.resumeName).sort()
}

test('two tabs: a stale save asks, and keep both, keep mine and use the other each keep what they say', async ({
  context,
}) => {
  test.setTimeout(120_000)
  const one = await context.newPage()
  const id = await signUp(one)
  const two = await context.newPage()
  for (const tab of [one, two]) {
    await tab.goto(`/cv-creation/${id}`)
    await expect(resumeName(tab)).toHaveValue('Shared resume')
  }

  // Tab one saves first; tab two, still on the first revision, is refused and asked.
  await resumeName(one).fill('Renamed in tab one')
  await saved(one)
  await resumeName(two).fill('Renamed in tab two')
  await expect(conflictDialog(two)).toBeVisible()
  await expect(two.getByText('Not saved – this resume was changed elsewhere')).toBeVisible()
  // Nothing of tab one's save was overwritten.
  expect(await libraryNames(one)).toEqual(['Renamed in tab one'])

  // Keep both: tab two's version becomes a new resume, tab two now shows tab one's.
  await conflictDialog(two).getByRole('button', { name: 'Keep both' }).click()
  await expect(two.getByText('Your version was saved as a new resume')).toBeVisible()
  await expect(conflictDialog(two)).toHaveCount(0)
  await expect(resumeName(two)).toHaveValue('Renamed in tab one')
  expect(await libraryNames(one)).toEqual(['Renamed in tab one', 'Renamed in tab two (my version)'])

  // Both tabs are on the same revision again; tab one saves, tab two is behind once more.
  await firstName(one).fill('Augusta')
  await saved(one)
  await firstName(two).fill('Bea')
  await expect(conflictDialog(two)).toBeVisible()

  // Keep mine: tab two's version is saved over tab one's.
  await conflictDialog(two).getByRole('button', { name: 'Keep my version' }).click()
  await expect(conflictDialog(two)).toHaveCount(0)
  await saved(two)

  // Tab one is behind now: its next change is refused; it takes the other version.
  await resumeName(one).fill('Tab one again')
  await expect(conflictDialog(one)).toBeVisible()
  await conflictDialog(one).getByRole('button', { name: 'Use the other version' }).click()
  await expect(conflictDialog(one)).toHaveCount(0)
  await expect(firstName(one)).toHaveValue('Bea')
  await expect(resumeName(one)).toHaveValue('Renamed in tab one')
  await saved(one)

  // What is stored is what the user chose, seen from both tabs after a reload.
  for (const tab of [one, two]) {
    await tab.reload()
    await expect(firstName(tab)).toHaveValue('Bea')
    await expect(resumeName(tab)).toHaveValue('Renamed in tab one')
  }
  expect(await libraryNames(one)).toEqual(['Renamed in tab one', 'Renamed in tab two (my version)'])
})
