// The uploaded PDF drawn page by page on canvases with pdf.js (spec 000 §2 "PDF preview").
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { configuredPdfjs } from './read-pdf'

const PREVIEW_WIDTH = 420
const MAX_PREVIEW_PAGES = 5

export function PdfPreview({ bytes }: { bytes: Uint8Array }) {
  const { t } = useTranslation()
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let cancelled = false
    let task: { destroy(): Promise<void> } | null = null
    const element = holder.current
    void (async () => {
      const pdfjs = await configuredPdfjs()
      if (cancelled) return
      // pdf.js takes ownership of the buffer it is given; hand it a copy.
      const loading = pdfjs.getDocument({ data: bytes.slice() })
      task = loading
      const document = await loading.promise
      if (cancelled || !element) return
      element.replaceChildren()
      for (let number = 1; number <= Math.min(document.numPages, MAX_PREVIEW_PAGES); number++) {
        const page = await document.getPage(number)
        const base = page.getViewport({ scale: 1 })
        const viewport = page.getViewport({ scale: PREVIEW_WIDTH / base.width })
        const canvas = window.document.createElement('canvas')
        canvas.width = Math.floor(viewport.width)
        canvas.height = Math.floor(viewport.height)
        canvas.className = 'eval-preview__page'
        canvas.setAttribute('aria-label', t('evaluationPage.preview.page', { number }))
        const context = canvas.getContext('2d')
        if (!context || cancelled) continue
        element.append(canvas)
        await page.render({ canvas, canvasContext: context, viewport }).promise
      }
    })().catch(() => {
      if (element) element.textContent = t('evaluationPage.preview.failed')
    })
    return () => {
      cancelled = true
      // Frees the document and its worker-side memory when a new file replaces this one.
      void task?.destroy()
    }
  }, [bytes, t])
  return (
    <div ref={holder} className="eval-preview" aria-label={t('evaluationPage.preview.label')} />
  )
}
