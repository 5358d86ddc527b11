// The print page, built from the current sources for tests that print real PDFs. Each test file
// builds its own copy in a temp folder (a few seconds), so files running in parallel never race
// on one output folder and a stale dist/web never hides a change.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll } from 'vitest'
import { createPdfRenderer, type PdfRenderer } from '@node/pdf/renderer'

const ROOT = resolve(import.meta.dirname, '../..')

export interface PrintBundle {
  dir: string
  remove(): void
}

export async function buildPrintBundle(): Promise<PrintBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-print-bundle-'))
  await build({
    configFile: join(ROOT, 'vite.web.config.ts'),
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The Chromium the tests print with (CI installs it; see README "Prerequisites"). */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * A real renderer (system Chromium, one page at a time) on a print bundle of its own, set up
 * before the calling test file's tests and closed after them.
 */
export function usePrintRenderer(): Pick<PdfRenderer, 'render'> {
  let bundle: PrintBundle | undefined
  let renderer: PdfRenderer | undefined
  beforeAll(async () => {
    bundle = await buildPrintBundle()
    renderer = createPdfRenderer({
      bundleDir: bundle.dir,
      chromiumPath: TEST_CHROMIUM_PATH,
      concurrency: 1,
    })
  }, 120_000)
  afterAll(async () => {
    await renderer?.close()
    bundle?.remove()
  })
  return {
    render: (...args) => {
      if (!renderer) throw new Error('usePrintRenderer: render() is only ready inside tests')
      return renderer.render(...args)
    },
  }
}
