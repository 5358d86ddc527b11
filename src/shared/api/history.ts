// Version history (issue 19.4): snapshots of a resume, taken automatically (while editing, every
// SNAPSHOT_LIMITS.intervalMinutes; before an AI acceptance, a translation update, a conflict
// resolution and a restore) or saved by the user with a name. Kept as SNAPSHOT_LIMITS says
// (src/shared/plans/plans.ts). Every route answers only for the caller's own resume.
import { z } from 'zod'
import type { PartChange } from '../history'
import { LIST_SECTIONS } from '../resume/resume'
import { resumeSchema } from '../resume'
import { defineRoute, json } from './contract'

export const SNAPSHOT_KINDS = [
  'interval',
  'named',
  'before_ai',
  'before_translation',
  'before_conflict',
  'before_restore',
] as const
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number]
/** The kinds a client may ask for (interval and before_restore are the server's own). */
export const CLIENT_SNAPSHOT_KINDS = ['named', 'before_ai', 'before_conflict'] as const
export const SNAPSHOT_NAME_MAX = 80

const entryId = z.string().min(1, 'id is required.').max(200)
const snapshotId = z.string().min(1, 'snapshotId is required.').max(200)

const partChange = z.strictObject({
  part: z.enum(['contact', 'look', 'name', 'language', ...LIST_SECTIONS]),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  changed: z.number().int().min(0),
}) satisfies z.ZodType<PartChange>

export const snapshotSummarySchema = z.strictObject({
  id: z.string(),
  kind: z.enum(SNAPSHOT_KINDS),
  /** The user's name for a named snapshot; null otherwise. */
  name: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** What this version changed against the one before it (empty: the same; null: the first). */
  changes: z.array(partChange).nullable(),
})
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>

export const createSnapshotInput = z.object({
  id: entryId,
  kind: z.enum(CLIENT_SNAPSHOT_KINDS),
  name: z
    .string()
    .trim()
    .max(SNAPSHOT_NAME_MAX, `A name may have at most ${SNAPSHOT_NAME_MAX} characters.`)
    .optional(),
  /** The resume as the editor has it now (may be ahead of the last autosave); default: stored. */
  cvData: z.unknown().optional(),
})
export type CreateSnapshotInput = z.input<typeof createSnapshotInput>

const oneSnapshot = z.object({ id: entryId, snapshotId })

export const historyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/libraryEntry/:id/snapshots',
    summary: "The resume's snapshots, newest first, each with what it changed.",
    auth: 'session',
    input: z.object({ id: entryId }),
    response: json(z.strictObject({ result: z.array(snapshotSummarySchema) })),
    errors: ['not_found'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/libraryEntry/:id/snapshots',
    summary:
      'Saves a snapshot of the resume (named by the user, or before an AI acceptance or a conflict resolution).',
    auth: 'session',
    input: createSnapshotInput,
    response: json(z.strictObject({ result: snapshotSummarySchema }), 201),
    errors: ['not_found', 'conflict'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/libraryEntry/:id/snapshots/:snapshotId',
    summary: 'One snapshot with its resume (the preview).',
    auth: 'session',
    input: oneSnapshot,
    response: json(
      z.strictObject({ result: snapshotSummarySchema.extend({ cvData: resumeSchema }) }),
    ),
    errors: ['not_found'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/libraryEntry/:id/snapshots/:snapshotId',
    summary: 'Deletes one snapshot.',
    auth: 'session',
    input: oneSnapshot,
    response: json(z.strictObject({ result: z.strictObject({ id: z.string() }) })),
    errors: ['not_found'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/libraryEntry/:id/snapshots/:snapshotId/restore',
    summary:
      'Makes the snapshot the current resume, after snapshotting the current state (before_restore); 409 revision_conflict when baseRevision is stale.',
    auth: 'session',
    input: oneSnapshot.extend({ baseRevision: z.number().int().min(1) }),
    response: json(
      z.strictObject({
        result: z.strictObject({
          id: z.string(),
          revision: z.number().int().min(1),
          updatedAt: z.iso.datetime(),
          cvData: resumeSchema,
        }),
      }),
    ),
    errors: ['not_found', 'premium_required', 'revision_conflict'],
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/api/libraryEntry/:id/snapshots/:snapshotId/copy',
    summary: 'Copies the snapshot as a new resume (the same plan rules as creating one).',
    auth: 'session',
    /** resumeName: the copy's name in the library (default: the snapshot's). */
    input: oneSnapshot.extend({ resumeName: z.string().trim().max(200).optional() }),
    response: json(z.strictObject({ result: z.strictObject({ id: z.string() }) }), 201),
    errors: ['not_found', 'premium_required', 'resume_limit_reached', 'conflict'],
  }),
}
