// Lighthouse on the public pages (issue 17 point 6): /, /pricing and /faq in en, de and tr (those
// the build prerendered; the others arrive with their screens), mobile profile. Accessibility
// and SEO must be 100. Best practices is reported by `BENCH_ONLY=lighthouse npm run bench` with
// performance, not asserted: it scores 96 or 100 depending on whether the signed-out visitor's
// session check (GET /api/session answers 401, which Chrome logs as a console error) lands
// inside Lighthouse's window — a timing. The fix is a session route that answers a visitor
// without an error status.
import { expect, test } from '@playwright/test'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { LIGHTHOUSE_PAGES, runLighthouse, type LighthouseResult } from '../../scripts/lighthouse'

const PAGES = resolve(import.meta.dirname, '../../dist/web/pages')
const built = LIGHTHOUSE_PAGES.filter((path) =>
  existsSync(`${PAGES}${path === '/' ? '/index' : path}.html`),
)

let results: LighthouseResult[] = []

test.describe.configure({ mode: 'serial' })

test('accessibility and SEO score 100 on every page', async ({ baseURL }) => {
  test.setTimeout(15 * 60_000)
  expect(built).toEqual(expect.arrayContaining(['/', '/pricing', '/de', '/tr']))
  results = await runLighthouse(
    built.map((path) => `${baseURL}${path}`),
    ['accessibility', 'best-practices', 'seo'],
  )
  const below = results.flatMap((result) =>
    (['accessibility', 'seo'] as const)
      .filter((category) => result.scores[category] < 100)
      .map((category) => ({
        url: result.url,
        category,
        score: result.scores[category],
        failed: result.failed.filter((audit) => audit.category === category),
      })),
  )
  expect(below).toEqual([])
})
