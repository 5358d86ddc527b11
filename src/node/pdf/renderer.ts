// Prints resumes to PDF in headless Chromium through the print page (src/renderer/print.html),
// the same page the desktop app prints from. One browser, a few warm pages that keep the print
// page (and the fonts it has loaded) open between resumes, a bounded queue and a timeout per
// resume. The browser starts on first use, is started again if it dies, and closes with close().
// Used by the cloud's POST /api/export/pdf, by `cv export` and by the export bench.
import { existsSync } from 'node:fs'
import {
  PRINT_API_GLOBAL,
  printAuthor,
  type PrintApi,
  type PrintLayout,
  type PrintRequest,
} from '@shared/export'
import { countPdfPages, finishPdf } from './pdf-info'
import { normalizeResume } from '@shared/resume'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { assertBundle, PRINT_URL, serveBundle } from './bundle'

export type PdfRenderErrorCode = 'unavailable' | 'busy' | 'timeout' | 'failed'

export class PdfRenderError extends Error {
  constructor(
    readonly code: PdfRenderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'PdfRenderError'
  }
}

/** The flags every headless Chromium of Vitae runs with (containers, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
]

export interface PdfRendererOptions {
  /** A renderer build holding print.html: dist/web. */
  bundleDir: string
  chromiumPath: string
  /** Pages printing at the same time. */
  concurrency?: number
  /** Resumes allowed to wait for a page; more are refused as busy. */
  maxQueue?: number
  /** Longest a single resume may take, from getting a page to having the PDF. */
  timeoutMs?: number
  /** A page is replaced after this many resumes, so a slow leak never grows. */
  pageReuseLimit?: number
}

export interface RenderedPdf {
  pdf: Uint8Array
  layout: PrintLayout
}

export interface RenderOptions {
  /** Looks at the laid-out print page before it is printed (tests compare it with the PDF). */
  inspect?: (page: Page) => Promise<void>
}

export interface PdfRenderer {
  render(request: PrintRequest, options?: RenderOptions): Promise<RenderedPdf>
  /** Starts Chromium and opens the pages now rather than on the first resume. */
  warmUp(): Promise<void>
  close(): Promise<void>
}

interface PooledPage {
  page: Page
  uses: number
}

/** The print page's global scope, as the functions evaluated in it see it. */
type PrintGlobal = Record<string, PrintApi | undefined>

export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const concurrency = options.concurrency ?? 2
  const maxQueue = options.maxQueue ?? 32
  const timeoutMs = options.timeoutMs ?? 30_000
  const pageReuseLimit = options.pageReuseLimit ?? 200

  let browser: Promise<{ browser: Browser; context: BrowserContext }> | null = null
  const idle: PooledPage[] = []
  let busy = 0
  const waiting: ((page: PooledPage | Error) => void)[] = []
  let closed = false

  function launch() {
    browser ??= (async () => {
      try {
        assertBundle(options.bundleDir)
      } catch (error) {
        throw new PdfRenderError('unavailable', firstLine(error), { cause: error })
      }
      if (!existsSync(options.chromiumPath)) {
        throw new PdfRenderError(
          'unavailable',
          `Chromium is not installed at ${options.chromiumPath}; set CHROMIUM_PATH to a Chromium or Chrome executable.`,
        )
      }
      let started: Browser
      try {
        // Loaded on the first print: Playwright's driver takes half a second of start-up, which
        // the cloud and every CLI command but export would otherwise pay for nothing.
        const { chromium } = await import('playwright-core')
        started = await chromium.launch({
          executablePath: options.chromiumPath,
          args: CHROMIUM_ARGS,
          headless: true,
        })
      } catch (error) {
        throw new PdfRenderError(
          'unavailable',
          `Chromium at ${options.chromiumPath} could not start: ${firstLine(error)}`,
          { cause: error },
        )
      }
      // A crashed or killed browser: forget it and its pages; the next resume starts a new one.
      started.on('disconnected', () => {
        browser = null
        idle.length = 0
      })
      const context = await started.newContext({ javaScriptEnabled: true, offline: false })
      await serveBundle(context, options.bundleDir)
      return { browser: started, context }
    })().catch((error: unknown) => {
      browser = null
      throw error
    })
    return browser
  }

  async function openPage(): Promise<PooledPage> {
    const { context } = await launch()
    const page = await context.newPage()
    await page.goto(PRINT_URL, { waitUntil: 'load' })
    await page.waitForFunction((name) => name in globalThis, PRINT_API_GLOBAL)
    return { page, uses: 0 }
  }

  async function acquire(): Promise<PooledPage> {
    if (closed) throw new PdfRenderError('unavailable', 'The PDF renderer is shut down.')
    while (idle.length > 0) {
      const pooled = idle.pop()!
      if (!pooled.page.isClosed()) {
        busy++
        return pooled
      }
    }
    if (busy < concurrency) {
      busy++
      try {
        return await openPage()
      } catch (error) {
        busy--
        wakeNext()
        throw error
      }
    }
    if (waiting.length >= maxQueue) {
      throw new PdfRenderError('busy', 'Every PDF renderer is busy; try again in a moment.')
    }
    return new Promise((resolve, reject) => {
      waiting.push((result) => (result instanceof Error ? reject(result) : resolve(result)))
    })
  }

  /** Hands a freed slot to the next waiting resume (with a fresh page when needed). */
  function wakeNext() {
    const next = waiting.shift()
    if (!next) return
    acquire().then(next, (error: unknown) =>
      next(error instanceof Error ? error : new Error(String(error))),
    )
  }

  function release(pooled: PooledPage, healthy: boolean) {
    busy--
    pooled.uses++
    if (healthy && !closed && pooled.uses < pageReuseLimit && !pooled.page.isClosed()) {
      const next = waiting.shift()
      if (next) {
        busy++
        next(pooled)
        return
      }
      idle.push(pooled)
      return
    }
    void pooled.page.close().catch(() => undefined)
    wakeNext()
  }

  async function printOn(
    page: Page,
    request: PrintRequest,
    options: RenderOptions,
  ): Promise<RenderedPdf> {
    const layout = await page.evaluate(
      ([name, payload]) => (globalThis as unknown as PrintGlobal)[name]!.render(payload),
      [PRINT_API_GLOBAL, request] as const,
    )
    await options.inspect?.(page)
    const pdf = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      tagged: true,
      outline: true,
    })
    const { resume } = normalizeResume(request.resume)
    return {
      pdf: await finishPdf(pdf, { title: layout.title, author: printAuthor(resume) }),
      // What Chromium actually printed is the truth, whatever the page estimated.
      layout: { ...layout, pages: countPdfPages(pdf) },
    }
  }

  return {
    async render(request, options = {}) {
      const pooled = await acquire()
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new PdfRenderError(
                'timeout',
                `The resume did not finish printing within ${timeoutMs / 1000} s.`,
              ),
            ),
          timeoutMs,
        )
      })
      try {
        const result = await Promise.race([printOn(pooled.page, request, options), timeout])
        release(pooled, true)
        return result
      } catch (error) {
        // The page may be stuck or half-drawn: never reuse it.
        release(pooled, false)
        if (error instanceof PdfRenderError) throw error
        throw new PdfRenderError('failed', `Printing the resume failed: ${firstLine(error)}`, {
          cause: error,
        })
      } finally {
        clearTimeout(timer)
      }
    },
    async warmUp() {
      const pooled = await acquire()
      release(pooled, true)
    },
    async close() {
      closed = true
      for (const wake of waiting.splice(0))
        wake(new PdfRenderError('unavailable', 'The PDF renderer is shut down.'))
      idle.length = 0
      const running = browser
      browser = null
      if (running) await (await running.catch(() => null))?.browser.close()
    },
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0] ?? message
}
