// Web weight (issue 11 point 8): what a browser downloads to show each page, from a fresh
// production build of the web app. JS and CSS of the first load, gzipped, against the targets;
// the font stylesheets a page adds for its resume counted apart (the font files themselves load
// only for the characters on the page).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { kb, webWeights } from '../scripts/web-weight'

const ROOT = resolve(import.meta.dirname, '..')

export async function benchWebWeight(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-web-weight-'))
  try {
    await build({
      configFile: join(ROOT, 'vite.web.config.ts'),
      logLevel: 'error',
      build: { outDir: dir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    })
    const line = (page: string, js: string, files: string, fonts: string, target: string) =>
      console.log(
        page.padEnd(38),
        js.padStart(14),
        files.padStart(6),
        fonts.padStart(16),
        ` ${target}`,
      )
    console.log('\nWeb weight: first load of each page, from the built files (gzip, kB = 1000 B)\n')
    line('page', 'JS + CSS (kB)', 'files', 'font CSS (kB)', 'target')
    for (const route of webWeights(dir)) {
      line(
        route.path,
        kb(route.gzipBytes).toFixed(1),
        String(route.files.length),
        kb(route.fontGzipBytes).toFixed(1),
        route.budgetKb === undefined ? '' : `≤ ${route.budgetKb} kB`,
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
