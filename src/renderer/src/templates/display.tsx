// Display rules every template follows (spec 000 §2 "Preview templates"): an empty field is not
// shown, a separator appears only between two present neighbours, and rich text appears only
// when it holds real text, and only after sanitising.
import { hasRealText, sanitizeRichText } from '@shared/resume'

/** True when a plain value has visible characters. */
export function isPresent(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** The present values joined by the separator; '' when none is present. */
export function joinPresent(values: readonly (string | null | undefined)[], separator: string) {
  return values
    .filter(isPresent)
    .map((value) => value.trim())
    .join(separator)
}

/** "start – end", or whichever of the two exists. */
export function dateRange(start: string, end: string): string {
  return joinPresent([start, end], ' – ')
}

interface RichTextProps {
  html: string
  className?: string
}

/** Sanitised rich text, or nothing when the HTML has no visible text. */
export function RichText({ html, className }: RichTextProps) {
  if (!hasRealText(html)) return null
  // Safe: the HTML has just passed the shared allow-list sanitiser.
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
}

/**
 * A row of values with a separator only between two present ones. The space before the
 * separator does not break, so a wrapped line never starts with a separator.
 */
export function Separated({
  values,
  separator,
  className,
}: {
  values: readonly (string | null | undefined)[]
  separator: string
  className?: string
}) {
  const present = values.filter(isPresent)
  if (present.length === 0) return null
  return (
    <p className={className}>
      {present.map((value, index) => (
        <span key={`${index}-${value}`}>
          {index > 0 && (
            <span className="resume-separator">{separator.replace(/^ /, '\u00a0')}</span>
          )}
          <span>{value.trim()}</span>
        </span>
      ))}
    </p>
  )
}
