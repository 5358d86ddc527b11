// Cover letters (issue 19.1): the library's second document type, each linked to one of the
// user's resumes (or to none, once that resume is deleted). Every route answers only for the
// caller's own letters and resumes: another user's letter or resume answers 404 like a missing
// one. Saves carry the revision they were based on, as resume saves do: a stale one answers 409
// revision_conflict with the stored letter as `current` ({ revision, updatedAt, cvData: the
// letter }, the shape the editors' conflict handling reads).
//
// Plan rules (src/shared/plans, `maxCoverLetters`): how many letters a user may keep; the AI
// draft debits one enhance credit; the PDF is the same download as a resume's PDF; a
// translation debits one translate credit.
import { z } from 'zod'
import { ENGINE_NAMES } from '../ai/types'
import { coverLetterSchema } from '../cover-letter/model'
import { RESUME_LANGUAGE_CODES } from '../resume/languages'
import { binary, defineRoute, json } from './contract'

const letterId = z.string().min(1, 'id is required.').max(200)
const resumeId = z.string().min(1, 'resumeId is required.').max(200)
const baseRevision = z
  .number({ error: 'baseRevision is required: the revision of the letter this save is based on.' })
  .int()
  .min(1)
/** Repaired by normalizeCoverLetter on the server, like cvData of library writes. */
const letterData = z.unknown()
const MAX_JOB_DESCRIPTION = 60_000

/** A cover letter in the user's library. */
export const coverLetterEntrySchema = z.strictObject({
  id: z.string(),
  /** The resume it belongs to (sender and look); null when that resume was deleted. */
  resumeId: z.string().nullable(),
  letter: coverLetterSchema,
  revision: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type CoverLetterEntry = z.infer<typeof coverLetterEntrySchema>

export const createCoverLetterInput = z.object({
  /** The resume to link; its language becomes the letter's when the letter names none. */
  resumeId: resumeId.nullable().default(null),
  letter: letterData.optional(),
  /** A client-chosen UUID (a repeated create after a lost answer finds its own letter: 409). */
  id: z.uuid({ error: 'id must be a UUID.' }).optional(),
})
export type CreateCoverLetterInput = z.input<typeof createCoverLetterInput>

export const updateCoverLetterInput = z.object({
  id: letterId,
  letter: letterData.refine((value) => value !== undefined, { message: 'letter is required.' }),
  /** Links the letter to another of the user's resumes (null: to none). Left out: unchanged. */
  resumeId: resumeId.nullable().optional(),
  baseRevision,
})
export type UpdateCoverLetterInput = z.input<typeof updateCoverLetterInput>

export const removeCoverLetterInput = z.object({
  id: letterId,
  baseRevision: baseRevision.optional(),
})

export const draftCoverLetterInput = z.object({
  /** The resume the letter is drafted from (its stored version: the facts the guard allows). */
  resumeId,
  /** The letter as the editor has it: its language and the recipient the user typed. */
  letter: letterData.optional(),
  jobDescription: z
    .string()
    .max(
      MAX_JOB_DESCRIPTION,
      `A job description may have at most ${MAX_JOB_DESCRIPTION} characters.`,
    )
    .default(''),
  /** The position applied for; a placeholder stands in the draft when it is empty. */
  jobTitle: z.string().trim().max(200).default(''),
})
export type DraftCoverLetterInput = z.input<typeof draftCoverLetterInput>

export const coverLetterDraftSchema = z.strictObject({
  subject: z.string(),
  greeting: z.string(),
  body: z.string(),
  closing: z.string(),
  /** Facts the fact guard removed (with their sentences) because neither resume nor job had them. */
  removedFacts: z.array(z.string()),
  /** Gaps in square brackets the user must fill ("[company name]"). */
  placeholders: z.array(z.string()),
})
export type CoverLetterDraftWire = z.infer<typeof coverLetterDraftSchema>

export const draftCoverLetterResponse = z.strictObject({
  result: coverLetterDraftSchema,
  engine: z.enum(ENGINE_NAMES),
  fallback: z.strictObject({ from: z.enum(ENGINE_NAMES), reason: z.string() }).optional(),
  remainingCredits: z.number().int().min(0).optional(),
})
export type DraftCoverLetterResponse = z.infer<typeof draftCoverLetterResponse>

export const translateCoverLetterInput = z.object({
  id: letterId,
  targetLanguage: z.enum(RESUME_LANGUAGE_CODES, {
    error: () => `targetLanguage must be one of ${RESUME_LANGUAGE_CODES.join(', ')}.`,
  }),
  /** Only the offline part (known phrases and placeholders); required when no provider is set. */
  offlineOnly: z.boolean().default(false),
})
export type TranslateCoverLetterInput = z.input<typeof translateCoverLetterInput>

export const translateCoverLetterResponse = z.strictObject({
  /** The translated copy (a new letter; the original is unchanged). */
  result: z.strictObject({ id: z.string() }),
  mode: z.enum(['full', 'offline-only']),
  /** Fields left in the source language (the provider failed on them, or offline-only). */
  keptInSource: z.number().int().min(0),
})
export type TranslateCoverLetterResponse = z.infer<typeof translateCoverLetterResponse>

export const exportCoverLetterPdfInput = z.object({
  id: letterId,
  /** The letter as the editor has it (may be ahead of the last autosave); default: stored. */
  letter: letterData.optional(),
})
export type ExportCoverLetterPdfInput = z.input<typeof exportCoverLetterPdfInput>

const idResult = z.strictObject({ result: z.strictObject({ id: z.string() }) })
const fixes = z.array(z.string())
const paid = ['premium_required', 'not_enough_credits'] as const

export const coverLetterRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/coverLetters',
    summary: "The user's cover letters, newest first, each with the resume it is linked to.",
    auth: 'session',
    response: json(z.strictObject({ result: z.array(coverLetterEntrySchema) })),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/coverLetters',
    summary:
      'Saves a new cover letter linked to one of the user’s resumes (plan: how many letters).',
    auth: 'session',
    input: createCoverLetterInput,
    response: json(z.strictObject({ result: z.strictObject({ id: z.string() }), fixes }), 201),
    errors: ['not_found', 'premium_required', 'cover_letter_limit_reached', 'conflict'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/coverLetters/:id',
    summary: 'One cover letter.',
    auth: 'session',
    input: z.object({ id: letterId }),
    response: json(z.strictObject({ result: coverLetterEntrySchema })),
    errors: ['not_found'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/coverLetters/:id',
    summary:
      'Autosave: replaces the letter if it is still at baseRevision (else 409 with the current letter).',
    auth: 'session',
    input: updateCoverLetterInput,
    response: json(
      z.strictObject({
        result: z.strictObject({
          id: z.string(),
          revision: z.number().int().min(1),
          updatedAt: z.iso.datetime(),
        }),
        fixes,
      }),
    ),
    errors: ['not_found', 'revision_conflict'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/coverLetters/:id',
    summary: 'Deletes a cover letter (with baseRevision: only if it is still at it).',
    auth: 'session',
    input: removeCoverLetterInput,
    response: json(idResult),
    errors: ['not_found', 'revision_conflict'],
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/api/coverLetters/:id/duplicate',
    summary: 'Copies a cover letter (the same plan rule as creating one).',
    auth: 'session',
    input: z.object({ id: letterId, name: z.string().trim().max(200).optional() }),
    response: json(idResult, 201),
    errors: ['not_found', 'premium_required', 'cover_letter_limit_reached', 'conflict'],
  }),
  draft: defineRoute({
    method: 'POST',
    path: '/api/coverLetters/draft',
    summary:
      'An AI draft (subject, greeting, body, closing) from the resume and a job description, under the fact guard; debits one enhance credit.',
    auth: 'session',
    rateLimit: 'enhance',
    input: draftCoverLetterInput,
    response: json(draftCoverLetterResponse),
    errors: ['not_found', ...paid],
  }),
  translate: defineRoute({
    method: 'POST',
    path: '/api/coverLetters/:id/translate',
    summary:
      'Translates a cover letter into a new copy (the same provider as resumes); debits one translate credit.',
    auth: 'session',
    rateLimit: 'enhance',
    input: translateCoverLetterInput,
    response: json(translateCoverLetterResponse, 201),
    errors: ['not_found', ...paid, 'cover_letter_limit_reached', 'conflict'],
  }),
  pdf: defineRoute({
    method: 'POST',
    path: '/api/coverLetters/:id/pdf',
    summary:
      "The letter as a PDF in its resume's look, printed by the one print page (the same download rule as a resume's PDF).",
    auth: 'session',
    rateLimit: 'exportPdf',
    input: exportCoverLetterPdfInput,
    response: binary('application/pdf'),
    errors: [
      'not_found',
      ...paid,
      'conflict',
      'pdf_renderer_unavailable',
      'pdf_renderer_busy',
      'pdf_render_timeout',
    ],
  }),
}
