// The user's resume library (apiRoutes.library; spec 000 §7, 001 §7). Every handler checks that
// the caller owns what it names, inside the query; anything else (another user's entry or uid,
// or an id that does not exist) answers 404 and changes nothing.
import type { apiRoutes } from '@shared/api'
import {
  createLibraryEntry,
  deleteLibraryEntry,
  updateLibraryEntry,
} from '../../commands/library-entries'
import type { AppDeps, SessionUser } from '../../context'
import { NotFoundError } from '../../errors'
import { presentLibraryEntry } from '../../presenters/library-entry'
import { countEntries, findOwnedEntry, listEntries } from '../../queries/library-entries'
import type { GroupHandlers } from '../mount'

export const ENTRY_NOT_FOUND = 'No such resume in your library.'
export const OWNER_NOT_FOUND = 'No such user.'

/** A uid in the request (the spec's payloads carry one) must be the caller's own. */
export function assertOwnUid(uid: string | undefined, user: SessionUser) {
  if (uid !== undefined && uid !== user.id) throw NotFoundError(OWNER_NOT_FOUND)
}

export function libraryHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.library> {
  const { database } = deps
  return {
    async create({ input, user }) {
      assertOwnUid(input.uid, user)
      const { id, fixes } = await createLibraryEntry(database, {
        uid: user.id,
        cvData: input.cvData,
      })
      return { result: { id }, fixes }
    },

    async update({ input, user }) {
      const { id, cvData } = input
      const updated = await updateLibraryEntry(database, { uid: user.id, id, cvData })
      if (!updated) throw NotFoundError(ENTRY_NOT_FOUND)
      return { result: presentLibraryEntry(updated.row), fixes: updated.fixes }
    },

    async remove({ input, user }) {
      if (!(await deleteLibraryEntry(database, { uid: user.id, id: input.id })))
        throw NotFoundError(ENTRY_NOT_FOUND)
      return { result: { id: input.id } }
    },

    async get({ input, user }) {
      const row = await findOwnedEntry(database, { uid: user.id, id: input.id })
      if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
      return { result: presentLibraryEntry(row) }
    },

    async list({ input, user }) {
      assertOwnUid(input.uid, user)
      const rows = await listEntries(database, user.id)
      return { result: rows.map(presentLibraryEntry) }
    },

    async count({ input, user }) {
      assertOwnUid(input.uid, user)
      return { count: await countEntries(database, user.id) }
    },

    async exists({ input, user }) {
      assertOwnUid(input.uid, user)
      return { exists: (await countEntries(database, user.id)) > 0 }
    },

    async verifyOwnership({ input, user }) {
      const row = await findOwnedEntry(database, { uid: user.id, id: input.cvId })
      if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
      return { owner: true }
    },
  }
}
