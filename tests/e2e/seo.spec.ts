// Search-engine data and the loading page (issue 17 points 5 and 7), on the build `npm start`
// serves: every public page of the route table that has its screen arrives as real HTML in
// en, de and tr with its own metadata, and the browser hydrates it (takes over the same DOM
// nodes, no error); the other paths get the noindex shell with the loading page, whose tips
// change every 10 s and which offers a reload after 120 s without the app's code.
import { expect, test, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BootTexts } from '../../src/renderer/src/boot/boot-script'
import { SEO_ROUTES } from '../../src/renderer/src/routes/route-table'
import type { SeoTexts } from '../../src/renderer/src/seo/head'

const SRC = resolve(import.meta.dirname, '../../src/renderer/src')
const PAGES = resolve(import.meta.dirname, '../../dist/web/pages')
const readJson = <T>(path: string): T => JSON.parse(readFileSync(`${SRC}/${path}`, 'utf8')) as T
const bootEn = readJson<BootTexts>('boot/tips/en.json')
const bootDe = readJson<BootTexts>('boot/tips/de.json')
const seoOf = (locale: string) => readJson<{ seo: SeoTexts }>(`i18n/locales/${locale}/seo.json`).seo
const SEO = { en: seoOf('en'), de: seoOf('de'), tr: seoOf('tr') }
// The FAQ page's own questions (features/site/faq.ts reads them from home.json).
const faqEn = readJson<{ faq: Record<string, { q: string }> }>('i18n/locales/en/home.json')
const PREFIX = { en: '', de: '/de', tr: '/tr' } as const

/** The public pages the build prerendered (those whose screen exists), in every language. */
function prerenderedPages(): {
  path: string
  locale: 'en' | 'de' | 'tr'
  name: string
  noindex: boolean
}[] {
  const built = new Set<string>()
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== '_shell')
        walk(`${dir}/${entry.name}`, `${prefix}/${entry.name}`)
      else if (entry.name.endsWith('.html'))
        built.add(entry.name === 'index.html' ? '/' : `${prefix}/${entry.name.slice(0, -5)}`)
    }
  }
  walk(PAGES, '')
  return SEO_ROUTES.flatMap((route) =>
    (['en', 'de', 'tr'] as const).map((locale) => ({
      path: `${PREFIX[locale]}${route.path}`.replace(/(.)\/$/, '$1') || '/',
      locale,
      name: route.name,
      noindex: route.seo === 'noindex',
    })),
  ).filter((page) => built.has(page.path))
}

test('every prerendered page carries its own metadata, links and structured data', async ({
  request,
  baseURL,
}) => {
  const pages = prerenderedPages()
  // Home, pricing, evaluation and the 404 page exist on every branch; more arrive with screens.
  expect(pages.map((page) => page.path)).toEqual(
    expect.arrayContaining(['/', '/de', '/tr', '/pricing', '/de/pricing', '/tr/pricing']),
  )
  for (const { path, locale, name, noindex } of pages) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    const texts = SEO[locale].routes[name as keyof SeoTexts['routes']]
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    expect(html, path).toContain(`<html lang="${locale}"`)
    // Title and description: the ones the browser shows (page-meta), in the social cards too.
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? ''
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(title.trim(), path).not.toBe('')
    expect(description.length, path).toBeGreaterThan(20)
    expect(html, path).toContain(`<meta property="og:title" content="${title}"`)
    expect(html, path).toContain(`<meta name="twitter:description" content="${description}"`)
    expect(html, path).toContain(`<meta name="keywords" content="${escaped(texts.keywords)}"`)
    expect(html, path).toContain(
      `<link rel="canonical" href="${baseURL}${path === '/' ? '/' : path}"`,
    )
    for (const lang of ['en', 'de', 'tr', 'x-default'])
      expect(html, path).toContain(`hreflang="${lang}"`)
    expect(html, path).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"`)
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"')
    expect(html, path).not.toContain('__VITAE_ORIGIN__')
    // The content is in the HTML itself, not only after the script ran.
    expect(html, path).toMatch(/<main id="main"[^>]*>[\s\S]*<\/main>/)
    expect(html.includes('content="noindex"'), path).toBe(noindex)

    type Node = { '@type': string; offers?: Offer[]; mainEntity?: { name: string }[] }
    type Offer = { price: string; priceCurrency: string }
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    const graph: Node[] = blocks.flatMap((block) => {
      const data = JSON.parse(block[1] ?? '{}') as Node & { '@graph'?: Node[] }
      return data['@graph'] ?? [data]
    })
    const types = graph.map((node) => node['@type'])
    expect(types, path).toEqual(expect.arrayContaining(['WebSite', 'BreadcrumbList']))
    // No operator is configured for the test server: no Organization is invented.
    expect(types, path).not.toContain('Organization')
    if (name === 'Home' || name === 'Pricing') {
      const product = graph.find((node) => node['@type'] === 'Product')
      expect(product?.offers).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ price: '9.99', priceCurrency: 'EUR' }),
          expect.objectContaining({ price: '29.99', priceCurrency: 'EUR' }),
          expect.objectContaining({ price: '749.99', priceCurrency: 'TRY' }),
        ]),
      )
    }
    if (name === 'Home') {
      const faq = graph.find((node) => node['@type'] === 'FAQPage')
      expect(faq?.mainEntity).toHaveLength(11)
      if (locale === 'en') expect(faq?.mainEntity?.[0]?.name).toBe(faqEn.faq.q1?.q)
    }
  }
})

test('sitemap.xml lists the indexable pages on the public origin, robots.txt points at it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/</loc>`)
  expect(sitemap).toContain(`<loc>${baseURL}/de/pricing</loc>`)
  expect(sitemap).toContain(`<loc>${baseURL}/tr/pricing</loc>`)
  expect(sitemap).not.toContain('/error<')
  expect(sitemap).not.toContain('/library')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('pages behind a login are noindex, in the shell of their language', async ({ request }) => {
  for (const [path, lang] of [
    ['/library', 'en'],
    ['/de/account', 'de'],
    ['/tr/cv-existing', 'tr'],
  ] as const) {
    const response = await request.get(path)
    expect(response.headers()['x-robots-tag'], path).toBe('noindex')
    const html = await response.text()
    expect(html, path).toContain(`<html lang="${lang}"`)
    expect(html, path).toContain('<meta name="robots" content="noindex" data-seo>')
  }
})

/** Remembers the first element of #root as parsed, before any script ran. */
async function rememberParsedRoot(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { parsedRoot: Element | null }).parsedRoot =
          document.querySelector('#root > *')
    })
  })
}

for (const path of ['/', '/de/pricing', '/tr/cv-evaluation']) {
  test(`the browser hydrates ${path}: the same nodes, now React's, and no error`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await rememberParsedRoot(page)
    await page.goto(path)
    await expect
      .poll(() =>
        page.evaluate(() => {
          const first = document.querySelector('#root > *')
          return first !== null && Object.keys(first).some((key) => key.startsWith('__react'))
        }),
      )
      .toBe(true)
    const same = await page.evaluate(
      () =>
        (window as unknown as { parsedRoot: Element | null }).parsedRoot ===
        document.querySelector('#root > *'),
    )
    expect(same).toBe(true)
    expect(errors).toEqual([])
  })
}

test('the home page arrives with every section, and hydrates them in place when the browser is idle', async ({
  page,
  request,
}) => {
  // The HTML itself: the sections below the three buttons, with the five FAQ questions.
  const html = await (await request.get('/')).text()
  expect(html).toContain('id="home-steps"')
  expect(html).toContain('id="home-demo"')
  for (const key of Object.keys(faqEn.faq).slice(0, 5))
    expect(html).toContain(faqEn.faq[key]!.q.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { parsedSteps: Element | null }).parsedSteps =
          document.getElementById('home-steps')
    })
  })
  await page.goto('/')
  // React takes over the prerendered section (once its chunk has loaded) instead of replacing it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const steps = document.getElementById('home-steps')
        return (
          steps !== null &&
          steps === (window as unknown as { parsedSteps: Element | null }).parsedSteps &&
          Object.keys(steps).some((key) => key.startsWith('__react'))
        )
      }),
    )
    .toBe(true)
  expect(errors).toEqual([])
})

test('a prerendered page asks for its code only after its first frame', async ({ page }) => {
  // The first animation frame's callbacks run as the browser starts producing the page's first
  // frame; the code of a prerendered page is requested after that frame (boot/code-after-paint.ts).
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrame: number }).firstFrame = performance.now()
    })
  })
  await page.goto('/pricing')
  await expect
    .poll(() => page.evaluate(() => Boolean((window as { vitaeStarted?: boolean }).vitaeStarted)))
    .toBe(true)
  const order = await page.evaluate(() => {
    const code = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
    return {
      frame: (window as unknown as { firstFrame?: number }).firstFrame,
      firstCode: Math.min(...code.map((entry) => entry.startTime)),
    }
  })
  expect(order.frame).toBeDefined()
  expect(order.firstCode).toBeGreaterThan(order.frame!)
})

test('moving on inside the app points the canonical link at the new page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/error')
  await page.locator('.error-page').getByRole('link').click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test.describe('the loading page while the app’s code does not arrive', () => {
  test('shows a tip that changes every 10 s, then after 120 s a Reload button', async ({
    page,
  }) => {
    await page.clock.install()
    // Hold back the app's entry script: the page stays on what the HTML itself brings.
    let hold = true
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      hold ? undefined : route.continue(),
    )
    await page.goto('/library', { waitUntil: 'commit' })
    const boot = page.locator('#boot')
    const tip = boot.locator('#boot-tip')
    await expect(tip).not.toBeEmpty()
    const first = (await tip.textContent()) ?? ''
    expect(bootEn.tips).toContain(first)

    await page.clock.runFor(10_000)
    await expect(tip).not.toHaveText(first)
    expect(bootEn.tips).toContain((await tip.textContent()) ?? '')
    await expect(boot.getByRole('button', { name: bootEn.reload })).toHaveCount(0)

    await page.clock.runFor(110_000)
    const alert = boot.getByRole('alert')
    await expect(alert).toContainText(bootEn.failedTitle)
    hold = false
    await alert.getByRole('button', { name: bootEn.reload }).click()
    // The reload brings the app, which replaces the loading page.
    await expect(page.locator('#boot')).toHaveCount(0)
    await expect(page.locator('.site-header')).toBeVisible()
  })

  test('speaks the language of the path', async ({ page }) => {
    await page.clock.install()
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined)
    await page.goto('/de/library', { waitUntil: 'commit' })
    const tip = page.locator('#boot-tip')
    await expect(tip).not.toBeEmpty()
    expect(bootDe.tips).toContain((await tip.textContent()) ?? '')
    await page.clock.runFor(120_000)
    await expect(page.getByRole('alert')).toContainText(bootDe.failedTitle)
  })

  test('a prerendered page shows its content and, after 120 s, the Reload message', async ({
    page,
  }) => {
    await page.clock.install()
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined)
    await page.goto('/pricing', { waitUntil: 'commit' })
    // Parsed to the end (the inline script ran); the app's own script is still held back.
    await page.waitForFunction(() => document.readyState !== 'loading')
    await expect(page.locator('.site-header')).toBeVisible()
    await expect(page.locator('#boot')).toHaveCount(0)
    await page.clock.runFor(120_000)
    await expect(page.getByRole('alert')).toContainText(bootEn.failedTitle)
  })

  test('never shows the Reload message once the app has started', async ({ page }) => {
    await page.clock.install()
    await page.goto('/library')
    await expect(page.locator('#boot')).toHaveCount(0)
    await page.clock.runFor(120_000)
    await expect(page.getByText(bootEn.failedTitle)).toHaveCount(0)
  })
})
