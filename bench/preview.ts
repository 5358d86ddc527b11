// The preview's update time for one keystroke (issue 3 point 8): a production build of the real
// PreviewPane (src/renderer/bench/preview.html) in Chromium, a full two-page resume, and the
// summary typed into one key at a time. Each keystroke is timed from its input event to the
// preview's DOM change (render, commit, pagination) and to the end of the next painted frame.
// Chromium runs without vsync and frame-rate limit, so a frame is drawn as soon as it is due and
// the figure is the work done, not the wait for the display's next refresh.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium, type Browser } from 'playwright-core'
import { build, preview, type InlineConfig, type PreviewServer } from 'vite'
import { CHROMIUM_ARGS } from '@node/pdf/renderer'
import { woff2Only } from '../scripts/vite-woff2-only'
import { benchResume } from './fixtures'

export interface PreviewRow {
  name: string
  value: number
  unit: string
}

const ROOT = resolve(import.meta.dirname, '..')
const KEYSTROKES = 200
const WARM_UP = 20
/** The whole bench gives up after this, whatever hangs. */
const TIME_LIMIT_MS = 240_000
const TEXT =
  'Data engineer who turns messy event streams into reliable, well-documented tables that analysts trust. '

interface Sample {
  commit: number
  frame: number
}

/** What the harness page exposes (the bench runs under Node's types, without the DOM's). */
interface HarnessGlobal {
  vitaeBench?: { load(resume: unknown): void; samples: Sample[]; pages(): number }
}
// Functions given to page.evaluate run in the page, so each reaches the harness itself.

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN
}

async function buildHarness(outDir: string): Promise<PreviewServer> {
  const config: InlineConfig = {
    configFile: false,
    root: resolve(ROOT, 'src/renderer'),
    plugins: [react(), woff2Only()],
    logLevel: 'error',
    resolve: {
      alias: {
        '@shared': resolve(ROOT, 'src/shared'),
        '@platform': resolve(ROOT, 'src/renderer/src/platform/web.ts'),
      },
    },
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: resolve(ROOT, 'src/renderer/bench/preview.html') },
    },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  }
  await build(config)
  return preview(config)
}

async function typeAndTime(browser: Browser, url: string): Promise<PreviewRow[]> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
  await page.goto(url)
  await page.waitForFunction(() => 'vitaeBench' in globalThis)
  await page.evaluate(
    (resume) => (globalThis as HarnessGlobal).vitaeBench?.load(resume),
    // The default template; the bench resume fills two pages in it.
    { ...benchResume(), selectedTemplate: 'Business' },
  )
  await page.waitForSelector('[data-pagination="ready"]')
  const pages = await page.evaluate(() => (globalThis as HarnessGlobal).vitaeBench?.pages() ?? 0)
  await page.focus('#summary')
  for (let i = 0; i < KEYSTROKES + WARM_UP; i++) {
    const key = TEXT[i % TEXT.length] ?? 'a'
    await page.keyboard.press(key === ' ' ? 'Space' : key)
    await page.waitForFunction(
      (count) => ((globalThis as HarnessGlobal).vitaeBench?.samples.length ?? 0) >= count,
      i + 1,
      {
        polling: 'raf',
        timeout: 10_000,
      },
    )
  }
  const samples = (
    await page.evaluate(() => (globalThis as HarnessGlobal).vitaeBench?.samples ?? [])
  ).slice(WARM_UP)
  const pagesAfter = await page.evaluate(
    () => (globalThis as HarnessGlobal).vitaeBench?.pages() ?? 0,
  )
  const frame = samples.map((sample) => sample.frame)
  const commit = samples.map((sample) => sample.commit)
  return [
    { name: `preview keystroke→frame median (target < 16)`, value: median(frame), unit: 'ms' },
    { name: `preview keystroke→frame p95`, value: p95(frame), unit: 'ms' },
    { name: `preview keystroke→commit median`, value: median(commit), unit: 'ms' },
    { name: 'preview pages before typing', value: pages, unit: 'pages' },
    { name: 'preview pages after typing', value: pagesAfter, unit: 'pages' },
  ]
}

/** Rows for bench/run.ts; empty (with a message) when Chromium is missing. */
export async function benchPreview(): Promise<PreviewRow[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'vitae-bench-preview-'))
  let server: PreviewServer | undefined
  let browser: Browser | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    server = await buildHarness(outDir)
    const url = `${server.resolvedUrls?.local[0] ?? ''}bench/preview.html`
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
    })
    const launched = browser
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the preview bench took longer than ${TIME_LIMIT_MS / 1000} s`)),
        TIME_LIMIT_MS,
      )
    })
    return await Promise.race([typeAndTime(launched, url), limit])
  } catch (error) {
    console.error('preview bench skipped:', error instanceof Error ? error.message : error)
    return []
  } finally {
    clearTimeout(timer)
    await browser?.close()
    await server?.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}
