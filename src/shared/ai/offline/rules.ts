// The phrase-rewrite machinery of the offline engine: a rule finds a phrase (weak verb, filler,
// slang, negative phrasing) and returns its replacement; the runner keeps sentence case, tidies
// the spaces and commas a deletion leaves behind, and records every change so the suggestion
// can say what it fixed. Rules never add facts: replacements are fixed words or words of the
// line itself.
import type { FixKind } from '../types'

export interface RuleContext {
  language: string
  /** True when the word is in the language's dictionary (always true without one). */
  isWord(word: string): boolean
  /** The tense the field's bullets are written in, so a new verb matches its neighbours. */
  tense: 'past' | 'present'
}

export interface Rule {
  kind: FixKind
  pattern: RegExp
  /** The replacement for the whole match, or null to leave this match alone. */
  replace(match: RegExpExecArray, context: RuleContext): string | null
  /** Called on the text after a deletion at the start of a clause (German verb-second order). */
  afterClauseStartDeletion?: (rest: string) => string
}

export interface Change {
  kind: FixKind
  from: string
  to: string
}

const WORD_START = '(?<![\\p{L}\\p{N}])'
const WORD_END = '(?![\\p{L}\\p{N}])'

/** A case-insensitive whole-word pattern from a regular-expression source. */
export function phrase(source: string): RegExp {
  return new RegExp(`${WORD_START}(?:${source})${WORD_END}`, 'giu')
}

export function upperFirst(text: string, language: string): string {
  // Only a letter that starts the text (after quotes or a bracket): "2022'de" stays as it is.
  const first = /^[\s"“„«(]*\p{L}/u.exec(text)
  if (!first) return text
  const index = first[0].length - 1
  return (
    text.slice(0, index) + text.charAt(index).toLocaleUpperCase(language) + text.slice(index + 1)
  )
}

export function lowerFirst(text: string, language: string): string {
  if (text === '') return text
  return text.charAt(0).toLocaleLowerCase(language) + text.slice(1)
}

/**
 * A clause's subject moved behind the verb: its first word lower-cased unless it is a name, an
 * acronym or a word the dictionary does not know in lower case ("Klaviyo flows" stays).
 */
export function asObject(subject: string, context: RuleContext): string {
  const first = subject.split(/\s+/)[0] ?? ''
  const core = first.replace(/[^\p{L}-]/gu, '')
  const nameLike = /\p{Lu}.*\p{Lu}/u.test(core) || /\d/.test(first)
  if (nameLike || core === '') return subject
  const lower = core.toLocaleLowerCase(context.language)
  const known = lower.split('-').every((part) => part === '' || context.isWord(part))
  return known ? lowerFirst(subject, context.language) : subject
}

/** True when position `index` starts a sentence: the line start or after . ! ? */
export function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index)
  return /^[\s"“„«(]*$/.test(before) || /[.!?…]["”»)]?\s+$/.test(before)
}

/** True when position `index` starts a clause: a sentence start or after ; : – — */
export function atClauseStart(text: string, index: number): boolean {
  return atSentenceStart(text, index) || /(?:[;:]|\s[–—-])\s+$/.test(text.slice(0, index))
}

/** Spaces and punctuation a deletion leaves wrong: doubled spaces, " ,", a leading comma. */
export function tidy(text: string, language = 'en'): string {
  // French sets a space before ; : ! ? (and keeps it).
  const beforePunctuation = language === 'fr' ? /\s+([,.])/g : /\s+([,;:.!?])/g
  return text
    .replace(/\s{2,}/g, ' ')
    .replace(beforePunctuation, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/(^|[.!?;:]\s*),\s*/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .trim()
}

/** Runs the rules over one line, each as often as it matches. */
export function applyRules(
  line: string,
  rules: readonly Rule[],
  context: RuleContext,
): { text: string; changes: Change[] } {
  let text = line
  const changes: Change[] = []
  for (const rule of rules) {
    let from = 0
    for (let guard = 0; guard < 20; guard++) {
      rule.pattern.lastIndex = from
      const match = rule.pattern.exec(text)
      if (!match) break
      const replacement = rule.replace(match, context)
      if (replacement === null || replacement === match[0]) {
        from = match.index + Math.max(1, match[0].length)
        continue
      }
      const capital = /^\p{Lu}/u.test(match[0]) && atSentenceStart(text, match.index)
      const clauseStart = atClauseStart(text, match.index)
      let before = text.slice(0, match.index)
      let after = text.slice(match.index + match[0].length)
      let middle = replacement
      if (middle.trim() === '') {
        after = after.replace(/^\s*,?\s*/, clauseStart ? '' : ' ')
        if (clauseStart && rule.afterClauseStartDeletion)
          after = rule.afterClauseStartDeletion(after)
        if (capital) after = upperFirst(after, context.language)
        else if (clauseStart && /\s$|^$/.test(before) && /^[,]/.test(after)) after = after.slice(1)
        middle = ''
        if (before !== '' && !/\s$/.test(before) && after !== '' && !/^[\s,.;:!?]/.test(after))
          before += ' '
      } else if (capital) {
        middle = upperFirst(middle, context.language)
      }
      const next = tidy(before + middle + after, context.language)
      changes.push({ kind: rule.kind, from: match[0], to: replacement.trim() })
      from = Math.max(0, (before + middle).length - 1)
      text = next
      if (from >= text.length) break
    }
  }
  return { text, changes }
}
