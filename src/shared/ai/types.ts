// The shapes of the one AI interface (issue 13): what callers ask for and what they get back,
// whichever engine answered. Every answer names its engine; an answer the LLM engine could not
// give comes from the offline engine with the reason (`fallback`).
import { z } from 'zod'
import type { CoverLetter } from '@shared/cover-letter/model'
import type { Resume } from '@shared/resume'

export const ENGINE_NAMES = ['offline', 'llm'] as const
export type EngineName = (typeof ENGINE_NAMES)[number]

/** What a suggestion fixes; the UI words it in the interface language. */
export const FIX_KINDS = [
  'weakVerb',
  'passiveVoice',
  'filler',
  'unprofessional',
  'negative',
  'longBullet',
  'typo',
  'repetitive',
  'quantify',
  'summary',
  'skill',
  'rewrite',
] as const
export type FixKind = (typeof FIX_KINDS)[number]

/** Sections whose descriptions the inline enhance button works on (spec 000 §2). */
export const DESCRIPTION_SECTIONS = ['experiences', 'educations', 'projects'] as const
export type DescriptionSection = (typeof DESCRIPTION_SECTIONS)[number]

/**
 * The fact guard's decision on one suggestion: `pass` (nothing new), `flag` (new facts, shown
 * highlighted and not applicable until the user confirms them) or `drop` (never shown).
 */
export interface GuardDecision {
  verdict: 'pass' | 'flag' | 'drop'
  /** Numbers, dates and names in the new text that the resume (or job description) lacks. */
  newFacts: string[]
  /** Numbers and names of the old text that the new text lost. */
  lostFacts: string[]
}

/** One field-level change (spec 000 §3 "Enhancement suggestion"), plus what the guard decided. */
export const suggestionSchema = z.object({
  /** The resume model's section: `contact` for the summary, `experiences`, `skills`… */
  section: z.string(),
  field: z.string(),
  /** Null for contact fields. */
  itemId: z.string().nullable(),
  reason: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  /** `add` appends a skill named newValue with an empty level; `replace` writes newValue. */
  actionType: z.enum(['replace', 'add']),
  highlightId: z.string(),
  status: z.enum(['pending', 'accepted', 'discarded']),
  kinds: z.array(z.enum(FIX_KINDS)),
  /** Placeholders such as "[number]" the user must fill before the text is final. */
  placeholders: z.array(z.string()),
  /** False while new facts wait for the user's confirmation or placeholders wait to be filled. */
  applicable: z.boolean(),
  guard: z.object({
    verdict: z.enum(['pass', 'flag', 'drop']),
    newFacts: z.array(z.string()),
    lostFacts: z.array(z.string()),
  }),
})
export type EnhancementSuggestion = z.infer<typeof suggestionSchema>

export interface SkillSuggestion {
  name: string
  reason: string
  /** Where the skill comes from: the resume's own text, the job description, or the job family. */
  source: 'resume' | 'jobDescription' | 'jobFamily'
  guard: GuardDecision
}

/** Every answer says which engine gave it and, after a fallback, why the LLM's was not used. */
export interface Answer<T> {
  engine: EngineName
  fallback?: { from: EngineName; reason: string }
  result: T
}

export interface Alternatives {
  /** Three rewrites (HTML, like the field), best first; fewer when fewer are honest. */
  alternatives: string[]
  /** What the guard decided for each alternative, in the same order. */
  guard: GuardDecision[]
}

export interface SkillLists {
  /** From the resume and the job: skills the text shows but the skills list lacks. */
  ai: SkillSuggestion[]
  /** From the job's keywords: what an applicant tracking system looks for. */
  ats: SkillSuggestion[]
}

export interface DescriptionRequest {
  resume: Resume
  section: DescriptionSection
  itemId: string
  /** The text to enhance (HTML); the item's description when absent. */
  text?: string
}

export interface SummaryRequest {
  resume: Resume
  /** Required (spec 000 §5): the job the summary aims at. */
  jobTitle: string
  /** The summary to enhance (HTML); the resume's when absent. */
  text?: string
}

export interface SkillsRequest {
  resume: Resume
  jobTitle: string
  jobDescription?: string
}

export interface JobTitlesRequest {
  resume: Resume
}

export interface GuidedRequest {
  resume: Resume
  jobTitle?: string
  /** A pasted job posting: suggestions aim at its keywords where the resume supports them. */
  jobDescription?: string
}

/** A cover letter drafted from the resume and a pasted job description (issue 19.1). */
export interface CoverLetterRequest {
  resume: Resume
  /** The letter as it is now: its language, and the recipient the user filled in. */
  letter: CoverLetter
  jobDescription: string
  /** The position applied for, when the user named it. */
  jobTitle?: string
}

/** The parts of the letter a draft writes (HTML body); the rest stays as the user wrote it. */
export interface CoverLetterDraft {
  subject: string
  greeting: string
  body: string
  closing: string
}

/** A draft after the fact guard: what it removed, and the placeholders left to fill. */
export interface GuardedCoverLetter extends CoverLetterDraft {
  /** Facts (numbers, dates, names) the resume and the job description lack, removed with their sentences. */
  removedFacts: string[]
  placeholders: string[]
}

/** Per-call options: cancellation, and for guided suggestions each one as soon as it is ready. */
export interface CallOptions {
  signal?: AbortSignal
}

export interface GuidedOptions<T = EnhancementSuggestion> extends CallOptions {
  /** Called with each suggestion as soon as it exists (the LLM's stream, one by one). */
  onSuggestion?: (suggestion: T) => void
}

/** One engine: the offline rules or an LLM. The service adds the guard and the fallback. */
export interface AiEngine {
  readonly name: EngineName
  enhanceDescription(request: DescriptionRequest, options?: CallOptions): Promise<string[]>
  enhanceSummary(request: SummaryRequest, options?: CallOptions): Promise<string[]>
  suggestSkills(
    request: SkillsRequest,
    options?: CallOptions,
  ): Promise<{ ai: Omit<SkillSuggestion, 'guard'>[]; ats: Omit<SkillSuggestion, 'guard'>[] }>
  suggestJobTitles(request: JobTitlesRequest, options?: CallOptions): Promise<string[]>
  /** Raw suggestions (unguarded); `onSuggestion` sees each as soon as it exists. */
  guidedSuggestions(
    request: GuidedRequest,
    options?: GuidedOptions<RawSuggestion>,
  ): Promise<RawSuggestion[]>
  draftCoverLetter(request: CoverLetterRequest, options?: CallOptions): Promise<CoverLetterDraft>
}

/** What an engine proposes for one field before the service checks and completes it. */
export interface RawSuggestion {
  section: string
  itemId: string | null
  field: string
  newValue: string
  reason: string
  kinds: FixKind[]
  actionType: 'replace' | 'add'
}

/** A request the AI cannot work on (missing job title, unknown item…): the caller's mistake. */
export class AiInputError extends Error {
  constructor(
    readonly code:
      'MissingJobTitle' | 'UnknownItem' | 'EmptyText' | 'UnsupportedSection' | 'EmptyResume',
    message: string,
  ) {
    super(message)
    this.name = 'AiInputError'
  }
}
