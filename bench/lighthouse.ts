// Lighthouse on the public pages (issue 17 point 6): /, /pricing and /faq in en, de and tr, the
// mobile profile, each category beside its target (performance ≥ 95; accessibility, best
// practices and SEO 100). Builds the web app and the cloud as `npm start` does, starts the
// compiled cloud on a free port with a throwaway database, and runs scripts/lighthouse.ts.
//   BENCH_ONLY=lighthouse npm run bench
import { startBuiltCloud } from './built-cloud'
import {
  CATEGORIES,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_TARGETS,
  runLighthouse,
} from '../scripts/lighthouse'

export async function benchLighthouse(): Promise<void> {
  const { url, stop } = await startBuiltCloud()
  try {
    const results = await runLighthouse(LIGHTHOUSE_PAGES.map((path) => `${url}${path}`))
    const line = (...cells: string[]) =>
      console.log(cells[0]!.padEnd(14), ...cells.slice(1).map((cell) => cell.padStart(15)))
    console.log('\nLighthouse (mobile profile), score 0–100\n')
    line('page', ...CATEGORIES)
    line('target', ...CATEGORIES.map((category) => `≥ ${LIGHTHOUSE_TARGETS[category]}`))
    for (const result of results) {
      line(
        new URL(result.url).pathname,
        ...CATEGORIES.map((category) => {
          const score = result.scores[category]
          return `${score}${score < LIGHTHOUSE_TARGETS[category] ? ' ✗' : ''}`
        }),
      )
    }
    const failed = results.flatMap((result) =>
      result.failed.map(
        (audit) => `  ${new URL(result.url).pathname}: ${audit.category} · ${audit.title}`,
      ),
    )
    if (failed.length > 0) console.log(`\nAudits that did not pass:\n${failed.join('\n')}`)
  } finally {
    stop()
  }
}
