// Renders its children once the placeholder comes near the viewport: the home page's demo and
// showcase (templates, fonts, the evaluation engine) then load only for visitors who scroll to
// them, and never as part of the first load. Without IntersectionObserver (old browsers,
// jsdom) the children render at once.
import { useEffect, useRef, useState, type ReactNode } from 'react'

export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined')
  const anchor = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (visible || !anchor.current) return
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
