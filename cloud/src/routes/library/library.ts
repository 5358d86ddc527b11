// The user's resume library (spec 000 §7, 001 §7). Each route: session → validated input →
// a thin handler. Every route checks that the caller owns what it names; anything else (another
// user's entry or uid, or an id that does not exist) answers 404 and changes nothing.
import Router from '@koa/router'
import type {
  CountLibraryEntriesResponse,
  CreateLibraryEntryResponse,
  DeleteLibraryEntryResponse,
  GetLibraryEntryResponse,
  LibraryEntriesExistResponse,
  ListLibraryEntriesResponse,
  UpdateLibraryEntryResponse,
  VerifyOwnershipResponse,
} from '@shared/api'
import type { z } from 'zod'
import { requireSession } from '../../auth/session'
import {
  createLibraryEntry,
  deleteLibraryEntry,
  updateLibraryEntry,
} from '../../commands/library-entries'
import type { ApiContext, AppDeps, AppState } from '../../context'
import { NotFoundError } from '../../errors'
import { validate } from '../../middlewares/validate'
import { presentLibraryEntry } from '../../presenters/library-entry'
import { countEntries, findOwnedEntry, listEntries } from '../../queries/library-entries'
import {
  createLibraryEntryInput,
  cvIdInput,
  deleteLibraryEntryInput,
  entryIdInput,
  ownerInput,
  updateEntryInput,
} from './schema'

export const ENTRY_NOT_FOUND = 'No such resume in your library.'
export const OWNER_NOT_FOUND = 'No such user.'

function assertOwnUid(ctx: ApiContext<{ uid?: string | undefined }>) {
  const { uid } = ctx.state.input
  if (uid !== undefined && uid !== ctx.state.user.id) throw NotFoundError(OWNER_NOT_FOUND)
}

export function libraryRoutes(deps: AppDeps) {
  const { database } = deps
  const router = new Router<AppState>()
  const session = requireSession(deps.auth)

  router.post(
    '/api/libraryEntry',
    session,
    validate(createLibraryEntryInput),
    async (ctx: ApiContext<z.output<typeof createLibraryEntryInput>>) => {
      assertOwnUid(ctx)
      const { id, fixes } = await createLibraryEntry(database, {
        uid: ctx.state.user.id,
        cvData: ctx.state.input.cvData,
      })
      const body: CreateLibraryEntryResponse = { result: { id }, fixes }
      ctx.status = 201
      ctx.body = body
    },
  )

  router.put(
    '/api/libraryEntry',
    session,
    validate(updateEntryInput),
    async (ctx: ApiContext<z.output<typeof updateEntryInput>>) => {
      const { id, cvData } = ctx.state.input
      const updated = await updateLibraryEntry(database, { uid: ctx.state.user.id, id, cvData })
      if (!updated) throw NotFoundError(ENTRY_NOT_FOUND)
      const body: UpdateLibraryEntryResponse = {
        result: presentLibraryEntry(updated.row),
        fixes: updated.fixes,
      }
      ctx.body = body
    },
  )

  router.delete(
    '/api/libraryEntry',
    session,
    validate(deleteLibraryEntryInput),
    async (ctx: ApiContext<z.output<typeof deleteLibraryEntryInput>>) => {
      const { id } = ctx.state.input
      if (!(await deleteLibraryEntry(database, { uid: ctx.state.user.id, id })))
        throw NotFoundError(ENTRY_NOT_FOUND)
      const body: DeleteLibraryEntryResponse = { result: { id } }
      ctx.body = body
    },
  )

  router.get(
    '/api/libraryEntry/:id',
    session,
    validate(entryIdInput),
    async (ctx: ApiContext<z.output<typeof entryIdInput>>) => {
      const row = await findOwnedEntry(database, { uid: ctx.state.user.id, id: ctx.state.input.id })
      if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
      const body: GetLibraryEntryResponse = { result: presentLibraryEntry(row) }
      ctx.body = body
    },
  )

  router.get(
    '/api/libraryEntries/:uid',
    session,
    validate(ownerInput),
    async (ctx: ApiContext<z.output<typeof ownerInput>>) => {
      assertOwnUid(ctx)
      const rows = await listEntries(database, ctx.state.user.id)
      const body: ListLibraryEntriesResponse = { result: rows.map(presentLibraryEntry) }
      ctx.body = body
    },
  )

  router.get(
    '/api/libraryEntriesCount/:uid',
    session,
    validate(ownerInput),
    async (ctx: ApiContext<z.output<typeof ownerInput>>) => {
      assertOwnUid(ctx)
      const body: CountLibraryEntriesResponse = {
        count: await countEntries(database, ctx.state.user.id),
      }
      ctx.body = body
    },
  )

  router.get(
    '/api/libraryEntries/:uid/exists',
    session,
    validate(ownerInput),
    async (ctx: ApiContext<z.output<typeof ownerInput>>) => {
      assertOwnUid(ctx)
      const body: LibraryEntriesExistResponse = {
        exists: (await countEntries(database, ctx.state.user.id)) > 0,
      }
      ctx.body = body
    },
  )

  router.get(
    '/api/verify-cv-ownership/:cvId',
    session,
    validate(cvIdInput),
    async (ctx: ApiContext<z.output<typeof cvIdInput>>) => {
      const row = await findOwnedEntry(database, {
        uid: ctx.state.user.id,
        id: ctx.state.input.cvId,
      })
      if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
      const body: VerifyOwnershipResponse = { owner: true }
      ctx.body = body
    },
  )

  return router
}
