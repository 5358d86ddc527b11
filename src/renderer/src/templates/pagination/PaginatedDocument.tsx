// A template laid out on A4 pages. The editor's preview and the PDF print route render this same
// component, so the pages break at the same places on screen and on paper. It knows nothing of
// the editor: give it a resume, get pages.
import type { Resume } from '@shared/resume'
import {
  createElement,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactElement,
} from 'react'
import { loadResumeFonts, type TemplateProps } from '../fonts'
import { templateComponent } from '../registry'
import { usePagination } from './usePagination'

export interface PaginatedDocumentProps {
  resume: Resume
  /** One tall page without breaks (spec 000 §2 "adjust flag"). */
  adjust?: boolean
  /** Overrides the resume's own template (e.g. a picker's thumbnail). */
  template?: ComponentType<TemplateProps>
  /** Called with the page count after every pagination that changes it. */
  onPages?(pages: number): void
  /**
   * What to lay out instead of a template of the resume: a cover letter in the resume's look
   * (issue 19.1). Its root is a TemplatePage like any template's; `resume` still decides the
   * fonts that are loaded.
   */
  content?: ReactElement
}

/**
 * Renders `<div class="paginated-document" data-pages="N" data-pagination="ready|pending">`
 * around the template's root. The print route waits for `data-pagination="ready"` (fonts loaded,
 * breaks computed) and prints with `@page { size: A4; margin: 0 }`.
 */
export function PaginatedDocument({
  resume,
  adjust = false,
  template,
  onPages,
  content,
}: PaginatedDocumentProps) {
  const container = useRef<HTMLDivElement>(null)
  // The same element for the same resume lets React skip the template when only the page count
  // changed.
  const page = useMemo(
    () =>
      content ?? createElement(template ?? templateComponent(resume.selectedTemplate), { resume }),
    [content, template, resume],
  )
  const language = resume.resumeLanguage
  const loadFonts = useCallback(() => loadResumeFonts(language), [language])
  const { pages, ready } = usePagination(container, page, loadFonts, adjust)

  // Before paint, so the frame around the document never shows a stale page count.
  useLayoutEffect(() => {
    onPages?.(pages)
  }, [onPages, pages])

  return (
    <div
      ref={container}
      className="paginated-document"
      data-pages={pages}
      data-pagination={ready ? 'ready' : 'pending'}
    >
      {page}
    </div>
  )
}
