// A4 pages drawn at the width of their container. The resume is laid out at full page size and
// scaled as a whole (spec 000 §9: a 794 px basis), so the preview looks exactly like the paper.
// The pages are one document: a bar drawn over each page boundary shows the gap between sheets,
// so full-height sidebars stay continuous and the paginator's breaks fall inside the bars.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { PAGE_HEIGHT, PAGE_MARGIN_BOTTOM, PAGE_WIDTH } from './pagination/geometry'
import './page.css'

export { PAGE_HEIGHT, PAGE_WIDTH }

/** Height of the gap bar in page px: it covers only the free bands either side of a break. */
const GAP = Math.min(24, PAGE_MARGIN_BOTTOM)

interface ScaledPageProps {
  children: ReactNode
  /** Show only the first page (library and picker thumbnails); otherwise every page. */
  firstPageOnly?: boolean
  /** Page count from the paginator; without it the pages are counted from the content height. */
  pages?: number
  label?: string
}

export function ScaledPage({ children, firstPageOnly = false, pages, label }: ScaledPageProps) {
  const frame = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(1)
  const [contentHeight, setContentHeight] = useState(PAGE_HEIGHT)

  useLayoutEffect(() => {
    const frameElement = frame.current
    const contentElement = content.current
    // jsdom and very old browsers have no ResizeObserver; the page is then shown unscaled.
    if (!frameElement || !contentElement || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const width = frameElement.clientWidth
      if (width > 0) setScale(width / PAGE_WIDTH)
      // The content wrapper has no minimum height, so it can shrink again when text is removed.
      setContentHeight(contentElement.offsetHeight)
    })
    observer.observe(frameElement)
    observer.observe(contentElement)
    return () => observer.disconnect()
  }, [])

  const count = firstPageOnly
    ? 1
    : (pages ?? Math.max(1, Math.ceil((contentHeight - 1) / PAGE_HEIGHT)))
  const paperHeight = count * PAGE_HEIGHT

  return (
    <div
      ref={frame}
      className="scaled-page"
      style={{ height: paperHeight * scale }}
      role={label ? 'region' : undefined}
      aria-label={label}
      data-pages={count}
    >
      <div
        className="scaled-page__paper"
        style={{ width: PAGE_WIDTH, height: paperHeight, transform: `scale(${scale})` }}
      >
        <div ref={content}>{children}</div>
        {Array.from({ length: count - 1 }, (_, index) => (
          <div
            key={index}
            className="scaled-page__gap"
            aria-hidden="true"
            style={{ top: (index + 1) * PAGE_HEIGHT - GAP / 2, height: GAP }}
          />
        ))}
      </div>
    </div>
  )
}
