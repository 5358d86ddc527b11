// Accessibility of every public page (issue 17 point 6): axe-core finds no serious or critical
// violation on any public route of the route table, in English, German and Turkish, as the
// browser shows it after the app has started; and none on the loading page the HTML shows
// while the app's code is still on its way.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ROUTE_TABLE } from '../../src/renderer/src/routes/route-table'

// Routes with a parameter (a shared resume's /r/:slug) need a real value: not here.
const PUBLIC_PATHS = ROUTE_TABLE.filter(
  (route) => route.access === 'public' && !route.path.includes(':'),
).flatMap((route) =>
  ['', '/de', '/tr'].map((prefix) => `${prefix}${route.path}`.replace(/(.)\/$/, '$1') || '/'),
)

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

for (const path of PUBLIC_PATHS) {
  test(`${path}: no serious or critical axe violation`, async ({ page }) => {
    await page.goto(path)
    // The app has started and the screen is there (the session check answered).
    await expect(page.locator('main#main')).toBeVisible()
    await expect(page.locator('.site-header button:disabled')).toHaveCount(0)
    await expect(page.locator('main#main h1').first()).toBeVisible()
    // Entrance animations (the about page's hero fades in) finished: contrast is measured on
    // what stays on screen, not on a text half faded in.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    )
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the loading page: no serious or critical axe violation', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined)
  await page.goto('/library', { waitUntil: 'commit' })
  await expect(page.locator('#boot-tip')).not.toBeEmpty()
  // It fades in after a second (a fast load never shows it); contrast counts once it is there.
  await expect(page.locator('#boot')).toHaveCSS('opacity', '1')
  expect(await seriousViolations(page)).toEqual([])
})
