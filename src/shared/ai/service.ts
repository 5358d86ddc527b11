// The one AI interface (issue 13, point 1) used by the cloud, the desktop main process and the
// CLI. It asks the LLM engine when one is configured and the offline engine otherwise; when
// the LLM fails (network, timeout, refusal, an answer that is not what was asked) the offline
// engine answers and the result says so. Both engines' answers pass the fact guard.
//
// The spec's calls (000 §7) map onto it one to one, for the cloud routes to adapt:
//   /enhance/Experience, /Education, /Project → enhanceDescription (enhancedSummaries = alternatives)
//   /enhance/Summary (jobTitle required)       → enhanceSummary
//   /enhance/Skills and /enhance/AtsSkills     → suggestSkills (skillSuggestion = ai, the ATS list = ats)
//   /enhance/JobTitles                         → suggestJobTitles (jobTitleSuggestions)
//   /cv/suggestions                            → guidedSuggestions (result.suggestions), streamable
// A caller cancels with the AbortSignal (the user left); AiInputError is the caller's mistake
// (missing job title, unknown item) and maps to a 400 with its code.
import type { Speller } from '@shared/evaluation'
import { fieldLines } from './text/field-text'
import { completeSuggestion, guardSkill } from './complete'
import { withNumbersOf } from './guard/facts'
import { guardCoverLetter } from './guard/cover-letter'
import { guardSources, guardText, type GuardLog, type GuardPolicy } from './guard/guard'
import { offlineCoverLetter } from './offline/cover-letter'
import { createOfflineEngine, descriptionOf } from './offline/engine'
import type { SpellerLookup } from './offline/context'
import { resumeFacts } from './offline/summary'
import {
  AiInputError,
  type AiEngine,
  type Alternatives,
  type Answer,
  type CallOptions,
  type CoverLetterRequest,
  type GuardedCoverLetter,
  type DescriptionRequest,
  type EngineName,
  type EnhancementSuggestion,
  type GuidedOptions,
  type GuidedRequest,
  type JobTitlesRequest,
  type RawSuggestion,
  type SkillLists,
  type SkillsRequest,
  type SummaryRequest,
} from './types'

export interface AiServiceOptions {
  /** Dictionaries by language (Node callers load them; see evaluation/spelling/node). */
  spellers?: SpellerLookup
  /** The LLM engine, when AI_* is configured (see llm/engine.ts); null for offline only. */
  llm?: AiEngine | null
  /** What happens to an LLM suggestion with new facts (offline ones with new facts are always dropped). */
  policy?: GuardPolicy
  /** Receives the guard's decision on every suggestion. */
  log?: GuardLog
  /** Receives why the LLM's answer was not used. */
  onFallback?: (task: string, reason: string) => void
}

export interface AiService {
  readonly engines: EngineName[]
  enhanceDescription(
    request: DescriptionRequest,
    options?: CallOptions,
  ): Promise<Answer<Alternatives>>
  enhanceSummary(request: SummaryRequest, options?: CallOptions): Promise<Answer<Alternatives>>
  suggestSkills(request: SkillsRequest, options?: CallOptions): Promise<Answer<SkillLists>>
  suggestJobTitles(request: JobTitlesRequest, options?: CallOptions): Promise<Answer<string[]>>
  guidedSuggestions(
    request: GuidedRequest,
    options?: GuidedOptions,
  ): Promise<Answer<EnhancementSuggestion[]>>
  /** A cover letter from the resume and a job description, guarded (issue 19.1). */
  draftCoverLetter(
    request: CoverLetterRequest,
    options?: CallOptions,
  ): Promise<Answer<GuardedCoverLetter>>
}

/** A failure that must reach the caller as it is: its own mistake, or its cancellation. */
function mustPropagate(error: unknown, signal: AbortSignal | undefined): boolean {
  return error instanceof AiInputError || signal?.aborted === true
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

export function createAiService(options: AiServiceOptions = {}): AiService {
  const spellers: SpellerLookup = options.spellers ?? (() => null)
  const offline = createOfflineEngine(spellers)
  const llm = options.llm ?? null
  const policy = options.policy ?? 'flag'
  const speller = (language: string): Speller | null => spellers(language)
  const policyOf = (engine: EngineName): GuardPolicy => (engine === 'offline' ? 'drop' : policy)

  /** The LLM's answer when it is usable, else the offline engine's with the reason. */
  async function answer<T>(
    task: string,
    signal: AbortSignal | undefined,
    run: (engine: AiEngine) => Promise<T>,
    usable: (result: T) => boolean,
  ): Promise<Answer<T>> {
    if (llm) {
      try {
        const result = await run(llm)
        if (usable(result)) return { engine: 'llm', result }
        options.onFallback?.(task, 'the answer held nothing usable')
        return {
          engine: 'offline',
          fallback: { from: 'llm', reason: 'the answer held nothing usable' },
          result: await run(offline),
        }
      } catch (error) {
        if (mustPropagate(error, signal)) throw error
        options.onFallback?.(task, describe(error))
        return {
          engine: 'offline',
          fallback: { from: 'llm', reason: describe(error) },
          result: await run(offline),
        }
      }
    }
    return { engine: 'offline', result: await run(offline) }
  }

  function alternatives(
    texts: readonly string[],
    original: string,
    engine: EngineName,
    resumeSources: ReturnType<typeof guardSources>,
    log = true,
    mustKeepOld = true,
  ): Alternatives {
    const kept: Alternatives = { alternatives: [], guard: [] }
    for (const [index, text] of texts.entries()) {
      // A description's alternatives keep to its own numbers (see complete.ts).
      const source = mustKeepOld
        ? withNumbersOf(resumeSources.resume, [original])
        : resumeSources.resume
      const decision = guardText(text, original, source, policyOf(engine), {
        mustKeepOld,
      })
      if (log)
        options.log?.({
          highlightId: `alt-${index}`,
          engine,
          section: 'alternatives',
          itemId: null,
          field: 'description',
          ...decision,
        })
      if (decision.verdict === 'drop') continue
      kept.alternatives.push(text)
      kept.guard.push(decision)
    }
    return kept
  }

  return {
    engines: llm ? ['llm', 'offline'] : ['offline'],

    async enhanceDescription(request, call = {}) {
      const original = descriptionOf(request)
      const sources = guardSources(request.resume, {
        speller: speller(request.resume.resumeLanguage),
      })
      const raw = await answer(
        'description',
        call.signal,
        async (engine) => ({
          engine: engine.name,
          texts: await engine.enhanceDescription(request, call),
        }),
        (result) =>
          alternatives(result.texts, original, result.engine, sources, false).alternatives.length >
          0,
      )
      return {
        ...raw,
        result: alternatives(raw.result.texts, original, raw.result.engine, sources),
      }
    },

    async enhanceSummary(request, call = {}) {
      const original = request.text ?? request.resume.contact.description
      const years = resumeFacts(request.resume).years
      const sources = guardSources(request.resume, {
        jobTitle: request.jobTitle,
        speller: speller(request.resume.resumeLanguage),
        derivedNumbers: years === null ? [] : [years],
      })
      const raw = await answer(
        'summary',
        call.signal,
        async (engine) => ({
          engine: engine.name,
          texts: await engine.enhanceSummary(request, call),
        }),
        (result) =>
          alternatives(result.texts, original, result.engine, sources, false, false).alternatives
            .length > 0,
      )
      return {
        ...raw,
        result: alternatives(raw.result.texts, original, raw.result.engine, sources, true, false),
      }
    },

    async suggestSkills(request, call = {}) {
      const sources = guardSources(request.resume, {
        jobTitle: request.jobTitle,
        jobDescription: request.jobDescription ?? '',
      })
      const raw = await answer(
        'skills',
        call.signal,
        (engine) => engine.suggestSkills(request, call),
        (result) => result.ai.length + result.ats.length > 0,
      )
      const have = new Set(request.resume.skills.map((skill) => skill.name.trim().toLowerCase()))
      const guarded = (list: typeof raw.result.ai) =>
        list
          .filter((skill) => skill.name.trim() !== '' && !have.has(skill.name.trim().toLowerCase()))
          .map((skill) => ({
            ...skill,
            name: skill.name.trim(),
            guard: guardSkill(skill.name, sources.withJob),
          }))
      return { ...raw, result: { ai: guarded(raw.result.ai), ats: guarded(raw.result.ats) } }
    },

    async suggestJobTitles(request, call = {}) {
      return answer(
        'jobTitles',
        call.signal,
        (engine) => engine.suggestJobTitles(request, call),
        (titles) => titles.length > 0,
      )
    },

    async draftCoverLetter(request, call = {}) {
      const { resume, letter } = request
      // The recipient the user typed is theirs to mention; the job description's names may be
      // quoted (the company, the tools it asks for).
      const recipient = Object.values(letter.recipient).join('\n')
      // Words are read in the letter's language (a German letter's nouns are capitalised; its
      // dictionary tells them from names), whatever language the resume is in.
      const sources = guardSources(
        { ...resume, resumeLanguage: letter.language },
        {
          jobTitle: request.jobTitle ?? '',
          jobDescription: `${request.jobDescription}\n${recipient}`,
          speller: speller(letter.language),
        },
      )
      const fallback = offlineCoverLetter(request)
      const guard = (draft: typeof fallback) => guardCoverLetter(draft, sources.withJob, fallback)
      const raw = await answer(
        'coverLetter',
        call.signal,
        (engine) => engine.draftCoverLetter(request, call),
        // A letter whose every sentence made facts up is not used.
        (draft) => guard(draft).body !== '',
      )
      const guarded = guard(raw.result)
      options.log?.({
        highlightId: 'cover-letter',
        engine: raw.engine,
        section: 'coverLetter',
        itemId: null,
        field: 'body',
        verdict: guarded.removedFacts.length === 0 ? 'pass' : 'drop',
        newFacts: guarded.removedFacts,
        lostFacts: [],
      })
      return { ...raw, result: guarded }
    },

    async guidedSuggestions(request, call = {}) {
      const { resume } = request
      if (
        fieldLines(resume.contact.description).length === 0 &&
        resume.experiences.length === 0 &&
        resume.educations.length === 0
      )
        throw new AiInputError('EmptyResume', 'The resume has nothing to enhance yet.')
      const sources = guardSources(resume, {
        jobTitle: request.jobTitle ?? '',
        jobDescription: request.jobDescription ?? '',
        speller: speller(resume.resumeLanguage),
      })
      const kept: EnhancementSuggestion[] = []
      const covered = new Set<string>()
      const accept = (raw: RawSuggestion, engine: EngineName): void => {
        const key = `${raw.section}/${raw.itemId ?? '-'}/${raw.field}/${raw.actionType === 'add' ? raw.newValue.toLowerCase() : ''}`
        if (covered.has(key)) return
        const suggestion = completeSuggestion(raw, {
          resume,
          sources,
          tailoring: Boolean(request.jobDescription?.trim()),
          policy: policyOf(engine),
          index: kept.length,
        })
        if (!suggestion) return
        options.log?.({
          highlightId: suggestion.highlightId,
          engine,
          section: suggestion.section,
          itemId: suggestion.itemId,
          field: suggestion.field,
          ...suggestion.guard,
        })
        if (suggestion.guard.verdict === 'drop') return
        covered.add(key)
        kept.push(suggestion)
        call.onSuggestion?.(suggestion)
      }
      const runOffline = async (): Promise<void> => {
        await offline.guidedSuggestions(request, {
          signal: call.signal,
          onSuggestion: (raw) => accept(raw, 'offline'),
        })
      }
      if (!llm) {
        await runOffline()
        return { engine: 'offline', result: kept }
      }
      let reason: string | null = null
      try {
        await llm.guidedSuggestions(request, {
          signal: call.signal,
          onSuggestion: (raw) => accept(raw, 'llm'),
        })
        if (kept.length === 0) reason = 'the answer held no usable suggestion'
      } catch (error) {
        if (mustPropagate(error, call.signal)) throw error
        reason = describe(error)
      }
      if (reason === null) return { engine: 'llm', result: kept }
      options.onFallback?.('guided', reason)
      // What the LLM already sent stays; the offline engine covers the other fields.
      const fromLlm = kept.length
      await runOffline()
      return {
        engine: fromLlm > 0 ? 'llm' : 'offline',
        fallback: { from: 'llm', reason },
        result: kept,
      }
    },
  }
}
