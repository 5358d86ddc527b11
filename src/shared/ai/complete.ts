// Turns what an engine proposes into suggestions the product can show: the reference checked
// (only prose fields may be rewritten, only skills added), the old value taken from the resume
// (never from the engine), the new value made safe HTML in the field's shape, and the fact
// guard's decision attached.
import { LIST_SECTIONS, sanitizeRichText, type Resume } from '@shared/resume'
import { escapeHtml, fieldLines, parseField } from './text/field-text'
import { guardText, type GuardPolicy, type GuardSources } from './guard/guard'
import { withNumbersOf, type FactSource } from './guard/facts'
import { fold } from '@shared/evaluation/text'
import type { EnhancementSuggestion, GuardDecision, RawSuggestion } from './types'

/** Placeholders the user must fill ("[number or %]"): brackets without digits. */
export const PLACEHOLDER = /\[[^\]\d]{1,40}\]/g

/** The current value of a field the guided mode may rewrite, or null when it may not. */
export function fieldValue(
  resume: Resume,
  section: string,
  itemId: string | null,
  field: string,
): string | null {
  if (field !== 'description') return null
  if (section === 'contact')
    return itemId === null || itemId === '' ? resume.contact.description : null
  if (!(LIST_SECTIONS as readonly string[]).includes(section) || itemId === null) return null
  const items = resume[section as (typeof LIST_SECTIONS)[number]] as readonly Record<
    string,
    unknown
  >[]
  const item = items.find((candidate) => candidate.id === itemId)
  return item && typeof item.description === 'string' ? item.description : null
}

/**
 * A new value as the field's HTML: an engine may answer in plain text or Markdown bullets;
 * lists stay lists when the old value was one.
 */
export function toFieldHtml(value: string, oldValue: string): string {
  if (/<[a-z][^>]*>/i.test(value)) return sanitizeRichText(value)
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const marked = lines.some((line) => /^(?:[-*•]|\d+[.)])\s+/.test(line))
  const wasList = parseField(oldValue).some((block) => block.kind !== 'p')
  const clean = lines.map((line) => escapeHtml(line.replace(/^(?:[-*•]|\d+[.)])\s+/, '')))
  if (marked || (wasList && clean.length > 0))
    return `<ul>${clean.map((line) => `<li>${line}</li>`).join('')}</ul>`
  return clean.map((line) => `<p>${line}</p>`).join('')
}

/** A skill name passes when the resume or job description has every word of it. */
export function guardSkill(name: string, source: FactSource): GuardDecision {
  const words = fold(name).match(/[\p{L}\p{N}]+/gu) ?? []
  if (words.length > 0 && words.every((word) => source.words.has(word)))
    return { verdict: 'pass', newFacts: [], lostFacts: [] }
  return { verdict: 'flag', newFacts: [name], lostFacts: [] }
}

export interface CompleteOptions {
  resume: Resume
  sources: GuardSources
  /** Tailoring to a pasted job description: its facts are allowed too. */
  tailoring: boolean
  policy: GuardPolicy
  index: number
}

/** The suggestion as shown, or null when it is not usable (unknown field, no change). */
export function completeSuggestion(
  raw: RawSuggestion,
  options: CompleteOptions,
): EnhancementSuggestion | null {
  const { resume, sources } = options
  const source = options.tailoring ? sources.withJob : sources.resume
  const base = {
    section: raw.section === 'personal' ? 'contact' : raw.section,
    field: raw.field,
    reason: raw.reason.trim(),
    highlightId: `enh-${options.index}`,
    status: 'pending' as const,
    kinds: raw.kinds,
  }
  if (raw.actionType === 'add') {
    const name = raw.newValue.replace(/<[^>]*>/g, '').trim()
    if (base.section !== 'skills' || name === '' || name.length > 80) return null
    if (resume.skills.some((skill) => fold(skill.name) === fold(name))) return null
    const guard = guardSkill(name, sources.withJob)
    return {
      ...base,
      field: 'name',
      itemId: null,
      oldValue: '',
      newValue: name,
      actionType: 'add',
      placeholders: [],
      applicable: guard.verdict === 'pass',
      guard,
    }
  }
  const itemId = base.section === 'contact' ? null : raw.itemId
  const oldValue = fieldValue(resume, base.section, itemId, raw.field)
  if (oldValue === null) return null
  const newValue = toFieldHtml(raw.newValue, oldValue)
  if (
    fieldLines(newValue).join('\n') === fieldLines(oldValue).join('\n') ||
    fieldLines(newValue).length === 0
  )
    return null
  // A dropped suggestion is still returned, so the caller can log the guard's decision.
  // A description's numbers come from that description; the summary may sum up the resume.
  const scoped = base.section === 'contact' ? source : withNumbersOf(source, [oldValue])
  const guard = guardText(newValue, oldValue, scoped, options.policy)
  const placeholders = [...new Set(fieldLines(newValue).join('\n').match(PLACEHOLDER) ?? [])]
  return {
    ...base,
    itemId,
    oldValue,
    newValue,
    actionType: 'replace',
    placeholders,
    applicable: guard.verdict === 'pass' && placeholders.length === 0,
    guard,
  }
}
