import { z } from 'zod'
import type { Resume } from '../resume'

/** A resume in the user's library (spec 000 §3 "Library entry", 001 §3). */
export interface LibraryEntry {
  id: string
  uid: string
  cvData: Resume
  createdAt: string
  updatedAt: string
}

// cvData is validated by normalizeResume on the server, which repairs rather than rejects;
// the envelope is checked here.
export const createLibraryEntryInput = z.object({
  cvData: z.unknown().optional(),
  /** Kept for compatibility with the spec's payload; the server uses the signed-in user. */
  uid: z.string().optional(),
})
export type CreateLibraryEntryInput = z.input<typeof createLibraryEntryInput>

export const updateLibraryEntryInput = z.object({
  id: z.string().min(1, 'id is required.'),
  cvData: z.unknown(),
})
export type UpdateLibraryEntryInput = z.input<typeof updateLibraryEntryInput>

export const deleteLibraryEntryInput = z.object({
  id: z.string().min(1, 'id is required.'),
})
export type DeleteLibraryEntryInput = z.input<typeof deleteLibraryEntryInput>

export interface CreateLibraryEntryResponse {
  result: { id: string }
  /** What normalisation repaired in the submitted cvData, if anything. */
  fixes: string[]
}
export interface UpdateLibraryEntryResponse {
  result: LibraryEntry
  fixes: string[]
}
export interface DeleteLibraryEntryResponse {
  result: { id: string }
}
export interface GetLibraryEntryResponse {
  result: LibraryEntry
}
export interface ListLibraryEntriesResponse {
  result: LibraryEntry[]
}
export interface CountLibraryEntriesResponse {
  count: number
}
export interface LibraryEntriesExistResponse {
  exists: boolean
}
export interface VerifyOwnershipResponse {
  owner: true
}
