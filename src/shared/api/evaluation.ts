// Request and response shapes of the evaluation calls (spec 000 §3 "Evaluation result", §7).
// Field names follow the spec exactly, misspellings included (misssingQuatifyingImpactLines,
// excessiveSpeicalChars), because clients and stored results already use them.
import { z } from 'zod'

/** Where a finding points: the section (resume model name), the item and the field. */
export interface FindingLocation {
  section: string
  itemId?: string
  field?: string
}

/** One thing a check reports: the offending words, where they are, and what to do about it. */
export interface Finding {
  /** The check that produced it, e.g. "weakVerbs". */
  check: string
  /** The offending words as printed (a typo, a phrase, a bullet's first words, a keyword). */
  text: string
  location?: FindingLocation
  /** A concrete fix: a corrected spelling, a stronger verb, what to add. */
  suggestion?: string
  /** Hidden for this account's tier: the text is empty and the panel shows it blurred. */
  locked?: boolean
}

export type ResumeLengthVerdict = 'too long' | 'too short' | 'ok'

export interface RedFlags {
  exaggerations: Finding[]
  excessivePersonalInfo: Finding[]
  missingImportantInfo: Finding[]
  negativePhrasingPatterns: Finding[]
  passiveVoice: Finding[]
  repetitiveWords: Finding[]
  typos: Finding[]
  unprofessionalLanguage: Finding[]
  weakVerbs: Finding[]
  score: number
}

export interface JobDescriptionMatch {
  /** Share of the job description's keywords found in the resume, 0–100. */
  matchRate: number
  matched: string[]
  missing: string[]
}

export interface SkillsEvaluation {
  atsMatchedKeywords: string[]
  atsMissingKeywords: string[]
  notEnoughSkills: boolean
  /** Beyond the spec: set when a job description was pasted. */
  jobDescriptionMatch?: JobDescriptionMatch
  /** The job family the desired title was mapped to, or null when none matched. */
  jobFamily: string | null
  /** Details withheld for this account's tier (spec 000 §6). */
  locked?: boolean
  score: number
}

export interface ContentEvaluation {
  grammarProblems: Finding[]
  longBulletPoints: Finding[]
  missingActionVerbs: Finding[]
  misssingQuatifyingImpactLines: boolean
  resumeDesignProblems: Finding[]
  spellingProblems: Finding[]
  usefulLinks: Finding[]
  /** Details withheld for this account's tier (spec 000 §6). */
  locked?: boolean
  score: number
}

export interface ResumeLength {
  verdict: ResumeLengthVerdict
  pages: number | null
  words: number
}

export interface StructureEvaluation {
  complexFormattingDetected: boolean
  excessiveSpeicalChars: boolean
  missingSections: Finding[]
  resumeLength: ResumeLength
  /** Details withheld for this account's tier (spec 000 §6). */
  locked?: boolean
  score: number
}

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
export interface SectionScore {
  sectionName: ScoredSection
  score: number
  evaluation: string
}

export interface SectionsEvaluation {
  explanation: string
  /** Details withheld for this account's tier (spec 000 §6). */
  locked?: boolean
  score: number
  sections: SectionScore[]
}

export interface Evaluation {
  redFlags: RedFlags
  skills: SkillsEvaluation
  content: ContentEvaluation
  structure: StructureEvaluation
  sections: SectionsEvaluation
  /** Every finding of every check, with its location, for the editor and the result panel. */
  findings: Finding[]
  /** Checks not run on this resume and why (e.g. no dictionary for its language). */
  skippedChecks: { check: string; reason: string }[]
  language: string
}

/** The response of /basicEvaluation and /componentsFeedbackWithScores. */
export interface EvaluationResponse {
  score: number
  evaluationText: string
  sectionScores: SectionScore[]
  evaluation: Evaluation
  /** 'basic' for visitors (redFlags only), 'detailed' for signed-in users. */
  level: 'basic' | 'detailed'
}

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

const MAX_CV_TEXT = 60_000

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
export interface JobTitleSuggestionsResponse {
  jobTitleSuggestions: string[]
}

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
