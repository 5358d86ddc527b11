// The registration record, for its owner only. Asking for anyone else's answers 404, exactly as
// for an id that does not exist.
import Router from '@koa/router'
import type { GetUserResponse } from '@shared/api'
import type { z } from 'zod'
import { requireSession } from '../../auth/session'
import type { ApiContext, AppDeps, AppState } from '../../context'
import { NotFoundError } from '../../errors'
import { validate } from '../../middlewares/validate'
import { presentUser } from '../../presenters/user'
import { findUserById } from '../../queries/users'
import { getUserInput } from './schema'

export const USER_NOT_FOUND = 'No such user.'

export function userRoutes(deps: AppDeps) {
  const router = new Router<AppState>()

  router.get(
    '/api/user/:uid',
    requireSession(deps.auth),
    validate(getUserInput),
    async (ctx: ApiContext<z.output<typeof getUserInput>>) => {
      const { uid } = ctx.state.input
      if (uid !== ctx.state.user.id) throw NotFoundError(USER_NOT_FOUND)
      const user = await findUserById(deps.database, uid)
      if (!user) throw NotFoundError(USER_NOT_FOUND)
      const body: GetUserResponse = { result: presentUser(user) }
      ctx.body = body
    },
  )

  return router
}
