// The contract of the print route (src/renderer/print.html), the one page every PDF is printed
// from: the desktop's hidden window, the cloud's Chromium pool, `cv export` and the web's
// browser-print fallback all load it, call `window.vitaePrint.render(request)` and print once it
// resolves.
import type { CoverLetter } from '../cover-letter/model'
import type { Resume } from '../resume'

/** Path of the print page inside a renderer build (dist/web, out/renderer). */
export const PRINT_ENTRY = 'print.html'

export interface PrintRequest {
  resume: Resume
  /**
   * A cover letter to print instead of the resume (issue 19.1): the page then shows the letter
   * in `resume`'s look (template, colour, fonts), with the resume's contact as the sender.
   */
  coverLetter?: CoverLetter
  /**
   * Spec 000 §7 "adjust" mode: the whole resume on one tall page instead of A4 pages. The page
   * is as tall as the content (a PDF page can be up to 200 inches tall).
   */
  adjust: boolean
}

/** What the print page reports once the resume is laid out, fonts loaded and pages decided. */
export interface PrintLayout {
  /** Number of A4 pages (1 in adjust mode). */
  pages: number
  /** Width and height of one PDF page, in CSS pixels (A4, or the tall page in adjust mode). */
  pageWidthPx: number
  pageHeightPx: number
  /** The document title (what the PDF's Title metadata becomes). */
  title: string
}

/** What the print page exposes on window once its script has run. */
export interface PrintApi {
  render(request: PrintRequest): Promise<PrintLayout>
}

/** The global name of the print page's API. */
export const PRINT_API_GLOBAL = 'vitaePrint'

/** A4 in CSS pixels at 96 dpi (210 × 297 mm). */
export const A4_WIDTH_PX = (210 / 25.4) * 96
export const A4_HEIGHT_PX = (297 / 25.4) * 96
