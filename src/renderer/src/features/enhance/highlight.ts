// Marking what the user must look at in an AI suggestion, in its HTML: the facts the fact guard
// found new (flagged, not applicable until confirmed) and the placeholders the offline engine
// leaves where a number would help ("[number or %]"). Only text between tags is touched, so tags
// and attributes stay as they are. The marks are for display only: the stored field never holds
// them (sanitizeRichText allows no <mark>, no style and no class; spec 000 §5 "highlight
// colours stripped before saving").
const TAG = /(<[^>]*>)/
/** A placeholder the engines write where the user must put a real figure. */
export const PLACEHOLDER_PATTERN = /\[[^\]<>[]{1,40}\]/g

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The placeholders in a suggestion, in order of appearance, each once. */
export function placeholdersIn(html: string): string[] {
  return [...new Set(html.match(PLACEHOLDER_PATTERN) ?? [])]
}

/**
 * Wraps each new fact and each placeholder in <mark> (class "ai-mark--fact" or
 * "ai-mark--placeholder"). Facts are matched case-insensitively as the guard printed them, also
 * in their HTML-escaped form.
 */
export function markSuggestion(html: string, facts: readonly string[]): string {
  const patterns = facts
    .filter((fact) => fact.trim() !== '')
    .sort((a, b) => b.length - a.length)
    .flatMap((fact) => [...new Set([fact, escapeHtml(fact)])].map(escapeRegExp))
  const factPattern = patterns.length > 0 ? new RegExp(`(${patterns.join('|')})`, 'gi') : null
  return html
    .split(TAG)
    .map((part) => {
      if (part.startsWith('<')) return part
      let text = part
      if (factPattern)
        text = text.replace(factPattern, '<mark class="ai-mark ai-mark--fact">$1</mark>')
      return text.replace(
        PLACEHOLDER_PATTERN,
        (placeholder) => `<mark class="ai-mark ai-mark--placeholder">${placeholder}</mark>`,
      )
    })
    .join('')
}
