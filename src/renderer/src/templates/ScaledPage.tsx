// An A4 page (794 × 1123 CSS px) drawn at the width of its container. The resume is laid out at
// full page size and scaled as a whole, so the preview looks exactly like the printed page.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import './page.css'

export const PAGE_WIDTH = 794
export const PAGE_HEIGHT = 1123

interface ScaledPageProps {
  children: ReactNode
  /** Show only the first page (library thumbnails); otherwise every page, one below the other. */
  firstPageOnly?: boolean
  label?: string
}

export function ScaledPage({ children, firstPageOnly = false, label }: ScaledPageProps) {
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
      setContentHeight(Math.max(PAGE_HEIGHT, contentElement.offsetHeight))
    })
    observer.observe(frameElement)
    observer.observe(contentElement)
    return () => observer.disconnect()
  }, [])

  const pages = firstPageOnly ? 1 : Math.ceil(contentHeight / PAGE_HEIGHT)
  const height = (firstPageOnly ? PAGE_HEIGHT : pages * PAGE_HEIGHT) * scale

  return (
    <div
      ref={frame}
      className="scaled-page"
      style={{ height }}
      role={label ? 'region' : undefined}
      aria-label={label}
    >
      <div
        className={
          firstPageOnly ? 'scaled-page__paper' : 'scaled-page__paper scaled-page__paper--guides'
        }
        style={{
          width: PAGE_WIDTH,
          minHeight: pages * PAGE_HEIGHT,
          transform: `scale(${scale})`,
        }}
      >
        <div ref={content}>{children}</div>
      </div>
    </div>
  )
}
