// The print page, built from the current sources into a temp folder, for what prints real PDFs
// outside `npm start`: the Chromium test project builds it once before its files run
// (print-bundle.setup.ts), the export bench builds its own. A temp folder per build, so runs in
// parallel never race on one output folder and a stale dist/web never hides a change.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'

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
