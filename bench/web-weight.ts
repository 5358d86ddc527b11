// Web weight (issue 11 point 8): what a browser downloads to show each page, from a fresh
// production build of the web app. JS and CSS of the first load, gzipped, against the targets;
// the font stylesheets a page adds for its resume counted apart (the font files themselves load
// only for the characters on the page). Then, in the system Chromium against the built cloud,
// everything the home page downloads by itself in its first 10 s without any interaction: the
// code that hydrates it, plus what it fetches when the browser is idle (the sections below the
// three buttons, the sign-in dialog a visitor's next step opens) and the cookie banner after 3 s.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { startBuiltCloud, ROOT as BUILT_ROOT } from './built-cloud'
import { gzipSize, kb, webWeights } from '../scripts/web-weight'

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
  await benchHomeWithoutInteraction()
}

/** Seconds the home page is left alone. */
const UNTOUCHED_S = 10

async function benchHomeWithoutInteraction(): Promise<void> {
  const { url, stop } = await startBuiltCloud()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  })
  try {
    console.log(
      `\nThe home page left alone for ${UNTOUCHED_S} s (a first visit, desktop window): every JS and CSS file it asks for, gzip kB\n`,
    )
    console.log(
      'page'.padEnd(10),
      'to hydrate'.padStart(12),
      'by itself'.padStart(12),
      'files'.padStart(7),
    )
    for (const path of ['/', '/de', '/tr']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      const files = new Set<string>()
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (/^\/assets\/.+\.(js|mjs|css)$/.test(pathname)) files.add(pathname.slice(1))
      })
      await page.goto(`${url}${path}`)
      await page.waitForTimeout(UNTOUCHED_S * 1000)
      await page.close()
      // The stylesheets of the first load come inside the prerendered HTML; the static table
      // counts them, so they are added here as well.
      const route = webWeights(join(BUILT_ROOT, 'dist/web')).find((entry) => entry.path === path)
      for (const file of route?.files ?? []) if (file.endsWith('.css')) files.add(file)
      const total = [...files].reduce(
        (sum, file) => sum + gzipSize(join(BUILT_ROOT, 'dist/web'), file),
        0,
      )
      console.log(
        path.padEnd(10),
        kb(route?.gzipBytes ?? 0)
          .toFixed(1)
          .padStart(12),
        kb(total).toFixed(1).padStart(12),
        String(files.size).padStart(7),
      )
    }
  } finally {
    await browser.close()
    stop()
  }
}
