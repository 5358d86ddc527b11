// A real renderer (system Chromium, one page at a time) on the Chromium project's print bundle
// (print-bundle.setup.ts), started before the calling test file's tests and closed after them.
import { createPdfRenderer, type PdfRenderer } from '@node/pdf/renderer'
import { afterAll, beforeAll } from 'vitest'
import { TEST_CHROMIUM_PATH } from './print-bundle'
import { printBundleDir } from './provided'

export function usePrintRenderer(): Pick<PdfRenderer, 'render'> {
  let renderer: PdfRenderer | undefined
  beforeAll(() => {
    renderer = createPdfRenderer({
      bundleDir: printBundleDir(),
      chromiumPath: TEST_CHROMIUM_PATH,
      concurrency: 1,
    })
  })
  afterAll(async () => {
    await renderer?.close()
  })
  return {
    render: (...args) => {
      if (!renderer) throw new Error('usePrintRenderer: render() is only ready inside tests')
      return renderer.render(...args)
    },
  }
}
