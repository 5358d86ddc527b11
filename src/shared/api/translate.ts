// Translation (issue 15; spec 000 §2, §4, §6, §7; 001 §2.10). A translation is a job: starting
// one answers at once with the job, the app polls it for real progress by section and may cancel
// it, so no request stays open past a proxy's timeout. The copy appears in the library when the
// job is done ("<source name> (<code>)", resumeLanguage = target); the source never changes.
//
// Linked language versions (beyond the spec): a copy remembers its source and the source's
// revision; `link` says how many fields the original changed since, which can be translated
// straight away and which the user edited in the copy (asked about, never overwritten
// silently); `update` translates just those fields as a job.
//
// Permissions (spec 000 §6): visitors 401 (not offered), Free and Onhold 402 premium_required
// (upgrade prompt), Premium one translate credit per translation (402 not_enough_credits when
// none is left), refunded when the job fails or is cancelled.
//
// `POST /cv/translate` keeps the spec's contract for compatibility (cvText, targetLanguage, uid
// → translatedText, the JSON text of the translated resume) and answers when done.
import { z } from 'zod'
import { RESUME_LANGUAGE_CODES } from '../resume/languages'
import { defineRoute, json } from './contract'

const languageCode = z.enum(RESUME_LANGUAGE_CODES, {
  error: () => `targetLanguage must be one of ${RESUME_LANGUAGE_CODES.join(', ')}.`,
})
const id = (name: string) => z.string().min(1, `${name} is required.`).max(200)

export const TRANSLATE_JOB_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const
export type TranslateJobStatus = (typeof TRANSLATE_JOB_STATUSES)[number]

/** full: free text by the provider; offline-only: "titles, dates and levels only". */
export const TRANSLATE_MODES = ['full', 'offline-only'] as const
export type TranslateMode = (typeof TRANSLATE_MODES)[number]

const sectionProgress = z.strictObject({
  total: z.number().int().min(0),
  done: z.number().int().min(0),
})

/** Real progress, counted in fields, overall and per section of the resume. */
export const translateProgressSchema = z.strictObject({
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  sections: z.record(z.string(), sectionProgress),
})

export const translateJobSchema = z.strictObject({
  id: z.string(),
  /** copy: a new translated copy; update: the changed fields of an existing copy. */
  kind: z.enum(['copy', 'update']),
  sourceId: z.string(),
  targetLanguage: z.enum(RESUME_LANGUAGE_CODES),
  mode: z.enum(TRANSLATE_MODES),
  status: z.enum(TRANSLATE_JOB_STATUSES),
  progress: translateProgressSchema,
  /** The copy: the new entry once a copy job is done, the updated one for an update job. */
  resultId: z.string().nullable(),
  /** Fields kept in the source language because the provider failed on them (done jobs). */
  keptInSource: z.number().int().min(0),
  /** Why a failed job failed, in words for the user. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type TranslateJob = z.infer<typeof translateJobSchema>

export const translateOptionsSchema = z.strictObject({
  /** Who translates free text; null: nobody is configured, only the offline part is possible. */
  provider: z.enum(['llm', 'libretranslate']).nullable(),
  languages: z.array(z.enum(RESUME_LANGUAGE_CODES)),
})
export type TranslateOptionsResponse = z.infer<typeof translateOptionsSchema>

export const startTranslationInput = z.object({
  sourceId: id('sourceId'),
  targetLanguage: languageCode,
  /**
   * Only the offline part ("titles, dates and levels only"). Required to be true when no
   * provider is configured, so the user chose it knowingly (point 4: nothing pretends).
   */
  offlineOnly: z.boolean().default(false),
})
export type StartTranslationInput = z.input<typeof startTranslationInput>

export const translateJobIdInput = z.object({ id: id('id') })
export const translateLinkInput = z.object({ id: id('id') })

/** How a translated copy stands against its source now. */
export const translateLinkSchema = z.strictObject({
  copyId: z.string(),
  sourceId: z.string(),
  /** Null when the source has been deleted: the copy stands alone. */
  sourceName: z.string().nullable(),
  from: z.enum(RESUME_LANGUAGE_CODES),
  to: z.enum(RESUME_LANGUAGE_CODES),
  mode: z.enum(TRANSLATE_MODES),
  /** The source's revision the copy was made from or last updated to (its updatedAt). */
  sourceRevision: z.string(),
  /** "The original changed in N places." */
  changed: z.number().int().min(0),
  /** Changed in the source, untouched in the copy: translated and written by an update. */
  translate: z.array(z.string()),
  /** Changed in the source and edited in the copy: written only when the user says so. */
  conflicts: z.array(z.string()),
  /** Fields of items the source deleted (and the copy did not edit). */
  removed: z.array(z.string()),
})
export type TranslateLink = z.infer<typeof translateLinkSchema>

export const updateTranslationInput = z.object({
  copyId: id('copyId'),
  /** Conflicting fields the user agreed to overwrite; every other conflict keeps the user's text. */
  overwrite: z.array(z.string().max(300)).max(2000).default([]),
})
export type UpdateTranslationInput = z.input<typeof updateTranslationInput>

export const legacyTranslateInput = z.object({
  cvText: z
    .string({ error: 'cvText is required: the resume as JSON text.' })
    .min(2, 'cvText is required: the resume as JSON text.')
    .max(1_000_000, 'cvText is too long.'),
  targetLanguage: languageCode,
  /** Kept for compatibility; the server uses the signed-in user. */
  uid: z.string().max(200).optional(),
})
export type LegacyTranslateInput = z.input<typeof legacyTranslateInput>

const jobAnswer = z.strictObject({ job: translateJobSchema })

export const translateRoutes = {
  options: defineRoute({
    method: 'GET',
    path: '/api/translate/options',
    summary: 'Who translates free text on this server (null: the offline part only).',
    auth: 'session',
    response: json(translateOptionsSchema),
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/translate/jobs',
    summary: 'Starts translating a library resume into a new copy; answers the job at once.',
    auth: 'session',
    input: startTranslationInput,
    response: json(jobAnswer, 201),
    errors: [
      'not_found',
      'premium_required',
      'not_enough_credits',
      'conflict',
      'resume_limit_reached',
    ],
  }),
  job: defineRoute({
    method: 'GET',
    path: '/api/translate/jobs/:id',
    summary: 'A translation job: status and progress by section (poll it).',
    auth: 'session',
    input: translateJobIdInput,
    response: json(jobAnswer),
    errors: ['not_found'],
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/api/translate/jobs/:id',
    summary: 'Cancels a running job (no copy is made, the credit is refunded).',
    auth: 'session',
    input: translateJobIdInput,
    response: json(jobAnswer),
    errors: ['not_found'],
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/translate/links/:id',
    summary: 'How a translated copy stands against its source (null for a resume that is no copy).',
    auth: 'session',
    input: translateLinkInput,
    response: json(z.strictObject({ link: translateLinkSchema.nullable() })),
    errors: ['not_found'],
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/translate/updates',
    summary: 'Translates the fields the source changed into the copy, as a job.',
    auth: 'session',
    input: updateTranslationInput,
    response: json(jobAnswer, 201),
    errors: ['not_found', 'premium_required', 'not_enough_credits', 'conflict'],
  }),
  legacy: defineRoute({
    method: 'POST',
    path: '/cv/translate',
    summary: "The spec's call: cvText (resume JSON) → translatedText (JSON text), when done.",
    auth: 'session',
    input: legacyTranslateInput,
    response: json(z.strictObject({ translatedText: z.string() })),
    errors: ['premium_required', 'not_enough_credits', 'conflict'],
  }),
}
