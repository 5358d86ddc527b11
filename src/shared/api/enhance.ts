// The AI enhancement calls (spec 000 §7; issue 13 point 8): /enhance/Summary, /enhance/Experience,
// /enhance/Education, /enhance/Project, /enhance/Skills, /enhance/AtsSkills and /cv/suggestions.
// (/enhance/JobTitles lives with the evaluation routes: the job-title modal of the evaluation
// page asks it too, for free.)
//
// The spec's payload fields are kept as they are (summary, language, sectionString, jobTitle,
// uid; text and skills; cvJson and evaluationJson) and its answer fields too (enhancedSummaries
// as JSON text holding enhanced_summaries, skillSuggestion, result.suggestions and error). Beyond
// the spec, every answer says which engine answered (`engine`, and `fallback` when the LLM's
// answer was not used), carries the fact guard's decision per alternative or suggestion, and the
// enhance credits left. The editor also sends the resume (`cvData`) and the item (`itemId`), so
// the AI works from the whole resume's facts; without them the route builds a one-item resume
// from the text it got.
//
// Every call here debits one enhance credit (402 not_enough_credits when none is left, refunded
// when the call fails); the uid fields are accepted for compatibility and ignored: the server
// uses the signed-in user.
import { z } from 'zod'
import { suggestionSchema, ENGINE_NAMES } from '../ai/types'
import { defineRoute, json } from './contract'

const MAX_TEXT = 60_000
const language = z.string().trim().max(10).default('')
const uid = z.string().max(200).optional()
const jobTitle = z.string().trim().max(200).default('')
/** The resume model the editor has (repaired by normalizeResume on the server). */
const cvData = z.unknown().optional()
const jobDescription = z.string().max(MAX_TEXT).default('')

const engineFields = {
  /** Which engine's answer this is: the offline rules or the configured LLM. */
  engine: z.enum(ENGINE_NAMES),
  /** Set when the LLM was asked but its answer was not used: the offline engine answered. */
  fallback: z.strictObject({ from: z.enum(ENGINE_NAMES), reason: z.string() }).optional(),
  /** Enhance credits left after this call's debit. */
  remainingCredits: z.number().int().min(0).optional(),
}

export const guardDecisionSchema = z.strictObject({
  verdict: z.enum(['pass', 'flag', 'drop']),
  newFacts: z.array(z.string()),
  lostFacts: z.array(z.string()),
})
export type GuardDecisionWire = z.infer<typeof guardDecisionSchema>

/** One alternative with the guard's decision: `flag` ones need the user's confirmation. */
export const alternativeSchema = z.strictObject({
  text: z.string(),
  guard: guardDecisionSchema,
})
export type AlternativeWire = z.infer<typeof alternativeSchema>

/** POST /enhance/Experience, /Education, /Project (spec: summary, language, sectionString, uid). */
export const enhanceDescriptionInput = z.object({
  /** The description to enhance (HTML). */
  summary: z.string().max(MAX_TEXT),
  language,
  /** The item as JSON text (or any text about it); used when cvData is absent. */
  sectionString: z.string().max(MAX_TEXT).default(''),
  uid,
  cvData,
  itemId: z.string().max(200).optional(),
})
export type EnhanceDescriptionInput = z.input<typeof enhanceDescriptionInput>

/** POST /enhance/Summary: the description payload plus the required job title. */
export const enhanceSummaryInput = enhanceDescriptionInput.extend({
  jobTitle: z.string().trim().max(200).min(1, 'A job title is needed to enhance the summary.'),
})
export type EnhanceSummaryInput = z.input<typeof enhanceSummaryInput>

export const enhancedSummariesResponse = z.strictObject({
  /** JSON text holding {"enhanced_summaries": [...]}, as the spec's clients read it. */
  enhancedSummaries: z.string(),
  /** The same alternatives with the guard's decision on each. */
  alternatives: z.array(alternativeSchema),
  ...engineFields,
})
export type EnhancedSummariesResponse = z.infer<typeof enhancedSummariesResponse>

export const skillSuggestionSchema = z.strictObject({
  name: z.string(),
  reason: z.string(),
  source: z.enum(['resume', 'jobDescription', 'jobFamily']),
  guard: guardDecisionSchema,
})
export type SkillSuggestionWire = z.infer<typeof skillSuggestionSchema>

/** POST /enhance/Skills (spec: text = the resume as JSON text, skills, language, uid). */
export const enhanceSkillsInput = z.object({
  text: z
    .string()
    .max(MAX_TEXT * 4)
    .default(''),
  /** The current skill names. */
  skills: z.array(z.string().max(500)).max(500).default([]),
  language,
  uid,
  /** Required (spec 000 §5): the skills aim at this job. */
  jobTitle: z.string().trim().max(200).min(1, 'A job title is needed to suggest skills.'),
  jobDescription,
  cvData,
})
export type EnhanceSkillsInput = z.input<typeof enhanceSkillsInput>

export const enhanceSkillsResponse = z.strictObject({
  /** AI suggestions: skills the resume and the job show but the skills list lacks. */
  skillSuggestion: z.array(skillSuggestionSchema),
  /** ATS suggestions: the job's keywords an applicant tracking system looks for. */
  atsSkillSuggestion: z.array(skillSuggestionSchema),
  ...engineFields,
})
export type EnhanceSkillsResponse = z.infer<typeof enhanceSkillsResponse>

/** POST /enhance/AtsSkills (spec: summary, language, jobTitle, uid, currentSkills). */
export const enhanceAtsSkillsInput = z.object({
  /** The resume's text (or its JSON). */
  summary: z
    .string()
    .max(MAX_TEXT * 4)
    .default(''),
  language,
  jobTitle: z.string().trim().max(200).min(1, 'A job title is needed to suggest skills.'),
  uid,
  currentSkills: z.array(z.string().max(500)).max(500).default([]),
  jobDescription,
  cvData,
})
export type EnhanceAtsSkillsInput = z.input<typeof enhanceAtsSkillsInput>

export const enhanceAtsSkillsResponse = z.strictObject({
  result: z.strictObject({ skillSuggestion: z.array(skillSuggestionSchema) }),
  ...engineFields,
})

/** POST /cv/suggestions (spec: cvJson, evaluationJson, uid) plus the target job. */
export const cvSuggestionsInput = z.object({
  /** The resume (its JSON text, or the object). */
  cvJson: z.unknown(),
  /** The evaluation result the client has; the engines evaluate again themselves. */
  evaluationJson: z.unknown().optional(),
  uid,
  jobTitle,
  /** A pasted job posting: suggestions aim at its keywords where the resume supports them. */
  jobDescription,
})
export type CvSuggestionsInput = z.input<typeof cvSuggestionsInput>

/**
 * A guided suggestion as sent: the AI's, plus `locked` for the steps the plan does not include
 * (Free: from step index 3 on, spec 000 §6). A locked suggestion's newValue is empty.
 */
export const guidedSuggestionSchema = suggestionSchema.extend({ locked: z.boolean() })
export type GuidedSuggestion = z.infer<typeof guidedSuggestionSchema>

export const cvSuggestionsResponse = z.strictObject({
  result: z.strictObject({ suggestions: z.array(guidedSuggestionSchema) }),
  /** Null when suggestions came back; the spec's clients read it. */
  error: z.string().nullable(),
  /** How many steps this account may take (null: no limit). */
  freeSteps: z.number().int().min(0).nullable(),
  ...engineFields,
})
export type CvSuggestionsResponse = z.infer<typeof cvSuggestionsResponse>

const paid = ['not_enough_credits', 'premium_required'] as const

const description = (path: string, what: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary: `Three enhanced alternatives for ${what}; debits one enhance credit.`,
    auth: 'session',
    rateLimit: 'enhance',
    input: enhanceDescriptionInput,
    response: json(enhancedSummariesResponse),
    errors: [...paid],
  })

export const enhanceRoutes = {
  experience: description('/enhance/Experience', 'an experience description'),
  education: description('/enhance/Education', 'an education description'),
  project: description('/enhance/Project', 'a project description'),
  summary: defineRoute({
    method: 'POST',
    path: '/enhance/Summary',
    summary: 'Three enhanced summaries for a job title; debits one enhance credit.',
    auth: 'session',
    rateLimit: 'enhance',
    input: enhanceSummaryInput,
    response: json(enhancedSummariesResponse),
    errors: [...paid],
  }),
  skills: defineRoute({
    method: 'POST',
    path: '/enhance/Skills',
    summary: 'AI and ATS skill suggestions with reasons; debits one enhance credit.',
    auth: 'session',
    rateLimit: 'enhance',
    input: enhanceSkillsInput,
    response: json(enhanceSkillsResponse),
    errors: [...paid],
  }),
  atsSkills: defineRoute({
    method: 'POST',
    path: '/enhance/AtsSkills',
    summary: "ATS skill suggestions from the job's keywords; debits one enhance credit.",
    auth: 'session',
    rateLimit: 'enhance',
    input: enhanceAtsSkillsInput,
    response: json(enhanceAtsSkillsResponse),
    errors: [...paid],
  }),
  suggestions: defineRoute({
    method: 'POST',
    path: '/cv/suggestions',
    summary: 'Guided field-level suggestions for a whole resume; debits one enhance credit.',
    auth: 'session',
    rateLimit: 'enhance',
    input: cvSuggestionsInput,
    response: json(cvSuggestionsResponse),
    errors: [...paid],
  }),
}
