// Renders its children once the placeholder comes near the viewport: the home page's demo and
// showcase (templates, fonts, the evaluation engine) then load only for visitors who scroll to
// them, and never as part of the first load. Without IntersectionObserver (old browsers,
// jsdom) the children render right after the first render. The first render is always the
// placeholder, so the prerendered home page (built without a viewport) and the browser's first
// pass agree.
import { useEffect, useRef, useState, type ReactNode } from 'react'

export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const [visible, setVisible] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (visible || !anchor.current) return
    if (typeof IntersectionObserver === 'undefined') {
      const show = setTimeout(() => setVisible(true))
      return () => clearTimeout(show)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(anchor.current)
    return () => observer.disconnect()
  }, [visible])

  if (visible) return <>{children}</>
  return <div ref={anchor} style={{ minHeight }} aria-hidden="true" />
}
