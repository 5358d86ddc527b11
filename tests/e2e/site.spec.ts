// The public site (issue 17): every page in English, German and Turkish opens without "Page not
// found", the footer's links resolve, the cookie banner really appears and can be reopened, the
// home demo redraws the real template, and the imprint shows only configured operator details
// (a second cloud with SITE_OPERATOR_* set, port offset 8).
import { expect, test, type Page } from '@playwright/test'
import { extraServerUrl, startExtraServer, type ExtraServer } from './fixtures/extra-server'

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/faq',
  '/info',
  '/image',
  '/policies/imprint',
  '/policies/terms-and-conditions',
  '/policies/privacy-policy',
  '/policies/cancellation-policy',
] as const
const PREFIXES = ['', '/de', '/tr'] as const
const NOT_FOUND = { '': 'Page not found', '/de': 'Seite nicht gefunden', '/tr': 'Sayfa bulunamadı' }

/** Keeps the consent banner out of the way of pages that are not about it. */
async function decideCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('vitae.consent', 'denied'))
}

for (const prefix of PREFIXES) {
  test(`every public page opens in ${prefix || '/en'} with its own content`, async ({ page }) => {
    await decideCookies(page)
    for (const path of PAGES) {
      const url = `${prefix}${path === '/' ? '' : path}` || '/'
      // Info is for small screens; large ones are sent back (spec 001 §2.2). The small-screen
      // flow itself is guard.spec.ts's.
      const small = path === '/info'
      await page.setViewportSize(small ? { width: 390, height: 800 } : { width: 1280, height: 720 })
      await page.goto(url)
      const main = page.locator('#main')
      const heading = main.getByRole('heading', { level: 1 })
      // /image is a picture: its heading is for screen readers only.
      if (path === '/image') await expect(heading, url).toBeAttached()
      else await expect(heading, url).toBeVisible()
      expect(new URL(page.url()).pathname, url).toBe(url)
      await expect(main.getByText(NOT_FOUND[prefix]), url).toHaveCount(0)
      await expect(page.locator('html'), url).toHaveAttribute('lang', prefix.slice(1) || 'en')
    }
  })
}

test('the about page’s hero fades in 100 ms after the page opens, before the code arrives', async ({
  page,
}) => {
  await decideCookies(page)
  // No app code at all: the prerendered page animates by itself.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await page.goto('/about')
  const hero = page.locator('.site-hero')
  const timing = await hero.evaluate((element) =>
    element.getAnimations().map((animation) => {
      const effect = animation.effect!.getTiming()
      return { delay: effect.delay, duration: effect.duration }
    }),
  )
  expect(timing).toEqual([{ delay: 100, duration: 500 }])
  await expect(hero).toHaveCSS('opacity', '1')
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the 404 page leads back home', async ({ page }) => {
  await decideCookies(page)
  await page.goto('/de/no-such-page')
  await expect(page).toHaveURL(/\/de\/error$/)
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible()
  await main.getByRole('link', { name: 'Zur Startseite' }).click()
  await expect(page).toHaveURL(/\/de$/)
})

test('every link in the footer resolves to a page', async ({ page }) => {
  await decideCookies(page)
  await page.goto('/')
  const footer = page.locator('footer.site-footer')
  const hrefs = await footer
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const required of [
    '/pricing',
    '/faq',
    '/policies/terms-and-conditions',
    '/policies/privacy-policy',
    '/policies/imprint',
    '/contact',
  ])
    expect(hrefs).toContain(required)
  for (const href of new Set(hrefs)) {
    await page.goto(href)
    await expect(page.locator('#main'), href).not.toContainText('Page not found')
    expect(new URL(page.url()).pathname, href).not.toBe('/error')
  }
})

test('the cookie banner appears by itself, records the choice and reopens from the footer', async ({
  page,
}) => {
  await page.goto('/faq')
  const banner = page.getByRole('region', { name: 'Cookies and privacy' })
  await expect(banner).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('vitae.consent'))).toBeNull()
  await banner.getByRole('button', { name: 'Only necessary' }).click()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('vitae.consent'))).toBe('denied')
  await page.locator('footer.site-footer').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Accept optional' }).click()
  expect(await page.evaluate(() => localStorage.getItem('vitae.consent'))).toBe('granted')
})

test('the home demo redraws the real template, and the sample evaluation scores 55', async ({
  page,
}) => {
  await decideCookies(page)
  await page.goto('/')
  // The sections load after the first paint, the demo when it scrolls into view.
  await page.locator('#home-demo').scrollIntoViewIfNeeded()
  const demo = page.locator('.home-demo')
  const resumePage = demo.locator('.cv-page')
  await expect(resumePage).toContainText('Jordan')
  await demo.getByRole('radio', { name: '#eec2ed' }).check({ force: true })
  await expect(resumePage).toHaveAttribute('style', /--resume-accent:\s*#eec2ed/)
  await demo.getByLabel('Font', { exact: true }).selectOption('Roboto')
  await expect(resumePage).toHaveAttribute('style', /font-family:\s*Roboto/)
  await demo.getByRole('button', { name: 'Larger text' }).click()
  await expect(demo.getByTestId('demo-size')).toHaveText('13')
  await page.locator('#home-evaluation').scrollIntoViewIfNeeded()
  const evaluation = page.locator('.home-eval')
  await expect(evaluation.getByRole('figure', { name: 'Score 55 out of 100' })).toBeVisible()
  expect(await evaluation.locator('.home-eval__warnings li').count()).toBeLessThanOrEqual(4)
})

test('the logo is served as a JPEG', async ({ request }) => {
  const response = await request.get('/logo.jpg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/jpeg')
})

test('the imprint names no operator on an installation without one', async ({ page }) => {
  await decideCookies(page)
  await page.goto('/policies/imprint')
  const main = page.locator('#main')
  await expect(main.getByText('The imprint is not set up yet')).toBeVisible()
  await expect(main.getByText('SITE_OPERATOR_NAME')).toBeVisible()
})

test.describe('with an operator configured', () => {
  let server: ExtraServer | null = null
  test.use({ baseURL: extraServerUrl(8) })
  test.beforeAll(async () => {
    server = await startExtraServer({
      portOffset: 8,
      name: 'site',
      env: {
        SITE_OPERATOR_NAME: 'Example Careers GmbH',
        SITE_OPERATOR_ADDRESS: 'Hauptstraße 1 | 10115 Berlin | Germany',
        SITE_OPERATOR_EMAIL: 'support@careers.example',
        SITE_OPERATOR_VAT_ID: 'DE123456789',
      },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the imprint, footer and contact page show the configured details', async ({ page }) => {
    await decideCookies(page)
    await page.goto('/de/policies/imprint')
    const main = page.locator('#main')
    await expect(main.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible()
    await expect(main.getByText('Example Careers GmbH')).toBeVisible()
    await expect(main.getByText('DE123456789')).toBeVisible()
    await expect(page.locator('footer.site-footer')).toContainText('10115 Berlin')
    await page.goto('/contact')
    await expect(
      page.locator('#main').getByRole('link', { name: 'support@careers.example' }),
    ).toBeVisible()
  })
})
