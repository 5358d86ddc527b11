// The desktop renderer with no account and no network (issue 18 point 1), and a signed-in desktop
// whose edits made offline reach the cloud when it answers again (point 2). The page runs the
// desktop build in Chromium, bound to the real main-process library, sync, evaluation and PDF
// modules (desktop-bridge.ts); "offline" cuts every request the page's code makes and every
// request main's sync makes, while the app's own files still load (in the app they are on disk).
import { expect, test, type Page } from '@playwright/test'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makePdf } from '../../src/shared/pdf/test-fixtures/make-pdf'
import { openDesktopClient } from '../desktop/sync-harness'
import { pdfToText } from '../support/pdf-text'
import { bindDesktop, cutOffCloud, type DesktopMain } from './desktop-bridge'

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

const names = (main: DesktopMain) =>
  main.store
    .list()
    .map((entry) => entry.cvData.resumeName)
    .sort()

function savedPdfs(main: DesktopMain): string[] {
  return readdirSync(main.savedDir).filter((name) => name.endsWith('.pdf'))
}

async function signUp(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/session/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vitae-client': 'desktop' },
    body: JSON.stringify({
      email: `desktop-offline-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ada',
    }),
  })
  const body = (await response.json()) as { token?: string }
  if (response.status !== 201 || !body.token) throw new Error(`sign-up: ${response.status}`)
  return body.token
}

/** The resume as the cloud holds it now, read as the signed-in user. */
async function cloudResumeName(baseURL: string, token: string, id: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/libraryEntry/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}`, 'x-vitae-client': 'desktop' },
  })
  if (!response.ok) throw new Error(`libraryEntry: ${response.status}`)
  const body = (await response.json()) as { result: { cvData: { resumeName: string } } }
  return body.result.cvData.resumeName
}

async function renameInEditor(page: Page, name: string): Promise<void> {
  const field = page.locator('.editor').getByRole('textbox', { name: 'Resume name' })
  await field.fill(name)
  await field.press('Enter')
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 })
}

test('signed out and offline: create, edit, import a PDF, evaluate, export a PDF, and everything is still there after a restart', async ({
  page,
  baseURL,
}) => {
  const main = await bindDesktop(page, baseURL ?? '')
  try {
    const cloud = await cutOffCloud(page)
    await page.goto('/#/library')

    // No sign-in asked: the local library opens, and the shell says where the resumes are.
    await expect(page.getByRole('heading', { name: 'My Documents' })).toBeVisible()
    await expect(page.locator('.desktop-sync__state')).toHaveAttribute('data-status', 'signed-out')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('note')).toContainText('kept on this computer')

    // Create: the template chooser, then the editor on a resume in the local library.
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page
      .getByRole('button', { name: /^Create in / })
      .first()
      .click()
    await expect(page).toHaveURL(/#\/cv-creation\//)
    const createdId = decodeURIComponent(page.url().split('/').pop() ?? '')
    expect(main.store.get(createdId)).toBeTruthy()

    // Edit: autosave writes to the local library.
    const form = page.getByRole('region', { name: 'Personal details' })
    await form.getByLabel('First name').fill('Grace')
    await form.getByLabel('Last name').fill('Hopper')
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 })
    await expect
      .poll(() => main.store.get(createdId).cvData.contact.lastName, { timeout: 10_000 })
      .toBe('Hopper')

    // Import a PDF with the offline importer: a new resume in the local library, in the editor.
    await page.goto('/#/cv-existing')
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'jana.pdf', mimeType: 'application/pdf', buffer: resumePdf })
    await expect(page).toHaveURL(/#\/cv-creation\//, { timeout: 30_000 })
    const importedId = decodeURIComponent(page.url().split('/').pop() ?? '')
    expect(importedId).not.toBe(createdId)
    const imported = main.store.get(importedId).cvData
    expect(imported.contact).toMatchObject({ firstName: 'Jana', lastName: 'Novak' })
    expect(imported.contact.jobTitle).toBe('Data Engineer')

    // Evaluate with the offline engine in main: the full result.
    await page.locator('.editor').getByRole('button', { name: 'Evaluate', exact: true }).click()
    const result = page.getByRole('dialog')
    await expect(result).toBeVisible({ timeout: 30_000 })
    await expect(result.locator('.eval-result')).toBeVisible()
    await expect(result.locator('.eval-tab__score').first()).toHaveText(/^\d+/)
    // Signed out on the desktop nothing is held back (the plan table's signed-out rule).
    await expect(result.locator('.eval-warning--locked, .eval-locked')).toHaveCount(0)
    await result.getByRole('button', { name: 'Close' }).first().click()

    // Export: Chromium's print pipeline on the computer; the PDF carries the resume's text.
    await page.locator('.editor').getByRole('button', { name: 'Download PDF' }).click()
    await expect.poll(() => savedPdfs(main).length, { timeout: 30_000 }).toBe(1)
    const pdf = readFileSync(join(main.savedDir, savedPdfs(main)[0] ?? ''))
    const text = pdfToText(pdf)
    expect(text).toContain('Jana')
    expect(text).toContain('Novak')
    expect(text).toContain('Vltava Analytics')

    // Restart: a new page load reads everything back from the local library.
    await page.reload()
    await page.goto('/#/library')
    const list = page.getByRole('list', { name: 'Your resumes' })
    await expect(list).toContainText('Jana Novak')
    await expect(
      list.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Delete/ }) }),
    ).toHaveCount(2)

    // Not one request of the page reached the cloud, and nothing needed one.
    expect(cloud.refused.filter((path) => path.includes('library'))).toEqual([])
  } finally {
    main.close()
  }
})

test('signed in: an edit made offline is kept on the computer and reaches the cloud when it answers; a conflict is shown and resolved', async ({
  page,
  baseURL,
}) => {
  const cloudUrl = baseURL ?? ''
  const main = await bindDesktop(page, cloudUrl)
  const token = await signUp(cloudUrl)
  const other = openDesktopClient({
    dir: mkdtempSync(join(tmpdir(), 'vitae-e2e-other-')),
    cloudUrl,
    token,
  })
  try {
    const { id } = main.store.create({ resumeName: 'Before' }).result
    main.token = token
    expect((await main.engine.sync()).status).toBe('synced')
    expect(await cloudResumeName(cloudUrl, token, id)).toBe('Before')

    await page.goto(`/#/cv-creation/${id}`)
    const state = page.locator('.desktop-sync__state')
    await expect(state).toHaveAttribute('data-status', 'synced')

    // Offline: the edit is saved on the computer and queued; the cloud still has the old one.
    const cloud = await cutOffCloud(page)
    main.offline = true
    await renameInEditor(page, 'Edited offline')
    expect(main.store.get(id)).toMatchObject({ dirty: true })
    await page.locator('.desktop-sync').getByRole('button', { name: 'Sync now' }).click()
    await expect(state).toHaveAttribute('data-status', 'offline')
    await expect(state).toContainText('1')
    expect(await cloudResumeName(cloudUrl, token, id)).toBe('Before')

    // Back online: the queued edit goes at once.
    main.offline = false
    await cloud.reconnect()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(state).toHaveAttribute('data-status', 'synced')
    expect(await cloudResumeName(cloudUrl, token, id)).toBe('Edited offline')

    // Another computer changes it while this one, offline again, changes it too.
    await other.engine.sync()
    other.store.update(id, { ...other.store.get(id).cvData, resumeName: 'From the other computer' })
    expect((await other.engine.sync()).status).toBe('synced')
    const again = await cutOffCloud(page)
    main.offline = true
    await renameInEditor(page, 'Mine, offline')
    main.offline = false
    await again.reconnect()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))

    // Both sides changed it: the shell shows the choice; keeping mine sends it over theirs.
    await expect(state).toHaveAttribute('data-status', 'conflict')
    const conflicts = page.locator('.desktop-sync__conflicts')
    await expect(conflicts.locator('.desktop-sync__conflict')).toContainText('Mine, offline')
    await expect(conflicts.getByRole('button', { name: 'Keep both' })).toBeVisible()
    await expect(conflicts.getByRole('button', { name: 'Use the other version' })).toBeVisible()
    await conflicts.getByRole('button', { name: 'Keep my version' }).click()
    await expect(state).toHaveAttribute('data-status', 'synced')
    expect(await cloudResumeName(cloudUrl, token, id)).toBe('Mine, offline')
    expect(names(main)).toEqual(['Mine, offline'])

    // Changed on the other computer while this editor is open with nothing unsaved: the next
    // sync brings it, and the editor shows it.
    await other.engine.sync()
    other.store.update(id, { ...other.store.get(id).cvData, resumeName: 'Changed while open' })
    expect((await other.engine.sync()).status).toBe('synced')
    await page.locator('.desktop-sync').getByRole('button', { name: 'Sync now' }).click()
    await expect(page.locator('.editor').getByRole('textbox', { name: 'Resume name' })).toHaveValue(
      'Changed while open',
    )
  } finally {
    other.close()
    main.close()
  }
})
