// Cards three at a time (one on narrow screens), with previous and next buttons and a swipe on
// touch screens: a horizontal move of 50 px or more turns the page (spec 001 §9).
import { useRef, useState, type ReactNode } from 'react'

export const SWIPE_THRESHOLD_PX = 50
export const VISIBLE_CARDS = 3

export interface CarouselLabels {
  previous: string
  next: string
  position: (from: number, to: number, total: number) => string
}

export function Carousel({
  items,
  labels,
}: {
  items: readonly { id: string; content: ReactNode }[]
  labels: CarouselLabels
}) {
  const [start, setStart] = useState(0)
  const touchX = useRef<number | null>(null)
  const last = Math.max(0, items.length - VISIBLE_CARDS)
  const visible = items.slice(start, start + VISIBLE_CARDS)
  const go = (delta: number) => setStart((value) => Math.min(last, Math.max(0, value + delta)))

  return (
    <div
      className="carousel"
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null
      }}
      onTouchEnd={(event) => {
        const from = touchX.current
        const to = event.changedTouches[0]?.clientX
        touchX.current = null
        if (from === null || to === undefined) return
        if (from - to >= SWIPE_THRESHOLD_PX) go(1)
        else if (to - from >= SWIPE_THRESHOLD_PX) go(-1)
      }}
    >
      <button
        type="button"
        className="carousel__button"
        aria-label={labels.previous}
        disabled={start === 0}
        onClick={() => go(-1)}
      >
        ‹
      </button>
      <ul className="carousel__items" aria-live="polite">
        {visible.map((item) => (
          <li key={item.id} className="carousel__item">
            {item.content}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel__button"
        aria-label={labels.next}
        disabled={start >= last}
        onClick={() => go(1)}
      >
        ›
      </button>
      <p className="visually-hidden" aria-live="polite">
        {labels.position(start + 1, start + visible.length, items.length)}
      </p>
    </div>
  )
}
