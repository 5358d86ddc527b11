// Web weight (issue 11 point 8), on the build `npm start` serves: the home page's first load
// stays within its budget (computed from the built files, like `npm run bench`), the browser
// really downloads exactly those files for it, and font stylesheets arrive only with a resume,
// for its language's script.
import { expect, test, type Page } from '@playwright/test'
import { resolve } from 'node:path'
import {
  HOME_BUDGET_KB,
  kb,
  readManifest,
  staticClosure,
  webWeights,
} from '../../scripts/web-weight'

const BUILD = resolve(import.meta.dirname, '../../dist/web')
const password = 'correct-horse-battery'

/** The build's files a page requests, as paths such as assets/x.js. */
function recordAssets(page: Page): Set<string> {
  const files = new Set<string>()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/')) files.add(pathname.slice(1))
  })
  return files
}

/** The stylesheets a font group module adds (templates/fonts/*.ts). */
function fontStylesheets(group: string): string[] {
  return staticClosure(readManifest(BUILD), [`src/templates/fonts/${group}.ts`]).filter((file) =>
    file.endsWith('.css'),
  )
}

test('the home page in each interface language stays within its budget', () => {
  const homes = webWeights(BUILD).filter((route) => route.budgetKb !== undefined)
  expect(homes.map((route) => route.path)).toEqual(['/', '/de', '/tr'])
  for (const route of homes) {
    expect(
      kb(route.gzipBytes),
      `${route.path}: ${route.files.length} files, gzipped JS + CSS in kB`,
    ).toBeLessThanOrEqual(HOME_BUDGET_KB)
    expect(route.fontFiles).toEqual([])
  }
})

test('the web build carries the browser build of pdf.js only, never the legacy one', () => {
  const modules = Object.keys(readManifest(BUILD))
  expect(modules.filter((id) => id.includes('pdfjs-dist/legacy'))).toEqual([])
  expect(modules.some((id) => id.includes('pdfjs-dist/build/pdf.mjs'))).toBe(true)
})

test('the browser downloads exactly the computed first load of the home page, and no fonts', async ({
  page,
}) => {
  // The first load only: the idle-time preload of the sign-in dialog is left out.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  const requested = recordAssets(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')

  const home = webWeights(BUILD).find((route) => route.path === '/')
  // Fonts, images and the like would show here too: the home page asks for no other file. Its
  // stylesheets come inside the prerendered HTML (counted all the same), so it requests none.
  expect([...requested].sort()).toEqual(
    [...(home?.files ?? [])].filter((file) => !file.endsWith('.css')).sort(),
  )
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
  expect(await page.locator('head style').count()).toBeGreaterThanOrEqual(
    home?.files.filter((file) => file.endsWith('.css')).length ?? 1,
  )
})

async function signUpWithResumes(page: Page, languages: string[]): Promise<string[]> {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const headers = { 'X-CSRF-Token': csrfToken }
  const email = `weight-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const signUp = await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password, firstName: 'Ada', lastName: 'Lovelace' },
  })
  expect(signUp.status()).toBe(201)
  const ids: string[] = []
  for (const resumeLanguage of languages) {
    const created = await page.request.post('/api/libraryEntry', {
      headers,
      data: {
        cvData: {
          resumeName: `Resume ${resumeLanguage}`,
          resumeLanguage,
          contact: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Engineer' },
        },
      },
    })
    const { result } = (await created.json()) as { result: { id: string } }
    ids.push(result.id)
  }
  return ids
}

test('a resume brings the font stylesheets of its own script only', async ({ page }) => {
  const [english, japanese] = await signUpWithResumes(page, ['en', 'ja'])
  const base = fontStylesheets('base')
  const japaneseCss = fontStylesheets('japanese')
  const otherScripts = ['chinese', 'korean', 'arabic', 'devanagari'].flatMap(fontStylesheets)

  const requested = recordAssets(page)
  await page.goto(`/cv-creation/${english}`)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByText('Lovelace').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(base.every((file) => requested.has(file))).toBe(true)
  expect([...japaneseCss, ...otherScripts].filter((file) => requested.has(file))).toEqual([])

  await page.goto(`/cv-creation/${japanese}`)
  await expect(preview.getByText('Lovelace').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(japaneseCss.every((file) => requested.has(file))).toBe(true)
  expect(otherScripts.filter((file) => requested.has(file))).toEqual([])
})
