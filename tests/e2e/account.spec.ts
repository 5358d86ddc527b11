// My Account in Chromium (issue 16 points 6 and 9): names with the saved tick, the user menu,
// sessions and "sign out everywhere else" against a second browser, the password change, the
// data download, the updates-and-tips toggle, and deleting the account with its goodbye screen,
// after which the server's database has no row of the account. On a server of its own (the
// default configuration), so its sign-ups and sign-ins count against no other spec's budget.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { extraServerUrl, startExtraServer, type ExtraServer } from './fixtures/extra-server'

const baseURL = extraServerUrl(6)
let server: ExtraServer | null = null

test.use({ baseURL })

test.beforeAll(async () => {
  server = await startExtraServer({ portOffset: 6, name: 'account', stderr: 'ignore' })
})

test.afterAll(async () => {
  await server?.stop()
})

const PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'violet tractor umbrella'

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/library')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
}

test('My Account: settings, devices, password, data, and deleting the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const email = `account-${Date.now()}@example.com`

  // Sign up on the way to /account; the guard brings the user back there.
  await page.goto('/account')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Create an account' }).click()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  const account = page.locator('.account')
  await expect(account.getByRole('heading', { level: 1 })).toHaveText('My Account')
  await expect(account.getByRole('heading', { name: 'My Plan' })).toBeVisible()

  // Names: plain text, the saved tick, kept after a reload. The e-mail is read-only.
  const settings = account.getByRole('region', { name: 'Account settings' })
  await expect(settings.getByLabel('E-mail')).toBeDisabled()
  await expect(settings.getByLabel('E-mail')).toHaveValue(email)
  await settings.getByLabel('First name').fill('<b>Grace</b>')
  await settings.getByLabel('Last name').fill('Hopper')
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user') && response.request().method() === 'PUT',
  )
  await settings.getByRole('button', { name: 'Save' }).click()
  expect((await saved).status()).toBe(200)
  await page.reload()
  await expect(settings.getByLabel('First name')).toHaveValue('Grace')
  await expect(settings.getByLabel('Last name')).toHaveValue('Hopper')

  // The header's user menu leads here.
  await page
    .locator('.site-header')
    .getByRole('button', { name: /Account menu/ })
    .click()
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
  await page.keyboard.press('Escape')

  // A second browser signs in; "sign out everywhere else" ends its session.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, email, PASSWORD)
  await expect(otherPage).toHaveURL(/\/library$/)
  await page.reload()
  const sessions = account.getByRole('region', { name: 'Sessions and devices' })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await expect(sessions.getByText('This device')).toHaveCount(1)
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(sessions.getByText('1 other session has been signed out.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  await otherPage.goto('/library')
  await expect(otherPage.getByRole('dialog').getByRole('heading', { name: 'Log in' })).toBeVisible()

  // Change the password: the entries must match; then it works and the old one no longer does.
  await settings.getByRole('button', { name: 'Change password' }).click()
  const passwordDialog = page.getByRole('dialog', { name: 'Change password' })
  await passwordDialog.getByLabel('Current password', { exact: true }).fill(PASSWORD)
  await passwordDialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await passwordDialog.getByLabel('Repeat the new password', { exact: true }).fill('violet tractor')
  await passwordDialog.getByRole('button', { name: 'Change password' }).click()
  await expect(passwordDialog.getByText('The two passwords do not match.')).toBeVisible()
  await passwordDialog.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD)
  await passwordDialog.getByRole('button', { name: 'Change password' }).click()
  await expect(
    settings.getByText('Your password has been changed. Every other device has been signed out.'),
  ).toBeVisible()
  await signIn(otherPage, email, PASSWORD)
  await expect(
    otherPage.getByRole('dialog').getByText('The e-mail address or the password is wrong.'),
  ).toBeVisible()

  // Updates and tips.
  const toggle = account.getByRole('switch', { name: 'Updates and tips' })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(account.getByText('Your choice has been saved.')).toBeVisible()
  await expect(toggle).not.toBeChecked()

  // Download all my data.
  const downloading = page.waitForEvent('download')
  await account.getByRole('button', { name: 'Download all my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^vitae-account-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string
    account: { email: string; firstName: string; updatesAndTips: boolean }
    resumes: unknown[]
    creditLedger: unknown[]
  }
  expect(exported.format).toBe('vitae-account-export')
  expect(exported.account).toMatchObject({ email, firstName: 'Grace', updatesAndTips: false })
  expect(Array.isArray(exported.resumes)).toBe(true)
  expect(Array.isArray(exported.creditLedger)).toBe(true)

  // Delete the account: the typed word (any case), the goodbye screen with the address, home.
  await account.getByRole('button', { name: 'Delete account' }).click()
  const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' })
  const confirm = deleteDialog.getByRole('button', { name: 'Delete my account for good' })
  await expect(confirm).toBeDisabled()
  await deleteDialog.getByLabel('Type delete').fill('DELETE')
  await confirm.click()
  const goodbye = page.getByRole('dialog', { name: 'Your account has been deleted' })
  await expect(goodbye).toContainText(email)
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  await expect(goodbye).toBeHidden()
  await expect(page.locator('.site-header').getByRole('button', { name: 'Log in' })).toBeVisible()

  // The database has no row of the account left, and nothing is left to sign in to.
  const db = new Database(join(server!.dataDir, 'vitae.db'), { readonly: true })
  try {
    const row = db.prepare('select count(*) as n from user where email = ?').get(email) as {
      n: number
    }
    expect(row.n).toBe(0)
  } finally {
    db.close()
  }
  await signIn(otherPage, email, NEW_PASSWORD)
  await expect(
    otherPage.getByRole('dialog').getByText('The e-mail address or the password is wrong.'),
  ).toBeVisible()
  await other.close()
})
