// Renders one resume into the print page and resolves once it is ready to print: the template
// is laid out, every font it uses has loaded, links are clickable and the page size is set.
import {
  A4_HEIGHT_PX,
  A4_WIDTH_PX,
  printTitle,
  type PrintLayout,
  type PrintRequest,
} from '@shared/export'
import { normalizeResume, resumeLanguage } from '@shared/resume'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { templateComponent } from '../templates/registry'
import { linkifyElement } from './links'
import { applyPageSize, pageSizeRule } from './page-size'

let root: Root | null = null

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

export async function renderForPrint(
  container: HTMLElement,
  request: PrintRequest,
): Promise<PrintLayout> {
  // The request crosses a process boundary (IPC, CDP, postMessage): repair it like any input.
  const { resume } = normalizeResume(request.resume)
  const adjust = request.adjust === true
  const document = container.ownerDocument
  const title = printTitle(resume)
  document.title = title
  document.documentElement.lang = resume.resumeLanguage
  document.documentElement.dir = resumeLanguage(resume.resumeLanguage).dir

  // A fresh root per request: the previous resume's DOM was changed by linkify, which React
  // must never have to reconcile.
  root?.unmount()
  container.replaceChildren()
  root = createRoot(container)
  const Template = templateComponent(resume.selectedTemplate)
  flushSync(() => {
    root?.render(
      <div className="print-document print-document--flow">
        <Template resume={resume} />
      </div>,
    )
  })
  linkifyElement(container)
  await document.fonts.ready
  // Fonts that finished loading change line heights: measure after the next layout.
  await nextFrame()

  const height = container.getBoundingClientRect().height
  applyPageSize(document, pageSizeRule(adjust ? 'adjust' : 'flow', height))
  const pages = adjust ? 1 : Math.max(1, Math.ceil((height - 0.5) / A4_HEIGHT_PX))
  return {
    pages,
    pageWidthPx: A4_WIDTH_PX,
    pageHeightPx: adjust ? Math.max(A4_HEIGHT_PX, Math.ceil(height)) : A4_HEIGHT_PX,
    title,
    breaks: [],
  }
}
