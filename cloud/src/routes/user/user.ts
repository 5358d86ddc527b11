// The user routes of spec 001 §7 (apiRoutes.user), for the caller's own uid only: another user's
// uid answers 404 exactly as one that does not exist, and changes nothing. Ownership is part of
// every query (findOwnUser, updateOwnProfile, deleteAccount). Plan and credit figures come from
// the entitlements module.
import type { apiRoutes } from '@shared/api'
import { authHeaders } from '../../auth/client-kind'
import { forwardAuthHeaders } from '../../auth/session'
import { deleteAccount } from '../../commands/delete-account'
import type { AppDeps } from '../../context'
import { NotFoundError, ValidationError } from '../../errors'
import { creditsOf, presentUser } from '../../presenters/user'
import {
  findOwnUser,
  updateOwnProfile,
  type ProfileChange,
  type UserRow,
} from '../../queries/users'
import type { GroupHandlers } from '../mount'
import { displayNameFor } from '../session/session'

export const USER_NOT_FOUND = 'No such user.'

export function userHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.user> {
  async function present(row: UserRow | undefined) {
    if (!row) throw NotFoundError(USER_NOT_FOUND)
    return { result: presentUser(row, creditsOf(await deps.entitlements.summary(row.id))) }
  }

  /** The change with the display name following the first and last name. */
  async function withDisplayName(callerId: string, uid: string, change: ProfileChange) {
    if (change.firstName === undefined && change.lastName === undefined) return change
    const row = await findOwnUser(deps.database, callerId, uid)
    if (!row) throw NotFoundError(USER_NOT_FOUND)
    const firstName = change.firstName ?? row.firstName
    const lastName = change.lastName ?? row.lastName
    return { ...change, name: displayNameFor({ firstName, lastName, email: row.email }) }
  }

  return {
    async create({ input, user }) {
      const own = await findOwnUser(deps.database, user.id, input.uid)
      if (!own) throw NotFoundError(USER_NOT_FOUND)
      if (input.email.toLowerCase() !== own.email.toLowerCase()) {
        throw ValidationError([
          { path: 'email', message: 'This is not the e-mail address of the signed-in account.' },
        ])
      }
      const change = await withDisplayName(user.id, input.uid, {
        firstName: input.firstName,
        lastName: input.lastName,
        termsAndConditions: input.termsAndConditions,
        updatesAndTips: input.updatesAndTips,
        locale: input.locale,
      })
      return present(await updateOwnProfile(deps.database, user.id, input.uid, change))
    },

    async update({ input, user }) {
      const change = await withDisplayName(user.id, input.uid, {
        firstName: input.firstName,
        lastName: input.lastName,
        updatesAndTips: input.updatesAndTips,
        locale: input.locale,
      })
      return present(await updateOwnProfile(deps.database, user.id, input.uid, change))
    },

    async remove({ input, user, ctx }) {
      await deleteAccount(deps, { callerId: user.id, uid: input.uid })
      // The session rows are gone; this only clears the browser's session cookies.
      try {
        const { headers } = await deps.auth.api.signOut({
          headers: authHeaders(ctx),
          returnHeaders: true,
        })
        forwardAuthHeaders(ctx, headers)
      } catch (error) {
        ctx.state.log.warn({ err: error }, 'clearing the cookies of a deleted account failed')
      }
    },

    async exists({ input, user }) {
      if (!(await findOwnUser(deps.database, user.id, input.uid))) {
        throw NotFoundError(USER_NOT_FOUND)
      }
      return { exists: true }
    },

    async get({ input, user }) {
      return present(await findOwnUser(deps.database, user.id, input.uid))
    },
  }
}
