import type { ReactNode } from 'react'

/** A titled block of the Business template; callers leave it out when it has nothing to show. */
export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section className="business__section" data-section={id}>
      <h3 className="business__section-title">{title}</h3>
      {children}
    </section>
  )
}

/** One entry: a bold title with its dates on the same line, a subtitle, then free content. */
export function Entry({
  title,
  dates,
  subtitle,
  children,
}: {
  title: string
  dates: string
  subtitle: string
  children?: ReactNode
}) {
  return (
    <div className="business__entry">
      {(title || dates) && (
        <div className="business__entry-head">
          {title && <h4 className="business__entry-title">{title}</h4>}
          {dates && <span className="business__entry-dates">{dates}</span>}
        </div>
      )}
      {subtitle && <p className="business__entry-subtitle">{subtitle}</p>}
      {children}
    </div>
  )
}
