// Renders one resume into the print page and resolves once it is ready to print: the template
// is laid out by the same PaginatedDocument the editor's preview shows (so Chromium's page
// breaks fall exactly where the preview's do), every font it uses has loaded, links are
// clickable and the page size is set.
import {
  A4_HEIGHT_PX,
  A4_WIDTH_PX,
  printTitle,
  type PrintLayout,
  type PrintRequest,
} from '@shared/export'
import { coverLetterTitle, normalizeCoverLetter } from '@shared/cover-letter/model'
import { normalizeResume, resumeLanguage } from '@shared/resume'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { CoverLetterDocument } from '../templates/cover-letter/CoverLetterDocument'
import { PaginatedDocument } from '../templates/pagination'
import { linkifyElement } from './links'
import { applyPageSize, pageSizeRule } from './page-size'

/** Longest the print page waits for fonts and pagination before printing what it has. */
const READY_TIMEOUT_MS = 15_000

let root: Root | null = null

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

/** Resolves when PaginatedDocument reports that fonts loaded and the breaks are final. */
function paginationReady(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const isReady = () =>
      container.querySelector('.paginated-document')?.getAttribute('data-pagination') === 'ready'
    if (isReady()) return resolve()
    const observer = new MutationObserver(() => {
      if (!isReady()) return
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    })
    const timer = setTimeout(() => {
      observer.disconnect()
      resolve()
    }, READY_TIMEOUT_MS)
    observer.observe(container, { attributes: true, subtree: true })
  })
}

export async function renderForPrint(
  container: HTMLElement,
  request: PrintRequest,
): Promise<PrintLayout> {
  // The request crosses a process boundary (IPC, CDP, a frame): repair it like any input.
  const { resume } = normalizeResume(request.resume)
  // A cover letter (issue 19.1) prints on this same page, in its resume's look.
  const letter =
    request.coverLetter === undefined
      ? null
      : normalizeCoverLetter(request.coverLetter, resume.resumeLanguage).letter
  const adjust = request.adjust === true && letter === null
  const document = container.ownerDocument
  const title = letter ? coverLetterTitle(letter, printTitle(resume)) : printTitle(resume)
  const language = letter?.language ?? resume.resumeLanguage
  document.title = title
  document.documentElement.lang = language
  document.documentElement.dir = resumeLanguage(language).dir

  // A fresh root per request: the previous resume's DOM was changed by linkify, which React
  // must never have to reconcile.
  root?.unmount()
  container.replaceChildren()
  root = createRoot(container)
  const content = letter ? <CoverLetterDocument resume={resume} letter={letter} /> : undefined
  flushSync(() =>
    root?.render(
      <PaginatedDocument
        resume={letter ? { ...resume, resumeLanguage: letter.language } : resume}
        adjust={adjust}
        content={content}
      />,
    ),
  )
  // Links wrap text in place and inherit its look, so they change no line and no break.
  linkifyElement(container)
  await document.fonts.ready
  await paginationReady(container)
  // The pushes of the last pagination are painted in the next frame.
  await nextFrame()

  const height = container.getBoundingClientRect().height
  applyPageSize(document, pageSizeRule(adjust ? 'adjust' : 'paginated', height))
  const paginated = container.querySelector('.paginated-document')
  const pages = adjust ? 1 : Number(paginated?.getAttribute('data-pages')) || 1
  return {
    pages,
    pageWidthPx: A4_WIDTH_PX,
    pageHeightPx: adjust ? Math.max(A4_HEIGHT_PX, Math.ceil(height)) : A4_HEIGHT_PX,
    title,
  }
}
