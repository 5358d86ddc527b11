// The shell's routing rules (spec 001 §2.1–2.2) in a real browser: language prefixes, unknown
// paths, and the login guard.
import { expect, test } from '@playwright/test'

test('German and Turkish live under their prefixes; unknown paths keep the prefix on /error', async ({
  page,
}) => {
  await page.goto('/de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ein Lebenslauf, der gelesen wird',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  await page.goto('/tr/does-not-exist')
  await expect(page).toHaveURL(/\/tr\/error$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı')

  // The Turkish choice is remembered: a path without a prefix goes to the Turkish one.
  await page.goto('/nowhere')
  await expect(page).toHaveURL(/\/tr\/error$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı')
})

test('a login-only page opens the sign-in dialog on the home page and comes back after sign-in', async ({
  page,
}) => {
  await page.goto('/library')
  await expect(page).toHaveURL(/\/$/)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Create an account' }).click()
  await dialog.getByLabel('E-mail').fill(`guard-${Date.now()}@example.com`)
  await dialog.getByLabel('Password', { exact: true }).fill('correct-horse-battery')
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/library$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Documents')
})
