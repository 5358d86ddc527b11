import { PLANS } from '@shared/plans'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bootAssets, bootMarkup, bootScript, type BootTexts } from '../boot/boot-script'
import bootDe from '../boot/tips/de.json'
import bootEn from '../boot/tips/en.json'
import bootTr from '../boot/tips/tr.json'
import { faqEntries } from '../features/site/faq'
import { i18next, initI18n } from '../i18n'
import { loadLazyTexts } from '../i18n/lazy-texts'
import seoDe from '../i18n/locales/de/seo.json'
import seoEn from '../i18n/locales/en/seo.json'
import seoTr from '../i18n/locales/tr/seo.json'
import { SEO_ROUTES } from '../routes/route-table'
import { pageHead, structuredData, type SeoTexts } from './head'

const SEO: Record<'en' | 'de' | 'tr', SeoTexts> = { en: seoEn.seo, de: seoDe.seo, tr: seoTr.seo }
const META = { title: 'A "quoted" <b>', description: 'What this page is about.' }
const BOOT: Record<'en' | 'de' | 'tr', BootTexts> = { en: bootEn, de: bootDe, tr: bootTr }

describe('search-engine texts', () => {
  for (const [locale, texts] of Object.entries(SEO)) {
    it(`${locale}: every public route of the table has its keywords`, () => {
      for (const route of SEO_ROUTES) {
        const own = texts.routes[route.name]
        expect(own.keywords.split(',').length, route.name).toBeGreaterThan(1)
      }
      expect(Object.keys(texts.routes).sort()).toEqual(SEO_ROUTES.map((r) => r.name).sort())
    })
  }
})

describe('the head of a prerendered page', () => {
  it('carries the Product with the plan table’s prices and the FAQ on the home page', async () => {
    // The FAQ page's own entries (features/site/faq.ts), as the prerender takes them.
    await initI18n('de')
    await loadLazyTexts('home', 'de')
    const faq = faqEntries(i18next.getFixedT('de'))
    const data = structuredData({
      route: 'Home',
      locale: 'de',
      texts: SEO.de,
      faq,
      meta: META,
    }) as {
      '@graph': { '@type': string; offers?: { price: string; priceCurrency: string }[] }[]
    }
    const types = data['@graph'].map((node) => node['@type'])
    expect(types).toEqual(['WebSite', 'BreadcrumbList', 'Product', 'FAQPage'])
    const offers = data['@graph'].find((node) => node['@type'] === 'Product')?.offers ?? []
    const monthly = PLANS.premium_monthly.price!
    expect(offers).toContainEqual(
      expect.objectContaining({
        price: (monthly.eur.amount / 100).toFixed(2),
        priceCurrency: 'EUR',
      }),
    )
    expect(offers).toContainEqual(
      expect.objectContaining({
        price: (monthly.try.amount / 100).toFixed(2),
        priceCurrency: 'TRY',
      }),
    )
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|Organization/)
  })

  it('has no Product or FAQ where the page has none; breadcrumbs lead home', () => {
    const data = structuredData({
      route: 'Terms',
      locale: 'tr',
      texts: SEO.tr,
      faq: [],
      meta: META,
    }) as {
      '@graph': { '@type': string; itemListElement?: { item: string }[] }[]
    }
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['WebSite', 'BreadcrumbList'])
    expect(data['@graph'][1]?.itemListElement?.map((item) => item.item)).toEqual([
      '__VITAE_ORIGIN__/tr',
      '__VITAE_ORIGIN__/tr/policies/terms-and-conditions',
    ])
  })

  it('links every language version and marks only noindex routes noindex', () => {
    const about = pageHead({ route: 'About', locale: 'de', texts: SEO.de, faq: [], meta: META })
    expect(about).toContain('<link rel="canonical" href="__VITAE_ORIGIN__/de/about" data-seo>')
    for (const [lang, href] of [
      ['en', '/about'],
      ['de', '/de/about'],
      ['tr', '/tr/about'],
      ['x-default', '/about'],
    ])
      expect(about).toContain(`hreflang="${lang}" href="__VITAE_ORIGIN__${href}"`)
    expect(about).not.toContain('noindex')
    expect(
      pageHead({ route: 'Error', locale: 'en', texts: SEO.en, faq: [], meta: META }),
    ).toContain('<meta name="robots" content="noindex" data-seo>')
  })

  it('escapes text and keeps JSON-LD from closing its script', () => {
    const head = pageHead({
      route: 'Faq',
      locale: 'en',
      texts: SEO.en,
      meta: META,
      faq: [{ question: '</script><script>alert(1)</script>', answer: 'x' }],
    })
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;b&gt;</title>')
    expect(head).not.toContain('</script><script>alert(1)')
  })
})

describe('the loading page', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
    delete (window as { vitaeStarted?: boolean }).vitaeStarted
  })

  it('has real tips in each language: about 100 in English, 48 in German and Turkish', () => {
    expect(bootEn.tips.length).toBeGreaterThanOrEqual(100)
    expect(bootDe.tips.length).toBeGreaterThanOrEqual(48)
    expect(bootTr.tips.length).toBeGreaterThanOrEqual(48)
    for (const texts of Object.values(BOOT)) {
      expect(new Set(texts.tips).size).toBe(texts.tips.length)
      for (const tip of texts.tips) expect(tip.length).toBeGreaterThan(20)
    }
  })

  function mount(texts: BootTexts) {
    const assets = bootAssets(texts, true)
    document.body.innerHTML = `<div id="root">${bootMarkup(texts)}</div>${assets.body.replace(/<script>[\s\S]*<\/script>$/, '')}`
  }

  it('shows every tip once before repeating, one every 10 s', () => {
    vi.useFakeTimers()
    mount(BOOT.de)
    // The app has started but not rendered yet: the 120 s message does not replace the tips.
    ;(window as { vitaeStarted?: boolean }).vitaeStarted = true
    bootScript()
    const seen: string[] = []
    for (let i = 0; i < bootDe.tips.length; i += 1) {
      seen.push(document.getElementById('boot-tip')?.textContent ?? '')
      vi.advanceTimersByTime(10_000)
    }
    expect([...seen].sort()).toEqual([...bootDe.tips].sort())
  })

  it('offers a reload after 120 s without the app, and not when it started', () => {
    vi.useFakeTimers()
    mount(BOOT.tr)
    bootScript()
    vi.advanceTimersByTime(119_999)
    expect(document.querySelector('[role="alert"]')).toBeNull()
    vi.advanceTimersByTime(1)
    const alert = document.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain(bootTr.failedTitle)
    expect(alert?.querySelector('button')?.textContent).toBe(bootTr.reload)

    document.body.replaceChildren()
    mount(BOOT.en)
    bootScript()
    ;(window as { vitaeStarted?: boolean }).vitaeStarted = true
    vi.advanceTimersByTime(120_000)
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })
})
