// The Chromium pool itself: one browser reused, started again after it dies, a timeout that
// frees the page, a bounded queue, a clear error without Chromium or without the print page, and
// nothing left running after close().
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { describe, expect, it } from 'vitest'
import { TEST_CHROMIUM_PATH } from '../../../tests/support/print-bundle'
import { printBundleDir } from '../../../tests/support/provided'
import { createPdfRenderer, PdfRenderError, type PdfRenderer } from './renderer'

const request = () => ({ resume: completeResume(), adjust: false })
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-'

function pool(options: Partial<Parameters<typeof createPdfRenderer>[0]> = {}): PdfRenderer {
  return createPdfRenderer({
    bundleDir: printBundleDir(),
    chromiumPath: TEST_CHROMIUM_PATH,
    concurrency: 1,
    ...options,
  })
}

describe('the PDF renderer pool', () => {
  it('starts Chromium again when it died, and closes it on close()', async () => {
    const renderer = pool()
    try {
      // The browser goes away in the middle of a resume, as a crash would take it.
      const crashed = renderer.render(request(), {
        inspect: async (page) => {
          await page.context().browser()?.close()
        },
      })
      await expect(crashed).rejects.toBeInstanceOf(PdfRenderError)
      expect(isPdf((await renderer.render(request())).pdf)).toBe(true)
    } finally {
      await renderer.close()
    }
    await expect(renderer.render(request())).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('gives up a resume that takes too long and prints the next one on a fresh page', async () => {
    const renderer = pool({ timeoutMs: 5_000 })
    try {
      const stuck = renderer.render(request(), { inspect: (page) => page.waitForTimeout(8_000) })
      await expect(stuck).rejects.toMatchObject({ code: 'timeout' })
      expect(isPdf((await renderer.render(request())).pdf)).toBe(true)
    } finally {
      await renderer.close()
    }
  })

  it('queues resumes beyond its pages and refuses more than the queue holds', async () => {
    const renderer = pool({ maxQueue: 1 })
    try {
      const slow = {
        inspect: (page: { waitForTimeout(ms: number): Promise<void> }) => page.waitForTimeout(300),
      }
      const first = renderer.render(request(), slow)
      const second = renderer.render(request())
      const third = renderer.render(request())
      await expect(third).rejects.toMatchObject({ code: 'busy' })
      const results = await Promise.all([first, second])
      expect(results.every((result) => isPdf(result.pdf))).toBe(true)
    } finally {
      await renderer.close()
    }
  })

  it('says clearly when Chromium or the print page is missing', async () => {
    const noChromium = pool({ chromiumPath: '/nonexistent/chromium' })
    const error = await noChromium.render(request()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PdfRenderError)
    expect(error).toMatchObject({ code: 'unavailable' })
    expect((error as Error).message).toContain('set CHROMIUM_PATH')
    const noBundle = pool({ bundleDir: '/nonexistent/dist' })
    await expect(noBundle.render(request())).rejects.toThrow(
      'The print page is not built: /nonexistent/dist/print.html is missing. Run npm run build:web first.',
    )
  })
})
