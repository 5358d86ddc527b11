// Questions that expand and collapse (native <details>: keyboard and screen readers for free).
import type { FaqEntry } from './faq'

export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <details key={entry.id} className="faq-list__item" data-faq={entry.id}>
          <summary className="faq-list__question">{entry.question}</summary>
          <p className="faq-list__answer">{entry.answer}</p>
        </details>
      ))}
    </div>
  )
}
