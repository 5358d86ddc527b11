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
          {/* Isolated, so a number or e-mail keeps its order in a right-to-left line; an
              e-mail, web address or phone number never wraps (ContactValue). */}
          <ContactValue value={value.trim()} />
        </span>
      ))}
    </p>
  )
}

/**
 * A date range as "start – end" with each date isolated, so the range reads start first in
 * both directions (in Arabic the start stands on the right). Only present dates are shown, and
 * the dash only between two of them.
 */
export function DateRange({
  start,
  end,
  className,
}: {
  start: string
  end: string
  className?: string
}) {
  const dates = [start, end].filter(isPresent)
  if (dates.length === 0) return null
  return (
    <span className={className}>
      {dates.map((date, index) => (
        <span key={index}>
          {index > 0 && <span className="resume-separator">{' – '}</span>}
          <bdi>{date.trim()}</bdi>
        </span>
      ))}
    </span>
  )
}

/** An e-mail address, a web address or a phone number: one token for whoever reads the PDF. */
export function isContactToken(value: string): boolean {
  const text = value.trim()
  return (
    /^\S+@\S+$/.test(text) ||
    /^(?:https?:\/\/|www\.)\S+$/i.test(text) ||
    /^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/.test(text) ||
    /^\+?[\d\s()./-]{6,}$/.test(text)
  )
}

/**
 * Characters of a contact token that the narrowest contact column holds at the body size (Bebek's
 * side column: about 22 characters of a sans-serif e-mail; a longer token prints smaller).
 */
export const CONTACT_TOKEN_FIT = 22

/**
 * A contact value isolated from the line's direction (a phone number or e-mail keeps its order
 * on a right-to-left page). An e-mail, web address or phone number never wraps: a wrapped one
 * reads back from the PDF as two tokens ("name@" / "example.com"), which applicant-tracking
 * systems do not join (issue 14). A long one is printed smaller instead, down to half size.
 */
export function ContactValue({ value }: { value: string }) {
  if (!isContactToken(value)) return <bdi>{value}</bdi>
  const length = value.trim().length
  const scale = length > CONTACT_TOKEN_FIT ? Math.max(0.5, CONTACT_TOKEN_FIT / length) : 1
  return (
    <bdi
      className="cv-contact-token"
      style={{
        whiteSpace: 'nowrap',
        ...(scale < 1 ? { fontSize: `${Math.floor(scale * 100) / 100}em` } : {}),
      }}
    >
      {value}
    </bdi>
  )
}
