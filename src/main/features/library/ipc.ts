import { z } from 'zod'
import { MAX_ID_LENGTH } from '@shared/resume'
import type { Handle } from '../../ipc'
import { LocalRevisionConflictError, type LocalLibraryStore } from './store'

const id = z.string().trim().min(1, 'must not be empty').max(MAX_ID_LENGTH)

// cvData is repaired by normalizeResume in the store rather than rejected, as in the cloud.
export const libraryArgs = {
  list: z.tuple([]),
  get: z.tuple([id]),
  create: z.tuple([z.object({ cvData: z.unknown().optional() })]),
  update: z.tuple([
    z.object({ id, cvData: z.unknown(), baseVersion: z.number().int().min(0).optional() }),
  ]),
  delete: z.tuple([id]),
}

/** The local library over IPC: list, get, create, update and delete, as the cloud offers them. */
export function registerLibraryHandlers(
  handle: Handle,
  store: LocalLibraryStore,
  /** Told after every write (sync sends it soon). */
  changed: () => void = () => undefined,
): void {
  const thenTell = <T>(result: T): T => {
    changed()
    return result
  }
  handle('library:list', libraryArgs.list, async () => store.list())
  handle('library:get', libraryArgs.get, async (entryId) => store.get(entryId))
  handle('library:create', libraryArgs.create, async ({ cvData }) => thenTell(store.create(cvData)))
  handle('library:update', libraryArgs.update, async ({ id: entryId, cvData, baseVersion }) => {
    try {
      return thenTell(store.update(entryId, cvData, baseVersion))
    } catch (error) {
      // An answer, not an error: errors lose their fields on the way through IPC.
      if (error instanceof LocalRevisionConflictError) return { conflict: error.current }
      throw error
    }
  })
  handle('library:delete', libraryArgs.delete, async (entryId) => thenTell(store.remove(entryId)))
}
