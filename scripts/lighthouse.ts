// Lighthouse (the `lighthouse` npm package) on the public pages, in the system Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium, headless, no sandbox): the four category scores of
// each page with the mobile profile Lighthouse uses by default (a mid-range phone, simulated slow
// 4G). Used by `npm run bench` (bench/lighthouse.ts: every figure beside its target) and by the
// e2e test that holds accessibility, best practices and SEO at 100 (tests/e2e/lighthouse.spec.ts;
// performance is a timing, so only the bench reports it).
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_PAGES = [
  '/',
  '/pricing',
  '/faq',
  '/de',
  '/de/pricing',
  '/de/faq',
  '/tr',
  '/tr/pricing',
  '/tr/faq',
] as const

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** Issue 17 point 6. */
export const LIGHTHOUSE_TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

export interface LighthouseResult {
  url: string
  /** 0–100 per category. */
  scores: Record<Category, number>
  /** The audits that did not pass in the non-timing categories, by id and title. */
  failed: { category: Category; id: string; title: string }[]
}

/** Runs Lighthouse on each URL in turn (one browser, one page at a time). */
export async function runLighthouse(
  urls: readonly string[],
  categories: readonly Category[] = CATEGORIES,
): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  })
  try {
    const results: LighthouseResult[] = []
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = run
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
      const scores = {} as Record<Category, number>
      const failed: LighthouseResult['failed'] = []
      for (const category of categories) {
        const entry = lhr.categories[category]
        scores[category] = Math.round((entry?.score ?? 0) * 100)
        if (category === 'performance') continue
        for (const ref of entry?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            failed.push({ category, id: ref.id, title: audit.title })
        }
      }
      results.push({ url, scores, failed })
    }
    return results
  } finally {
    chrome.kill()
  }
}
