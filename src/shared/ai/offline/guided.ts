// Guided suggestions for a whole resume, offline: one suggestion per prose field that holds
// everything the rules fix in it (so accepting or discarding one never makes another stale),
// then repeated words varied, numbers asked for where the evaluation finds bullets without
// any, skills the resume's text shows but its list lacks, and a summary where there is none.
import { buildDocument, evaluateDocument } from '@shared/evaluation'
import { isQuantified } from '@shared/evaluation/checks/quantified-impact'
import { LIST_SECTIONS, type Resume } from '@shared/resume'
import { fieldLines, parseField, rewrittenLine, serializeField } from '../text/field-text'
import type { FixKind, GuidedRequest, RawSuggestion } from '../types'
import { ruleContext, typoContext, type SpellerLookup } from './context'
import { reasonFor } from './reasons'
import { repeatedWords, varyRepeatedWords } from './repetition'
import { rewriteField } from './rewrite-field'
import { supportedSkills } from './skills'
import { draftSummaries } from './summary'

/** Description sections whose lines are bullets (split when long, asked for numbers). */
export const BULLET_SECTIONS = new Set(['experiences', 'projects', 'educations', 'voluntaries'])

export interface ProseFieldRef {
  section: string
  itemId: string | null
  field: string
  value: string
}

/** The summary and every description of the resume. */
export function proseFields(resume: Resume): ProseFieldRef[] {
  const fields: ProseFieldRef[] = []
  if (resume.contact.description.trim() !== '')
    fields.push({
      section: 'contact',
      itemId: null,
      field: 'description',
      value: resume.contact.description,
    })
  for (const section of LIST_SECTIONS) {
    for (const item of resume[section] as readonly Record<string, unknown>[]) {
      const value = item.description
      if (typeof value !== 'string' || value.trim() === '' || typeof item.id !== 'string') continue
      fields.push({ section, itemId: item.id, field: 'description', value })
    }
  }
  return fields
}

const keyOf = (ref: { section: string; itemId: string | null; field: string }): string =>
  `${ref.section}/${ref.itemId ?? '-'}/${ref.field}`

/** The placeholder a bullet gets where a number would show its result. */
export const NUMBER_PLACEHOLDER: Record<string, string> = {
  en: ' – result: [number or %]',
  de: ' – Ergebnis: [Zahl oder %]',
  tr: ' – sonuç: [sayı veya %]',
  fr: ' – résultat : [chiffre ou %]',
  es: ' – resultado: [cifra o %]',
}

/** A bullet with the placeholder, or null when it already has a number. */
export function withNumberPlaceholder(line: string, language: string): string | null {
  if (isQuantified(line)) return null
  return `${line.replace(/[.;,]\s*$/, '')}${NUMBER_PLACEHOLDER[language] ?? NUMBER_PLACEHOLDER.en}`
}

/** At most this many bullets of one field are asked for a number. */
const PLACEHOLDERS_PER_FIELD = 2

function quantifyField(value: string, language: string): string | null {
  let added = 0
  const blocks = parseField(value).map((block) => ({
    kind: block.kind,
    lines: block.lines.map((line) => {
      if (added >= PLACEHOLDERS_PER_FIELD) return line
      const next = withNumberPlaceholder(line.text, language)
      if (next === null) return line
      added++
      return rewrittenLine(next)
    }),
  }))
  return added > 0 ? serializeField(blocks) : null
}

export interface OfflineDeps {
  spellers: SpellerLookup
}

export function offlineGuided(request: GuidedRequest, deps: OfflineDeps): RawSuggestion[] {
  const { resume } = request
  const language = resume.resumeLanguage
  const speller = deps.spellers(language)
  const rule = ruleContext(language, speller)
  const typo = typoContext(resume, language, deps.spellers)
  const fields = proseFields(resume)
  const results = new Map<
    string,
    {
      ref: ProseFieldRef
      value: string
      kinds: FixKind[]
      details: Partial<Record<FixKind, string[]>>
    }
  >()
  for (const ref of fields) {
    const rewrite = rewriteField(ref.value, {
      rule,
      typo,
      bullets: BULLET_SECTIONS.has(ref.section),
    })
    results.set(keyOf(ref), {
      ref,
      value: rewrite.value,
      kinds: rewrite.kinds,
      details: rewrite.details,
    })
  }
  // Repetition is a property of the whole resume: counted after the other fixes.
  const variations = varyRepeatedWords(
    [...results.entries()].map(([key, entry]) => ({ key, lines: fieldLines(entry.value) })),
    repeatedWords(resume),
    language,
  )
  for (const variation of variations) {
    const entry = results.get(variation.key)
    if (!entry) continue
    const blocks = parseField(entry.value)
    let index = 0
    const updated = blocks.map((block) => ({
      kind: block.kind,
      lines: block.lines.map((line) => {
        const text = variation.lines[index++] ?? line.text
        return text === line.text ? line : rewrittenLine(text)
      }),
    }))
    entry.value = serializeField(updated)
    entry.kinds.push('repetitive')
    ;(entry.details.repetitive ??= []).push(variation.word)
  }
  const suggestions: RawSuggestion[] = []
  for (const { ref, value, kinds, details } of results.values()) {
    if (kinds.length === 0 || value === ref.value) continue
    suggestions.push({
      section: ref.section,
      itemId: ref.itemId,
      field: ref.field,
      newValue: value,
      reason: reasonFor(kinds, language, details),
      kinds: [...new Set(kinds)],
      actionType: 'replace',
    })
  }
  suggestions.push(...quantifySuggestions(request, results))
  suggestions.push(...skillSuggestions(request))
  const summary = summarySuggestion(request)
  if (summary) suggestions.unshift(summary)
  return suggestions
}

/** Numbers asked for where the evaluation finds too few quantified bullets. */
function quantifySuggestions(
  request: GuidedRequest,
  results: Map<string, { ref: ProseFieldRef; kinds: FixKind[] }>,
): RawSuggestion[] {
  const { resume } = request
  const doc = buildDocument({ resume, jobTitle: request.jobTitle ?? '' })
  const evaluation = evaluateDocument(doc, { speller: null })
  if (!evaluation.content.misssingQuatifyingImpactLines) return []
  const language = resume.resumeLanguage
  const suggestions: RawSuggestion[] = []
  for (const { ref, kinds } of results.values()) {
    // Fields with other fixes keep one suggestion; the number can be added after accepting it.
    if (kinds.length > 0 || ref.section !== 'experiences') continue
    const value = quantifyField(ref.value, language)
    if (!value) continue
    suggestions.push({
      section: ref.section,
      itemId: ref.itemId,
      field: ref.field,
      newValue: value,
      reason: reasonFor(['quantify'], language),
      kinds: ['quantify'],
      actionType: 'replace',
    })
  }
  return suggestions
}

/** Skills the resume's own text shows (for a pasted job, the ones it asks for first). */
function skillSuggestions(request: GuidedRequest): RawSuggestion[] {
  const skills = supportedSkills({
    resume: request.resume,
    jobTitle: request.jobTitle ?? request.resume.contact.jobTitle,
    jobDescription: request.jobDescription ?? '',
  })
  const relevant = request.jobDescription?.trim()
    ? skills.filter((skill) => skill.source === 'jobDescription')
    : skills
  return relevant.slice(0, 5).map((skill) => ({
    section: 'skills',
    itemId: null,
    field: 'name',
    newValue: skill.name,
    reason: skill.reason,
    kinds: ['skill'],
    actionType: 'add',
  }))
}

/** A summary drafted from the resume where it has none (without computed numbers). */
function summarySuggestion(request: GuidedRequest): RawSuggestion | null {
  const { resume } = request
  if (resume.contact.description.trim() !== '') return null
  const jobTitle = request.jobTitle?.trim() || resume.contact.jobTitle.trim()
  const [draft] = draftSummaries(resume, { jobTitle, withoutYears: true })
  if (!draft) return null
  return {
    section: 'contact',
    itemId: null,
    field: 'description',
    newValue: draft,
    reason: reasonFor(['summary'], resume.resumeLanguage),
    kinds: ['summary'],
    actionType: 'replace',
  }
}
