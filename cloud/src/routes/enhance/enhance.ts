// The AI enhancement calls (apiRoutes.enhance; spec 000 §7, issue 13 point 8). Each asks the one
// AI interface (src/shared/ai through src/node/ai/service.ts): the LLM engine when AI_BASE_URL,
// AI_API_KEY and AI_MODEL are configured, else the offline engine, and every answer names the
// engine that gave it (and why, after a fallback). Each call debits one enhance credit through the
// entitlements module (deps.entitlements.withCreditHeld: a short debit transaction, the AI's work
// outside it, the credit given back when the work fails); the Free plan's guided steps come from
// the plan table (billing off: no limit). A client that leaves (closes the connection) cancels
// the LLM request.
import type { z } from 'zod'
import { AiInputError, type Alternatives, type Answer, type DescriptionSection } from '@shared/ai'
import { alternativesWire, engineOf, guidedForPlan, skillListsWire } from '@shared/ai/wire'
import type { apiRoutes, EnhancedSummariesResponse, enhanceDescriptionInput } from '@shared/api'
import { createNodeAi, type NodeAi } from '@node/ai/service'
import { normalizeResume, type Resume } from '@shared/resume'
import type { AppContext, AppDeps, SessionUser } from '../../context'
import { ValidationError } from '../../errors'
import { leaveSignal } from '../leave-signal'
import type { GroupHandlers } from '../mount'

type DescriptionInput = z.output<typeof enhanceDescriptionInput>

/** The caller's mistake as a 400 with the AI's wording (missing job title, unknown item…). */
function asInputError(error: unknown, path: string): unknown {
  return error instanceof AiInputError
    ? ValidationError([{ path, message: error.message }], error.message)
    : error
}

/** JSON text or an object, repaired into a resume (normalizeResume explains what it fixed). */
function readResume(value: unknown): Resume | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'string') {
    try {
      return normalizeResume(JSON.parse(value)).resume
    } catch {
      return null
    }
  }
  return normalizeResume(value).resume
}

function withLanguage(resume: Resume, language: string): Resume {
  return language === '' ? resume : normalizeResume({ ...resume, resumeLanguage: language }).resume
}

/** The item's fields from sectionString when it is the item's JSON, else nothing. */
function itemFields(sectionString: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sectionString)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

const SPEC_ITEM_ID = 'item'

/** The resume and item the description belongs to: the editor's, or one built from the text. */
function descriptionResume(
  section: DescriptionSection,
  input: DescriptionInput,
): { resume: Resume; itemId: string } {
  const sent = readResume(input.cvData)
  if (sent && input.itemId)
    return { resume: withLanguage(sent, input.language), itemId: input.itemId }
  const item = { ...itemFields(input.sectionString), id: SPEC_ITEM_ID, description: input.summary }
  const resume = normalizeResume({
    ...(sent ?? {}),
    ...(input.language ? { resumeLanguage: input.language } : {}),
    [section]: [item],
  }).resume
  return { resume, itemId: SPEC_ITEM_ID }
}

/** The credits left, when the plan counts them (null: unlimited). */
const creditsLeft = (remaining: number | null) =>
  remaining === null ? {} : { remainingCredits: remaining }

function alternativesAnswer(
  answer: Answer<Alternatives>,
  remaining: number | null,
): EnhancedSummariesResponse {
  return { ...alternativesWire(answer), ...creditsLeft(remaining) }
}

export function enhanceHandlers(
  deps: AppDeps,
  ai: NodeAi = createNodeAi({
    llm: deps.config.ai,
    log: (entry) => deps.logger.debug({ guard: entry }, 'fact guard decision'),
    onFallback: (task, reason) =>
      deps.logger.warn(
        { task, reason },
        'the LLM answer was not used; the offline engine answered',
      ),
  }),
): GroupHandlers<typeof apiRoutes.enhance> {
  /** Debits one enhance credit around the AI's work (refunded when it fails). */
  async function spend<T>(user: SessionUser, work: () => Promise<T>) {
    const { result, remaining } = await deps.entitlements.withCreditHeld(
      user,
      'enhance',
      deps.entitlements.newKey(),
      work,
    )
    return { result, remaining }
  }

  async function description(
    section: DescriptionSection,
    input: DescriptionInput,
    user: SessionUser,
    ctx: AppContext,
  ): Promise<EnhancedSummariesResponse> {
    const { resume, itemId } = descriptionResume(section, input)
    await ai.ready(resume.resumeLanguage)
    const signal = leaveSignal(ctx)
    const spent = await spend(user, () =>
      ai.service
        .enhanceDescription({ resume, section, itemId, text: input.summary }, { signal })
        .catch((error: unknown) => {
          throw asInputError(error, 'summary')
        }),
    )
    return alternativesAnswer(spent.result, spent.remaining)
  }

  async function skillLists(
    user: SessionUser,
    ctx: AppContext,
    request: {
      cvData: unknown
      text: string
      language: string
      jobTitle: string
      jobDescription: string
      current: readonly string[]
    },
  ) {
    const sent = readResume(request.cvData) ?? readResume(request.text)
    // Plain text (not the resume's JSON) becomes the summary of an otherwise empty resume.
    const resume = withLanguage(
      sent ?? normalizeResume({ contact: { description: request.text } }).resume,
      request.language,
    )
    await ai.ready(resume.resumeLanguage)
    const signal = leaveSignal(ctx)
    const spent = await spend(user, () =>
      ai.service
        .suggestSkills(
          { resume, jobTitle: request.jobTitle, jobDescription: request.jobDescription },
          { signal },
        )
        .catch((error: unknown) => {
          throw asInputError(error, 'jobTitle')
        }),
    )
    const current = [...request.current, ...resume.skills.map((skill) => skill.name)]
    return {
      answer: spent.result,
      lists: skillListsWire(spent.result.result, current),
      remaining: spent.remaining,
    }
  }

  return {
    experience: ({ input, user, ctx }) => description('experiences', input, user, ctx),
    education: ({ input, user, ctx }) => description('educations', input, user, ctx),
    project: ({ input, user, ctx }) => description('projects', input, user, ctx),

    async summary({ input, user, ctx }) {
      const sent = readResume(input.cvData)
      const resume = withLanguage(
        sent ?? normalizeResume({ contact: { description: input.summary } }).resume,
        input.language,
      )
      await ai.ready(resume.resumeLanguage)
      const signal = leaveSignal(ctx)
      const spent = await spend(user, () =>
        ai.service
          .enhanceSummary({ resume, jobTitle: input.jobTitle, text: input.summary }, { signal })
          .catch((error: unknown) => {
            throw asInputError(error, 'jobTitle')
          }),
      )
      return alternativesAnswer(spent.result, spent.remaining)
    },

    async skills({ input, user, ctx }) {
      const { answer, lists, remaining } = await skillLists(user, ctx, {
        cvData: input.cvData,
        text: input.text,
        language: input.language,
        jobTitle: input.jobTitle,
        jobDescription: input.jobDescription,
        current: input.skills,
      })
      return { ...lists, ...engineOf(answer), ...creditsLeft(remaining) }
    },

    async atsSkills({ input, user, ctx }) {
      const { answer, lists, remaining } = await skillLists(user, ctx, {
        cvData: input.cvData,
        text: input.summary,
        language: input.language,
        jobTitle: input.jobTitle,
        jobDescription: input.jobDescription,
        current: input.currentSkills,
      })
      return {
        result: { skillSuggestion: lists.atsSkillSuggestion },
        ...engineOf(answer),
        ...creditsLeft(remaining),
      }
    },

    async suggestions({ input, user, ctx }) {
      const resume = readResume(input.cvJson)
      if (!resume)
        throw ValidationError(
          [{ path: 'cvJson', message: 'cvJson must be the resume, as an object or JSON text.' }],
          'cvJson must be the resume, as an object or JSON text.',
        )
      await ai.ready(resume.resumeLanguage)
      const signal = leaveSignal(ctx)
      const spent = await spend(user, () =>
        ai.service
          .guidedSuggestions(
            { resume, jobTitle: input.jobTitle, jobDescription: input.jobDescription },
            { signal },
          )
          .catch((error: unknown) => {
            throw asInputError(error, 'cvJson')
          }),
      )
      const limit = (await deps.entitlements.plan(user.id)).effective.plan.guidedFreeSteps
      const suggestions = guidedForPlan(spent.result.result, limit)
      return {
        result: { suggestions },
        error: null,
        freeSteps: limit,
        ...engineOf(spent.result),
        ...creditsLeft(spent.remaining),
      }
    },
  }
}
