// Request and response shapes of the evaluation calls (spec 000 §3 "Evaluation result", §7).
// Field names follow the spec exactly, misspellings included (misssingQuatifyingImpactLines,
// excessiveSpeicalChars), because clients and stored results already use them.
import { z } from 'zod'
import { MAX_CV_TEXT } from '../evaluation/bounds'
import { defineRoute, json } from './contract'

/** Where a finding points: the section (resume model name), the item and the field. */
export const findingLocationSchema = z.strictObject({
  section: z.string(),
  itemId: z.string().optional(),
  field: z.string().optional(),
})
export type FindingLocation = z.infer<typeof findingLocationSchema>

/** One thing a check reports: the offending words, where they are, and what to do about it. */
export const findingSchema = z.strictObject({
  /** The check that produced it, e.g. "weakVerbs". */
  check: z.string(),
  /** The offending words as printed (a typo, a phrase, a bullet's first words, a keyword). */
  text: z.string(),
  location: findingLocationSchema.optional(),
  /** A concrete fix: a corrected spelling, a stronger verb, what to add. */
  suggestion: z.string().optional(),
  /** Hidden for this account's tier: the text is empty and the panel shows it blurred. */
  locked: z.boolean().optional(),
})
export type Finding = z.infer<typeof findingSchema>

const findings = z.array(findingSchema)
const score = z.number().min(0).max(100)
/** Details withheld for this account's tier (spec 000 §6). */
const locked = z.boolean().optional()

export const RESUME_LENGTH_VERDICTS = ['too long', 'too short', 'ok'] as const
export type ResumeLengthVerdict = (typeof RESUME_LENGTH_VERDICTS)[number]

export const redFlagsSchema = z.strictObject({
  exaggerations: findings,
  excessivePersonalInfo: findings,
  missingImportantInfo: findings,
  negativePhrasingPatterns: findings,
  passiveVoice: findings,
  repetitiveWords: findings,
  typos: findings,
  unprofessionalLanguage: findings,
  weakVerbs: findings,
  score,
})
export type RedFlags = z.infer<typeof redFlagsSchema>

export const jobDescriptionMatchSchema = z.strictObject({
  /** Share of the job description's keywords found in the resume, 0–100. */
  matchRate: score,
  matched: z.array(z.string()),
  missing: z.array(z.string()),
})
export type JobDescriptionMatch = z.infer<typeof jobDescriptionMatchSchema>

export const skillsEvaluationSchema = z.strictObject({
  atsMatchedKeywords: z.array(z.string()),
  atsMissingKeywords: z.array(z.string()),
  notEnoughSkills: z.boolean(),
  /** Beyond the spec: set when a job description was pasted. */
  jobDescriptionMatch: jobDescriptionMatchSchema.optional(),
  /** The job family the desired title was mapped to, or null when none matched. */
  jobFamily: z.string().nullable(),
  locked,
  score,
})
export type SkillsEvaluation = z.infer<typeof skillsEvaluationSchema>

export const contentEvaluationSchema = z.strictObject({
  grammarProblems: findings,
  longBulletPoints: findings,
  missingActionVerbs: findings,
  misssingQuatifyingImpactLines: z.boolean(),
  resumeDesignProblems: findings,
  spellingProblems: findings,
  usefulLinks: findings,
  locked,
  score,
})
export type ContentEvaluation = z.infer<typeof contentEvaluationSchema>

export const resumeLengthSchema = z.strictObject({
  verdict: z.enum(RESUME_LENGTH_VERDICTS),
  pages: z.number().int().min(0).nullable(),
  words: z.number().int().min(0),
})
export type ResumeLength = z.infer<typeof resumeLengthSchema>

export const structureEvaluationSchema = z.strictObject({
  complexFormattingDetected: z.boolean(),
  excessiveSpeicalChars: z.boolean(),
  missingSections: findings,
  resumeLength: resumeLengthSchema,
  locked,
  score,
})
export type StructureEvaluation = z.infer<typeof structureEvaluationSchema>

/** The five sections the spec scores (spec 000 §9), in display order. */
export const SCORED_SECTIONS = [
  'Personal Information',
  'Education',
  'Experience',
  'Skills',
  'Additional Information',
] as const
export type ScoredSection = (typeof SCORED_SECTIONS)[number]

/** Section score: sectionName, score (0–100, one decimal), evaluation (spec 000 §3). */
export const sectionScoreSchema = z.strictObject({
  sectionName: z.enum(SCORED_SECTIONS),
  score,
  evaluation: z.string(),
})
export type SectionScore = z.infer<typeof sectionScoreSchema>

export const sectionsEvaluationSchema = z.strictObject({
  explanation: z.string(),
  locked,
  score,
  sections: z.array(sectionScoreSchema),
})
export type SectionsEvaluation = z.infer<typeof sectionsEvaluationSchema>

export const evaluationSchema = z.strictObject({
  redFlags: redFlagsSchema,
  skills: skillsEvaluationSchema,
  content: contentEvaluationSchema,
  structure: structureEvaluationSchema,
  sections: sectionsEvaluationSchema,
  /** Every finding of every check, with its location, for the editor and the result panel. */
  findings,
  /** Checks not run on this resume and why (e.g. no dictionary for its language). */
  skippedChecks: z.array(z.strictObject({ check: z.string(), reason: z.string() })),
  language: z.string(),
})
export type Evaluation = z.infer<typeof evaluationSchema>

/** The response of /basicEvaluation and /componentsFeedbackWithScores. */
export const evaluationResponseSchema = z.strictObject({
  score,
  evaluationText: z.string(),
  sectionScores: z.array(sectionScoreSchema),
  evaluation: evaluationSchema,
  /** 'basic' for visitors (redFlags only), 'detailed' for signed-in users. */
  level: z.enum(['basic', 'detailed']),
  /** Evaluation credits left after a detailed evaluation debited one. */
  remainingCredits: z.number().int().min(0).optional(),
})
export type EvaluationResponse = z.infer<typeof evaluationResponseSchema>

/** Default texts of a result that has not been computed yet (spec 000 §3). */
export const DEFAULT_EVALUATION_TEXT = 'Your CV will be evaluated shortly'

/** Extra facts about the PDF the text came from, for the complex-formatting and length checks. */
export const layoutFactsInput = z.object({
  pageCount: z.number().int().min(0).max(100),
  images: z.number().int().min(0).max(10000).default(0),
  /** A large image near the top of page 1, most likely a photo of the person. */
  photo: z.boolean().default(false),
  columns: z.number().int().min(0).max(20).default(1),
  tables: z.number().int().min(0).max(10000).default(0),
  textBoxes: z.number().int().min(0).max(10000).default(0),
  fonts: z.number().int().min(0).max(1000).default(0),
})
export type LayoutFacts = z.infer<typeof layoutFactsInput>

/** POST /basicEvaluation (spec 000 §7: cvText, jobTitle, language) plus optional extras. */
export const basicEvaluationInput = z.object({
  cvText: z.string().trim().min(1, 'The resume text is empty.').max(MAX_CV_TEXT),
  jobTitle: z.string().trim().max(200).default(''),
  language: z.string().trim().max(10).default('en'),
  /** Beyond the spec: the resume model, when the client has it (editor, parsed PDF). */
  cvData: z.unknown().optional(),
  layout: layoutFactsInput.optional(),
  jobDescription: z.string().max(MAX_CV_TEXT).default(''),
})
export type BasicEvaluationInput = z.input<typeof basicEvaluationInput>

/** POST /componentsFeedbackWithScores: the basic payload plus the previous basic result. */
export const detailedEvaluationInput = basicEvaluationInput.extend({
  uid: z.string().max(200).optional(),
  evaluation: z.unknown().optional(),
})
export type DetailedEvaluationInput = z.input<typeof detailedEvaluationInput>

/** POST /enhance/JobTitles (spec 000 §7). */
export const jobTitlesInput = z.object({
  cvText: z.string().trim().min(1, 'The resume text is empty.').max(MAX_CV_TEXT),
  language: z.string().trim().max(10).default('en'),
  uid: z.string().max(200).optional(),
})
export const jobTitleSuggestionsResponse = z.strictObject({
  jobTitleSuggestions: z.array(z.string()),
})
export type JobTitleSuggestionsResponse = z.infer<typeof jobTitleSuggestionsResponse>

/** The red-flag lists, in the order the result panel shows them. */
export const RED_FLAG_CATEGORIES = [
  'typos',
  'passiveVoice',
  'weakVerbs',
  'repetitiveWords',
  'exaggerations',
  'excessivePersonalInfo',
  'missingImportantInfo',
  'negativePhrasingPatterns',
  'unprofessionalLanguage',
] as const satisfies readonly (keyof RedFlags)[]

export const evaluationRoutes = {
  basic: defineRoute({
    method: 'POST',
    path: '/basicEvaluation',
    summary: 'The basic evaluation for anyone (what each tier sees is decided on the server).',
    auth: 'optionalSession',
    rateLimit: 'evaluation',
    input: basicEvaluationInput,
    response: json(evaluationResponseSchema),
    errors: ['evaluation_too_large', 'server_busy', 'work_timeout'],
  }),
  detailed: defineRoute({
    method: 'POST',
    path: '/componentsFeedbackWithScores',
    summary: 'The detailed evaluation for signed-in users; debits one evaluation credit.',
    auth: 'session',
    rateLimit: 'evaluation',
    input: detailedEvaluationInput,
    response: json(evaluationResponseSchema),
    errors: [
      'email_not_verified',
      'premium_required',
      'not_enough_credits',
      'conflict',
      'evaluation_too_large',
      'server_busy',
      'work_timeout',
    ],
  }),
  jobTitles: defineRoute({
    method: 'POST',
    path: '/enhance/JobTitles',
    summary: 'Job titles that fit the resume text (offline, no credit).',
    auth: 'public',
    rateLimit: 'evaluation',
    input: jobTitlesInput,
    response: json(jobTitleSuggestionsResponse),
    errors: ['server_busy', 'work_timeout'],
  }),
}
