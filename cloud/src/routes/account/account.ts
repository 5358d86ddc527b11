// What My Account needs beyond the user routes (apiRoutes.account): the password change, the
// sessions and devices, the sign-in methods and "download all my data". Every query names the
// caller's id, so nothing here can reach another account.
import { checkPassword, PASSWORD_PROBLEM_MESSAGES } from '@shared/account/password'
import type { AccountSession, apiRoutes, CreditLedgerRow } from '@shared/api'
import { CREDIT_KINDS, type CreditKind } from '@shared/plans'
import { isAPIError } from 'better-auth/api'
import type { Selectable } from 'kysely'
import { authHeaders } from '../../auth/client-kind'
import type { AppContext, AppDeps } from '../../context'
import { toIsoString } from '../../db/rows'
import type { CreditLedgerTable, SessionTable } from '../../db/schema'
import { AuthenticationError, ConflictError, NotFoundError, ValidationError } from '../../errors'
import { presentLibraryEntry } from '../../presenters/library-entry'
import { creditsOf, presentUser } from '../../presenters/user'
import { findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'

/** better-auth's providerId of an e-mail and password account. */
const PASSWORD_PROVIDER = 'credential'

export const NO_PASSWORD_MESSAGE =
  'This account signs in with a social provider and has no password to change.'

function presentSession(row: Selectable<SessionTable>, currentId: string | null): AccountSession {
  return {
    id: row.id,
    createdAt: toIsoString(row.createdAt),
    lastSeenAt: toIsoString(row.updatedAt),
    expiresAt: toIsoString(row.expiresAt),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === currentId,
  }
}

function presentLedgerRow(row: Selectable<CreditLedgerTable>): CreditLedgerRow {
  const kind = CREDIT_KINDS.find((known) => known === row.kind) as CreditKind
  return {
    kind,
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    reason: row.reason,
    action: row.action,
    period: row.period,
    createdAt: toIsoString(row.created_at),
  }
}

export function accountHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.account> {
  const { database } = deps

  /** The id of the session this request came with (null when it cannot be told). */
  async function currentSessionId(ctx: AppContext): Promise<string | null> {
    const found = await deps.auth.api.getSession({ headers: authHeaders(ctx) })
    return found?.session.id ?? null
  }

  async function signInMethods(userId: string) {
    const rows = await database.db
      .selectFrom('account')
      .select(['providerId', 'password'])
      .where('userId', '=', userId)
      .execute()
    return {
      password: rows.some((row) => row.providerId === PASSWORD_PROVIDER && !!row.password),
      providers: [
        ...new Set(
          rows.filter((row) => row.providerId !== PASSWORD_PROVIDER).map((row) => row.providerId),
        ),
      ].sort(),
    }
  }

  async function sessionsOf(userId: string, ctx: AppContext) {
    const current = await currentSessionId(ctx)
    const now = new Date().toISOString()
    const rows = await database.db
      .selectFrom('session')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('updatedAt', 'desc')
      .execute()
    return rows
      .filter((row) => toIsoString(row.expiresAt) > now)
      .map((row) => presentSession(row, current))
  }

  /** Signs out every session of the user but `keep`; answers how many went. */
  async function signOutOthers(userId: string, keep: string | null): Promise<number> {
    let query = database.db.deleteFrom('session').where('userId', '=', userId)
    if (keep) query = query.where('id', '!=', keep)
    const result = await query.executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  return {
    async changePassword({ input, user, ctx }) {
      const row = await findUserById(database, user.id)
      if (!row) throw AuthenticationError()
      if (!(await signInMethods(user.id)).password) throw ConflictError(NO_PASSWORD_MESSAGE)
      const problem = await checkPassword(input.newPassword, row)
      if (problem) {
        throw ValidationError([
          { path: 'newPassword', message: PASSWORD_PROBLEM_MESSAGES[problem] },
        ])
      }
      try {
        await deps.auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
          headers: authHeaders(ctx),
        })
      } catch (error) {
        const code = isAPIError(error)
          ? (error.body as { code?: string } | undefined)?.code
          : undefined
        if (code === 'INVALID_PASSWORD') {
          throw ValidationError([
            { path: 'currentPassword', message: 'The current password is wrong.' },
          ])
        }
        throw error
      }
      // This session stays; every other one (stolen or forgotten) is signed out.
      return { signedOut: await signOutOthers(user.id, await currentSessionId(ctx)) }
    },

    async signInMethods({ user }) {
      return signInMethods(user.id)
    },

    async sessions({ user, ctx }) {
      return { sessions: await sessionsOf(user.id, ctx) }
    },

    async signOutSession({ input, user }) {
      const result = await database.db
        .deleteFrom('session')
        .where('id', '=', input.id)
        .where('userId', '=', user.id)
        .executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw NotFoundError('No such session.')
    },

    async signOutOthers({ user, ctx }) {
      const current = await currentSessionId(ctx)
      // Without a known current session, signing "everything else" out would sign this one out.
      if (!current) throw AuthenticationError()
      return { signedOut: await signOutOthers(user.id, current) }
    },

    async exportData({ user, ctx }) {
      const row = await findUserById(database, user.id)
      if (!row) throw AuthenticationError()
      const summary = await deps.entitlements.summary(user.id)
      const entries = await database.db
        .selectFrom('library_entries')
        .selectAll()
        .where('uid', '=', user.id)
        .orderBy('created_at', 'asc')
        .execute()
      const ledger = await deps.entitlements.fullLedger(user.id)
      return {
        format: 'vitae-account-export' as const,
        version: 1 as const,
        exportedAt: new Date().toISOString(),
        account: presentUser(row, creditsOf(summary)),
        plan: summary,
        signInMethods: await signInMethods(user.id),
        sessions: await sessionsOf(user.id, ctx),
        resumes: entries.map(presentLibraryEntry),
        creditLedger: ledger.map(presentLedgerRow),
      }
    },
  }
}
