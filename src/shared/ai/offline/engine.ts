// The offline engine: deterministic, always available, built on the evaluation's findings and
// the rules of this folder. The same resume always gets the same suggestions.
import { isQuantified } from '@shared/evaluation/checks/quantified-impact'
import type { Resume } from '@shared/resume'
import { fieldLines, parseField, rewrittenLine, serializeField } from '../text/field-text'
import {
  AiInputError,
  type AiEngine,
  type DescriptionRequest,
  type GuidedOptions,
  type GuidedRequest,
  type RawSuggestion,
  type SummaryRequest,
} from '../types'
import { ruleContext, typoContext, type SpellerLookup } from './context'
import { offlineCoverLetter } from './cover-letter'
import { offlineGuided, withNumberPlaceholder } from './guided'
import { rewriteField } from './rewrite-field'
import { suggestJobTitles, suggestSkills } from './skills'
import { draftSummaries } from './summary'

/** The text a description request works on: the given text or the item's description. */
export function descriptionOf(request: DescriptionRequest): string {
  if (request.text !== undefined) return request.text
  const items = request.resume[request.section] as readonly { id: string; description: string }[]
  const item = items.find((candidate) => candidate.id === request.itemId)
  if (!item)
    throw new AiInputError('UnknownItem', `No ${request.section} item with id "${request.itemId}".`)
  return item.description
}

/** Bullets with numbers first: the same facts, results up front. */
function resultsFirst(value: string): string | null {
  const blocks = parseField(value)
  let moved = false
  const sorted = blocks.map((block) => {
    if (block.kind === 'p') return block
    const lines = [...block.lines].sort(
      (a, b) => Number(isQuantified(b.text)) - Number(isQuantified(a.text)),
    )
    if (lines.some((line, index) => line !== block.lines[index])) moved = true
    return { kind: block.kind, lines }
  })
  return moved ? serializeField(sorted) : null
}

/** Every bullet without a number gets the placeholder asking for one. */
function askForNumbers(value: string, language: string): string | null {
  let asked = false
  const blocks = parseField(value).map((block) => ({
    kind: block.kind,
    lines: block.lines.map((line) => {
      const next = withNumberPlaceholder(line.text, language)
      if (next === null) return line
      asked = true
      return rewrittenLine(next)
    }),
  }))
  return asked ? serializeField(blocks) : null
}

function unique(values: readonly (string | null)[], original: string, limit = 3): string[] {
  const seen = new Set([fieldLines(original).join('\n')])
  const result: string[] = []
  for (const value of values) {
    if (value === null) continue
    const key = fieldLines(value).join('\n')
    if (seen.has(key)) continue
    seen.add(key)
    result.push(value)
  }
  return result.slice(0, limit)
}

export function createOfflineEngine(spellers: SpellerLookup): AiEngine {
  const rewrite = (resume: Resume, value: string, bullets: boolean): string => {
    const language = resume.resumeLanguage
    return rewriteField(value, {
      rule: ruleContext(language, spellers(language)),
      typo: typoContext(resume, language, spellers),
      bullets,
    }).value
  }
  return {
    name: 'offline',
    async enhanceDescription(request) {
      const original = descriptionOf(request)
      if (fieldLines(original).length === 0)
        throw new AiInputError('EmptyText', 'There is no text to enhance yet.')
      const language = request.resume.resumeLanguage
      const fixed = rewrite(request.resume, original, true)
      return unique(
        [
          fixed,
          askForNumbers(fixed, language),
          resultsFirst(fixed),
          askForNumbers(original, language),
        ],
        original,
      )
    },
    async enhanceSummary(request: SummaryRequest) {
      if (request.jobTitle.trim() === '')
        throw new AiInputError('MissingJobTitle', 'A job title is needed to enhance the summary.')
      const original = request.text ?? request.resume.contact.description
      const polished =
        fieldLines(original).length > 0 ? rewrite(request.resume, original, false) : null
      const drafts = draftSummaries(request.resume, { jobTitle: request.jobTitle })
      return unique([polished, ...drafts], original)
    },
    async suggestSkills(request) {
      if (request.jobTitle.trim() === '')
        throw new AiInputError('MissingJobTitle', 'A job title is needed to suggest skills.')
      return suggestSkills(request)
    },
    async suggestJobTitles(request) {
      return suggestJobTitles(request.resume)
    },
    async guidedSuggestions(request: GuidedRequest, options?: GuidedOptions<RawSuggestion>) {
      const suggestions = offlineGuided(request, { spellers })
      for (const suggestion of suggestions) {
        options?.signal?.throwIfAborted()
        options?.onSuggestion?.(suggestion)
      }
      return suggestions
    },
    async draftCoverLetter(request) {
      return offlineCoverLetter(request)
    },
  }
}
