// A desktop started signed in while the cloud cannot be reached (issue 18 point 1): main keeps
// the token and the account it last confirmed (user-cache.json, plan-cache.json), the renderer
// shows the user signed in with the sync state "offline", the cached Free plan's gates apply,
// and an edit goes to the local library; when the cloud answers, the edit reaches it. The cloud
// here has billing on (placeholder STRIPE_* values, no call goes to Stripe) so the account is
// Free as in production; the renderer is the desktop build (out/renderer), bound to the real
// main-process modules (desktop-bridge.ts).
import { expect, test } from '@playwright/test'
import { readdirSync } from 'node:fs'
import { bindDesktop, cutOffCloud } from './desktop-bridge'
import {
  BILLING_ON_ENV,
  extraServerUrl,
  startExtraServer,
  type ExtraServer,
} from './fixtures/extra-server'

// E2E_PORT + 7: an offset no other spec uses.
const PORT_OFFSET = 7
const baseURL = extraServerUrl(PORT_OFFSET)
let server: ExtraServer | null = null

test.use({ baseURL })

test.beforeAll(async () => {
  server = await startExtraServer({
    portOffset: PORT_OFFSET,
    name: 'billing-on desktop session',
    env: { ...BILLING_ON_ENV, WEB_DIST_DIR: 'out/renderer' },
    stderr: 'ignore',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

async function signUp(): Promise<string> {
  const response = await fetch(`${baseURL}/api/session/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vitae-client': 'desktop' },
    body: JSON.stringify({
      email: `desktop-session-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  })
  const body = (await response.json()) as { token?: string }
  if (response.status !== 201 || !body.token) throw new Error(`sign-up: ${response.status}`)
  return body.token
}

async function cloudResumeName(token: string, id: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/libraryEntry/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}`, 'x-vitae-client': 'desktop' },
  })
  if (!response.ok) throw new Error(`libraryEntry: ${response.status}`)
  const body = (await response.json()) as { result: { cvData: { resumeName: string } } }
  return body.result.cvData.resumeName
}

test('signed in, the cloud unreachable at start: still signed in, "offline", Free gates, the edit kept and sent when the cloud answers; a session ended meanwhile signs out and keeps the edit', async ({
  page,
}) => {
  const main = await bindDesktop(page, baseURL)
  try {
    const token = await signUp()
    const { id } = main.store.create({
      resumeName: 'Before',
      contact: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Data Engineer' },
    }).result
    main.token = token
    expect((await main.engine.sync()).status).toBe('synced')
    // Main cached the account after the pass that reached the cloud.
    await expect
      .poll(() => [main.account.users.current()?.user.firstName, main.account.plans.cached()])
      .toEqual([
        'Ada',
        expect.objectContaining({ summary: expect.objectContaining({ tier: 'free' }) }),
      ])

    // Main starts with the cloud unreachable: its first pass finds it offline.
    const cloud = await cutOffCloud(page)
    main.offline = true
    expect((await main.engine.sync()).status).toBe('offline')

    await page.goto(`/#/cv-creation/${id}`)
    // Signed in as main last confirmed it, not signed out; no "could not check" banner.
    await expect(page.locator('.user-menu__name')).toHaveText('Ada Lovelace')
    await expect(page.locator('.offline-banner')).toHaveCount(0)
    const state = page.locator('.desktop-sync__state')
    await expect(state).toHaveAttribute('data-status', 'offline')

    // Free's gates from the cached plan: no local PDF (the upgrade prompt), the evaluation
    // without its detail (what the signed-out rule would give in full).
    await page.locator('.editor').getByRole('button', { name: 'Download PDF' }).click()
    const prompt = page.getByRole('dialog', { name: 'Download your resume with Premium' })
    await expect(prompt).toBeVisible()
    expect(readdirSync(main.savedDir).filter((name) => name.endsWith('.pdf'))).toEqual([])
    await prompt.getByRole('button', { name: 'Not now' }).click()
    await expect(prompt).toHaveCount(0)

    await page.locator('.editor').getByRole('button', { name: 'Evaluate', exact: true }).click()
    const result = page.getByRole('dialog')
    await expect(result.locator('.eval-result')).toBeVisible({ timeout: 30_000 })
    await expect(result.locator('.eval-tab__score').first()).toHaveText(/^\d+/)
    // Beyond the red flags, Free sees each category's score but not its detail.
    await result.getByRole('tab').nth(1).click()
    await expect(result.locator('.eval-locked')).toBeVisible()
    await result.getByRole('button', { name: 'Close' }).first().click()
    await expect(result).toHaveCount(0)

    // The edit goes to the local library and the sync queue.
    const field = page.locator('.editor').getByRole('textbox', { name: 'Resume name' })
    await field.fill('Edited offline')
    await field.press('Enter')
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 })
    expect(main.store.get(id)).toMatchObject({ dirty: true })
    expect(main.store.get(id).cvData.resumeName).toBe('Edited offline')
    expect(await cloudResumeName(token, id)).toBe('Before')

    // A reload (the app started again) while still offline: still signed in, still offline.
    await page.reload()
    await expect(page.locator('.user-menu__name')).toHaveText('Ada Lovelace')
    await expect(state).toHaveAttribute('data-status', 'offline')
    await expect(page.locator('.editor').getByRole('textbox', { name: 'Resume name' })).toHaveValue(
      'Edited offline',
    )

    // The cloud answers again: the queued edit reaches it and the session is confirmed.
    main.offline = false
    await cloud.reconnect()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(state).toHaveAttribute('data-status', 'synced')
    expect(await cloudResumeName(token, id)).toBe('Edited offline')
    await expect(page.locator('.user-menu__name')).toHaveText('Ada Lovelace')

    // Offline again, and meanwhile the session ends in the cloud (signed out elsewhere).
    const again = await cutOffCloud(page)
    main.offline = true
    await field.fill('Edited before the session ended')
    await field.press('Enter')
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 })
    const ended = await fetch(`${baseURL}/api/session/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-vitae-client': 'desktop' },
    })
    expect(ended.status).toBe(204)
    await page.reload()
    await expect(page.locator('.user-menu__name')).toHaveText('Ada Lovelace')

    // The cloud answers that the token is no longer valid: signed out here and in main, and
    // nothing on this computer is lost (the edit stays in the library, queued for the account).
    main.offline = false
    await again.reconnect()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(page.locator('.user-menu__name')).toHaveCount(0)
    await expect.poll(() => main.token).toBeNull()
    expect(main.account.users.current()).toBeNull()
    expect(main.store.get(id)).toMatchObject({ dirty: true })
    expect(main.store.get(id).cvData.resumeName).toBe('Edited before the session ended')
  } finally {
    main.close()
  }
})
