// Inputs of the library routes. The bodies are the shared contract (src/shared/api/library.ts);
// cvData itself is repaired by normalizeResume rather than rejected.
import {
  createLibraryEntryInput,
  deleteLibraryEntryInput,
  updateLibraryEntryInput,
} from '@shared/api'
import { z } from 'zod'

export { createLibraryEntryInput, deleteLibraryEntryInput }

// An update without cvData would replace the stored resume with an empty one; refuse it, with a
// message that says so.
export const updateEntryInput = updateLibraryEntryInput.extend({
  cvData: z.unknown().refine((cvData) => cvData !== undefined, { message: 'cvData is required.' }),
})

export const entryIdInput = z.object({ id: z.string().min(1, 'id is required.').max(200) })
export const ownerInput = z.object({ uid: z.string().min(1, 'uid is required.').max(200) })
export const cvIdInput = z.object({ cvId: z.string().min(1, 'cvId is required.').max(200) })
