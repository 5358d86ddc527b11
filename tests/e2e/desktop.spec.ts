// The desktop renderer in Chromium, bound to the real main-process library and sync (see
// desktop-bridge.ts), against the real cloud: a resume made signed out, sign-in, sync, a
// conflict with another computer, the user's choice, and a PDF through Chromium's print pipeline
// and main's real PDF handler.
import { expect, test } from '@playwright/test'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDesktopClient } from '../desktop/sync-harness'
import { bindDesktop } from './desktop-bridge'

async function signUp(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/session/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vitae-client': 'desktop' },
    body: JSON.stringify({
      email: `desktop-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ada',
    }),
  })
  const body = (await response.json()) as { token?: string }
  if (response.status !== 201 || !body.token) throw new Error(`sign-up: ${response.status}`)
  return body.token
}

test('a resume made signed out syncs after sign-in; a conflict with another computer is resolved by keeping both; the editor exports it to PDF', async ({
  page,
  baseURL,
}) => {
  const cloudUrl = baseURL ?? ''
  const main = await bindDesktop(page, cloudUrl)
  const { id } = main.store.create({ resumeName: 'Made offline' }).result
  const token = await signUp(cloudUrl)

  await page.goto('/')
  const sync = page.locator('.desktop-sync')
  const state = sync.locator('.desktop-sync__state')
  await expect(state).toHaveAttribute('data-status', 'signed-out')
  await expect(state).toContainText('Saved on this computer')

  // Signing in stores the token in main, which syncs at once.
  await page.evaluate(
    (value) =>
      (
        window as unknown as { vitae: { setSessionToken(token: string): Promise<void> } }
      ).vitae.setSessionToken(value),
    token,
  )
  await expect(state).toHaveAttribute('data-status', 'synced')
  await expect(state).toContainText('All changes synced')

  // Another computer of the same user changes the resume; this one changes it too.
  const other = openDesktopClient({
    dir: mkdtempSync(join(tmpdir(), 'vitae-e2e-other-')),
    cloudUrl,
    token,
  })
  try {
    await other.engine.sync()
    other.store.update(id, { resumeName: 'Changed on the other computer' })
    expect((await other.engine.sync()).status).toBe('synced')
    main.store.update(id, { resumeName: 'Changed here' })

    await sync.getByRole('button', { name: 'Sync now' }).click()
    await expect(state).toHaveAttribute('data-status', 'conflict')
    const conflicts = sync.locator('.desktop-sync__conflicts')
    await expect(conflicts.locator('.desktop-sync__conflict')).toContainText('Changed here')
    await conflicts.getByRole('button', { name: 'Keep both' }).click()
    await expect(state).toHaveAttribute('data-status', 'synced')
    await expect(conflicts).toHaveCount(0)

    const names = main.store
      .list()
      .map((entry) => entry.cvData.resumeName)
      .sort()
    expect(names).toEqual(['Changed here', 'Changed on the other computer'])
    await other.engine.sync()
    expect(
      other.store
        .list()
        .map((entry) => entry.cvData.resumeName)
        .sort(),
    ).toEqual(names)

    // The synced resume opens in the editor, which exports it through Chromium's print pipeline.
    // A new page load: the renderer reads the session from the token main now holds.
    await page.goto(`/?signed-in#/cv-creation/${id}`)
    const editor = page.locator('.editor')
    await editor.getByRole('button', { name: 'Download PDF' }).click()
    const pdfs = () => readdirSync(main.savedDir).filter((name) => name.endsWith('.pdf'))
    await expect.poll(() => pdfs().length, { timeout: 30_000 }).toBe(1)
    const saved = join(main.savedDir, pdfs()[0] ?? '')
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-')
  } finally {
    other.close()
    main.close()
  }
})
