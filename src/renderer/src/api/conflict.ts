// The version another tab or device saved, as a 409 revision_conflict answer carries it.
import { ApiError } from './http'

export interface CurrentVersion {
  revision: number
  updatedAt: string
  /** The stored resume, to be read with setAll. */
  cvData: unknown
}

/** The server's current version when the error is a revision conflict, else null. */
export function revisionConflictOf(error: unknown): CurrentVersion | null {
  if (!(error instanceof ApiError) || error.id !== 'revision_conflict') return null
  const current = error.current
  if (typeof current !== 'object' || current === null) return null
  const { revision, updatedAt, cvData } = current as Record<string, unknown>
  if (typeof revision !== 'number' || typeof updatedAt !== 'string') return null
  return { revision, updatedAt, cvData }
}
