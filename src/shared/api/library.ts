// The user's resume library (spec 000 §3 "Library entry", §7; 001 §3, §7). Every route answers
// only for the caller's own entries: another user's entry or uid answers 404 like a missing one.
import { z } from 'zod'
import { resumeSchema } from '../resume'
import { RESUME_LANGUAGE_CODES } from '../resume/languages'
import { defineRoute, json } from './contract'

/**
 * What a translated copy says about its origin (issue 15): the source entry, the languages, and
 * whether only the offline part was done ("titles, dates and levels only"). The library groups a
 * resume with its language versions by sourceId.
 */
export const translationOriginSchema = z.strictObject({
  sourceId: z.string(),
  from: z.enum(RESUME_LANGUAGE_CODES),
  to: z.enum(RESUME_LANGUAGE_CODES),
  mode: z.enum(['full', 'offline-only']),
})
export type TranslationOrigin = z.infer<typeof translationOriginSchema>

/** A resume in the user's library. */
export const libraryEntrySchema = z.strictObject({
  id: z.string(),
  uid: z.string(),
  cvData: resumeSchema,
  /** 1 when created, one more with every write; a save names the one it was based on. */
  revision: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Null unless the entry is a translated copy. */
  translation: translationOriginSchema.nullable(),
})
export type LibraryEntry = z.infer<typeof libraryEntrySchema>

const entryId = z.string().min(1, 'id is required.').max(200)
const ownerUid = z.string().min(1, 'uid is required.').max(200)
/** Present but never undefined: an update without cvData would empty the stored resume. */
const requiredCvData = z
  .unknown()
  .refine((cvData) => cvData !== undefined, { message: 'cvData is required.' })

// cvData is repaired by normalizeResume on the server rather than rejected; the envelope is
// checked here.
export const createLibraryEntryInput = z.object({
  cvData: z.unknown().optional(),
  /**
   * The id the entry is to have (a UUID), chosen by a client that made the resume offline (the
   * desktop's local library): a repeated create after a lost answer then finds its own entry
   * (409 conflict) instead of making a second one. Left out, the server chooses.
   */
  id: z.uuid({ error: 'id must be a UUID.' }).optional(),
  /** Kept for compatibility with the spec's payload; the server uses the signed-in user. */
  uid: z.string().max(200).optional(),
})
export type CreateLibraryEntryInput = z.input<typeof createLibraryEntryInput>

/** The revision a save was based on: a stale one answers 409 revision_conflict. */
const baseRevision = z
  .number({ error: 'baseRevision is required: the revision of the entry this save is based on.' })
  .int()
  .min(1)

export const updateLibraryEntryInput = z.object({
  id: entryId,
  cvData: requiredCvData,
  baseRevision,
})
export type UpdateLibraryEntryInput = z.input<typeof updateLibraryEntryInput>

export const libraryEntryIdInput = z.object({ id: entryId })
/**
 * A deletion may name the revision it was based on (the desktop's sync does): a resume changed
 * since then is not deleted but answered with 409 revision_conflict and the current entry.
 */
export const removeLibraryEntryInput = z.object({
  id: entryId,
  baseRevision: baseRevision.optional(),
})
export const libraryOwnerInput = z.object({ uid: ownerUid })
export const cvOwnershipInput = z.object({ cvId: z.string().min(1, 'cvId is required.').max(200) })

const fixes = z.array(z.string())
const idResult = z.strictObject({ result: z.strictObject({ id: z.string() }) })

export const createLibraryEntryResponse = z.strictObject({
  result: z.strictObject({ id: z.string() }),
  /** What normalisation repaired in the submitted cvData, if anything. */
  fixes,
})
export type CreateLibraryEntryResponse = z.infer<typeof createLibraryEntryResponse>
/**
 * What the editor needs after a save, and no more: the new revision to base the next save on, the
 * time of the save and what normalisation repaired (the resume itself is what the client sent,
 * repaired as `fixes` says; it is not sent back).
 */
export const updateLibraryEntryResponse = z.strictObject({
  result: z.strictObject({
    id: z.string(),
    revision: z.number().int().min(1),
    updatedAt: z.iso.datetime(),
  }),
  fixes,
})
export type UpdateLibraryEntryResponse = z.infer<typeof updateLibraryEntryResponse>

export const libraryRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/libraryEntry',
    summary:
      'Saves a new resume (cvData repaired by normalizeResume, fixes listed); plan rules: count, template, colour.',
    auth: 'session',
    input: createLibraryEntryInput,
    response: json(createLibraryEntryResponse, 201),
    errors: ['not_found', 'premium_required', 'resume_limit_reached', 'conflict'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/libraryEntry',
    summary:
      'Autosave: replaces the resume of an entry if it is still at baseRevision (else 409 with the current entry); Free: the first resume only; a new template or colour must be in the plan.',
    auth: 'session',
    input: updateLibraryEntryInput,
    response: json(updateLibraryEntryResponse),
    errors: ['not_found', 'premium_required', 'revision_conflict'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/libraryEntry',
    summary:
      'Deletes an entry; with baseRevision only if it is still at that revision (else 409 with the current entry).',
    auth: 'session',
    input: removeLibraryEntryInput,
    response: json(idResult),
    errors: ['not_found', 'revision_conflict'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/libraryEntry/:id',
    summary: 'One entry.',
    auth: 'session',
    input: libraryEntryIdInput,
    response: json(z.strictObject({ result: libraryEntrySchema })),
    errors: ['not_found'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/libraryEntries/:uid',
    summary: "The user's entries, newest first.",
    auth: 'session',
    input: libraryOwnerInput,
    response: json(z.strictObject({ result: z.array(libraryEntrySchema) })),
    errors: ['not_found'],
  }),
  count: defineRoute({
    method: 'GET',
    path: '/api/libraryEntriesCount/:uid',
    summary: "How many entries the user has (the free plan's limit counts them).",
    auth: 'session',
    input: libraryOwnerInput,
    response: json(z.strictObject({ count: z.number().int().min(0) })),
    errors: ['not_found'],
  }),
  exists: defineRoute({
    method: 'GET',
    path: '/api/libraryEntries/:uid/exists',
    summary: 'Whether the user has any entry.',
    auth: 'session',
    input: libraryOwnerInput,
    response: json(z.strictObject({ exists: z.boolean() })),
    errors: ['not_found'],
  }),
  verifyOwnership: defineRoute({
    method: 'GET',
    path: '/api/verify-cv-ownership/:cvId',
    summary: 'The route guard of the editor: 200 when the caller owns the resume, else 404.',
    auth: 'session',
    input: cvOwnershipInput,
    response: json(z.strictObject({ owner: z.literal(true) })),
    errors: ['not_found'],
  }),
}
