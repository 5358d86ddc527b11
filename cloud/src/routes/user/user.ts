// The registration record, for its owner only (apiRoutes.user). Asking for anyone else's answers
// 404, exactly as for an id that does not exist.
import type { apiRoutes } from '@shared/api'
import type { AppDeps } from '../../context'
import { NotFoundError } from '../../errors'
import { creditsOf, presentUser } from '../../presenters/user'
import { findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'

export const USER_NOT_FOUND = 'No such user.'

export function userHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.user> {
  return {
    async get({ input, user }) {
      if (input.uid !== user.id) throw NotFoundError(USER_NOT_FOUND)
      const row = await findUserById(deps.database, input.uid)
      if (!row) throw NotFoundError(USER_NOT_FOUND)
      return { result: presentUser(row, creditsOf(await deps.entitlements.summary(row.id))) }
    },
  }
}
