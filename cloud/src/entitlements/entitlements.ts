// THE entitlements module (issue 12 point 2): every plan gate and every credit debit of the
// product goes through here. The plan table is src/shared/plans; this module reads the user's
// plan state and balances from the database, answers allowed / 401 / 402 (and 409 for Premium's
// 10-resume cap), debits credits in the same transaction as the work, writes every change to the
// ledger, and is the only writer of a user's plan (setPlan), which the Stripe side and the
// operator commands call. See /work/notes/entitlements-ready.md and README "Plans and credits".
import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import {
  CREDIT_KINDS,
  CREDIT_OF_ACTION,
  PLANS,
  PREMIUM_TYPES_BY_PLAN,
  decide,
  effectivePlan,
  type AccountStatus,
  type CreditKind,
  type EffectivePlan,
  type EntitlementAction,
  type GateContext,
  type PlanId,
  type PlanState,
  type SubscriptionStatus,
} from '@shared/plans'
import type { AppDatabase, Database } from '../db'
import { nowTimestamp, toIsoString } from '../db/rows'
import type { ApiError } from '../errors'
import { AuthenticationError, ConflictError, PaymentRequiredError } from '../errors'
import { addCredits, ensurePeriod, readBalances, takeCredit, writeLedger, type Db } from './ledger'
import { refusalMessage } from './messages'

export type Trx = Transaction<Database>

/** Who asks: the session user, or nobody (a visitor gets 401). */
export type Subject = { id: string } | null | undefined

/** A gate's context as routes give it: the module counts resumes itself when not told. */
export interface CheckContext extends GateContext {
  /** useResume: the library entry the action is about (its position is looked up). */
  resumeId?: string
}

/** A change of plan, as the Stripe side (webhooks, checkout) or an operator makes it. */
export interface PlanChange {
  accountStatus: AccountStatus
  subscriptionStatus: SubscriptionStatus
  plan: PlanId
  /** The current paid period (Stripe's current_period_start/end); a new start renews credits. */
  periodStart?: string | Date | null
  periodEnd?: string | Date | null
  cancelAt?: string | Date | null
  currency?: 'eur' | 'try' | null
  source: 'stripe' | 'operator' | 'system'
}

export interface PlanSnapshot {
  state: PlanState & { cancelAt: string | null; currency: string | null; source: string }
  effective: EffectivePlan
}

export interface CreditSummary {
  kind: CreditKind
  /** null = unlimited on this plan. */
  remaining: number | null
  allowance: number | null
}

/** What a client may know about its own plan (GET /api/plan). */
export interface EntitlementSummary {
  billingEnabled: boolean
  plan: PlanId
  effectivePlan: PlanId
  tier: 'free' | 'premium'
  accountStatus: AccountStatus
  subscriptionStatus: SubscriptionStatus
  periodStart: string | null
  periodEnd: string | null
  cancelAt: string | null
  credits: Record<CreditKind, CreditSummary>
}

export interface EntitlementsOptions {
  database: AppDatabase
  /** False when no STRIPE_* is configured: everyone gets Premium's allowances. */
  billingEnabled: boolean
  now?: () => Date
}

const iso = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined ? null : toIsoString(value)

export type Entitlements = ReturnType<typeof createEntitlements>

export function createEntitlements(options: EntitlementsOptions) {
  const { database, billingEnabled } = options
  const now = options.now ?? (() => new Date())

  async function snapshot(db: Db, uid: string): Promise<PlanSnapshot> {
    const row = await db
      .selectFrom('user')
      .leftJoin('plan_state', 'plan_state.user_id', 'user.id')
      .select([
        'user.accountStatus',
        'user.subscriptionStatus',
        'plan_state.plan',
        'plan_state.period_start',
        'plan_state.period_end',
        'plan_state.cancel_at',
        'plan_state.currency',
        'plan_state.source',
      ])
      .where('user.id', '=', uid)
      .executeTakeFirst()
    if (!row) throw AuthenticationError()
    const accountStatus = (['Free', 'Onhold', 'Premium'] as const).find(
      (s) => s === row.accountStatus,
    )
    const state = {
      accountStatus: accountStatus ?? 'Free',
      subscriptionStatus: (row.subscriptionStatus || 'not active') as SubscriptionStatus,
      plan: (row.plan ?? (accountStatus === 'Premium' ? 'premium_monthly' : 'free')) as PlanId,
      periodStart: iso(row.period_start),
      periodEnd: iso(row.period_end),
      cancelAt: iso(row.cancel_at),
      currency: row.currency ?? null,
      source: row.source ?? 'system',
    }
    return { state, effective: effectivePlan(state, { billingEnabled, now: now() }) }
  }

  function summaryOf(
    snap: PlanSnapshot,
    balances: Awaited<ReturnType<typeof readBalances>>,
  ): EntitlementSummary {
    const period = periodOf(snap)
    const credits = {} as Record<CreditKind, CreditSummary>
    for (const kind of CREDIT_KINDS) {
      const allowance = allowanceOf(snap, period, kind)
      const current = balances.get(kind)
      const remaining =
        allowance === null
          ? null
          : current && current.period === period
            ? current.balance
            : allowance
      credits[kind] = { kind, remaining, allowance }
    }
    return {
      billingEnabled,
      plan: snap.state.plan,
      effectivePlan: snap.effective.plan.id,
      tier: snap.effective.tier,
      accountStatus: snap.state.accountStatus,
      subscriptionStatus: snap.state.subscriptionStatus,
      periodStart: snap.state.periodStart,
      periodEnd: snap.state.periodEnd,
      cancelAt: snap.state.cancelAt,
      credits,
    }
  }

  /** The allowance period the balances of this snapshot belong to. */
  function periodOf({ state, effective }: PlanSnapshot): string {
    if (effective.tier === 'free') return 'free'
    if (!effective.billingOff && state.periodStart) return `paid:${state.periodStart}`
    // Billing off and operator grants renew each calendar month (UTC).
    return `month:${now().toISOString().slice(0, 7)}`
  }

  function allowanceOf(snap: PlanSnapshot, period: string, kind: CreditKind): number | null {
    // The "free" period always carries the sign-up credits; a Standard purchase adds to them.
    return period === 'free' ? PLANS.free.allowances[kind] : snap.effective.plan.allowances[kind]
  }

  async function resumeCount(db: Db, uid: string): Promise<number> {
    const row = await db
      .selectFrom('library_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async function coverLetterCount(db: Db, uid: string): Promise<number> {
    const row = await db
      .selectFrom('cover_letters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Position of a resume among the user's, oldest first; -1 when not theirs. */
  async function resumeIndex(db: Db, uid: string, resumeId: string): Promise<number> {
    const ids = await db
      .selectFrom('library_entries')
      .select('id')
      .where('uid', '=', uid)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute()
    return ids.findIndex((r) => r.id === resumeId)
  }

  async function fillContext(
    db: Db,
    uid: string,
    action: EntitlementAction,
    context: CheckContext,
  ): Promise<GateContext> {
    const filled: GateContext = { ...context }
    if ((action === 'createResume' || action === 'import') && filled.resumeCount === undefined)
      filled.resumeCount = await resumeCount(db, uid)
    if (action === 'createCoverLetter' && filled.coverLetterCount === undefined)
      filled.coverLetterCount = await coverLetterCount(db, uid)
    if (
      action === 'useResume' &&
      context.resumeId !== undefined &&
      filled.resumeIndex === undefined
    )
      filled.resumeIndex = Math.max(0, await resumeIndex(db, uid, context.resumeId))
    return filled
  }

  function refuse(
    action: EntitlementAction,
    snap: PlanSnapshot,
    decision: ReturnType<typeof decide>,
  ): ApiError | null {
    if (decision.allowed) return null
    const message = refusalMessage(action, decision, snap.effective, snap.state.periodEnd)
    if (decision.reason === 'resume_limit_reached')
      return ConflictError(message, 'resume_limit_reached')
    if (decision.reason === 'cover_letter_limit_reached')
      return ConflictError(message, 'cover_letter_limit_reached')
    return PaymentRequiredError(decision.reason, message)
  }

  async function gate(
    db: Db,
    subject: Subject,
    action: EntitlementAction,
    context: CheckContext,
  ): Promise<{ uid: string; snap: PlanSnapshot }> {
    if (!subject) throw AuthenticationError()
    const snap = await snapshot(db, subject.id)
    const filled = await fillContext(db, subject.id, action, context)
    const refusal = refuse(action, snap, decide(snap.effective, action, filled))
    if (refusal) throw refusal
    return { uid: subject.id, snap }
  }

  /** Debits one credit of the action (if it has one and the plan limits it), in `db`. */
  async function debit(
    db: Db,
    uid: string,
    snap: PlanSnapshot,
    action: EntitlementAction,
    idempotencyKey: string,
  ): Promise<{ kind: CreditKind; remaining: number; period: string } | null> {
    const kind = CREDIT_OF_ACTION[action]
    if (!kind) return null
    const period = periodOf(snap)
    const allowance = allowanceOf(snap, period, kind)
    if (allowance === null) return null // unlimited: nothing to count
    await ensurePeriod(db, { uid, kind, period, allowance })
    const remaining = await takeCredit(db, { uid, kind, period })
    if (remaining === null) {
      const decision = decide(snap.effective, action, { balance: 0, resumeCount: 0 })
      throw (
        refuse(action, snap, decision) ??
        PaymentRequiredError('not_enough_credits', 'No credits left.')
      )
    }
    const fresh = await writeLedger(db, {
      uid,
      kind,
      delta: -1,
      balanceAfter: remaining,
      reason: 'debit',
      action,
      period,
      idempotencyKey: `debit:${idempotencyKey}`,
    })
    if (!fresh) throw ConflictError('This request was carried out already (same idempotency key).')
    return { kind, remaining, period }
  }

  return {
    billingEnabled,

    /** The user's plan state and the rules in force. */
    async plan(uid: string): Promise<PlanSnapshot> {
      return snapshot(database.db, uid)
    },

    /**
     * Several gates without credits on ONE plan snapshot (autosave asks three at once on the
     * hottest path): each check's refusal, or null, in order. A resume's position is looked up
     * only when the plan limits the resumes a user may use below the most any plan allows.
     */
    async refusals(
      subject: Subject,
      checks: readonly { action: EntitlementAction; context?: CheckContext }[],
    ): Promise<(ApiError | null)[]> {
      if (!subject) throw AuthenticationError()
      const snap = await snapshot(database.db, subject.id)
      const mostResumes = Math.max(...Object.values(PLANS).map((plan) => plan.maxResumes))
      const out: (ApiError | null)[] = []
      for (const { action, context = {} } of checks) {
        if (CREDIT_OF_ACTION[action])
          throw new Error(`refusals() is for gates without credits, not ${action}`)
        const unlimited = action === 'useResume' && snap.effective.plan.maxResumes >= mostResumes
        const filled = unlimited
          ? { ...context, resumeIndex: 0 }
          : await fillContext(database.db, subject.id, action, context)
        out.push(refuse(action, snap, decide(snap.effective, action, filled)))
      }
      return out
    },

    /**
     * Asks a gate without spending anything: resolves when allowed, throws the 401 / 402 / 409
     * ApiError otherwise (let it propagate; the error middleware answers it). For gates without
     * a credit (template, colour, createResume, useResume, guidedStep) this is all a route does;
     * for credited actions it is the cheap early refusal before parsing or calling an LLM.
     */
    async check(subject: Subject, action: EntitlementAction, context: CheckContext = {}) {
      const { uid, snap } = await gate(database.db, subject, action, context)
      const kind = CREDIT_OF_ACTION[action]
      if (!kind) return
      const period = periodOf(snap)
      const allowance = allowanceOf(snap, period, kind)
      if (allowance === null) return
      const balances = await readBalances(database.db, uid)
      const current = balances.get(kind)
      const balance = current && current.period === period ? current.balance : allowance
      const refusal = refuse(
        action,
        snap,
        decide(snap.effective, action, { ...context, balance, resumeCount: 0 }),
      )
      if (refusal) throw refusal
    },

    /**
     * Runs `work` and debits one credit of `action` in ONE database transaction: the gate, the
     * debit, the ledger row and the work's own writes commit together, and if `work` throws
     * everything rolls back, the credit included. For work that is database writes (import
     * creating the library entry, creating a resume). For slow outside work (LLM, PDF) use
     * withCreditHeld, which does not hold a transaction open for minutes.
     * `idempotencyKey` is unique per user: a second call with the same key answers 409.
     */
    async withCredit<T>(
      subject: Subject,
      action: EntitlementAction,
      idempotencyKey: string,
      work: (trx: Trx, info: { remaining: number | null }) => Promise<T>,
      context: CheckContext = {},
    ): Promise<{ result: T; remaining: number | null }> {
      return database.db.transaction().execute(async (trx) => {
        const { uid, snap } = await gate(trx, subject, action, context)
        const taken = await debit(trx, uid, snap, action, idempotencyKey)
        const remaining = taken?.remaining ?? null
        const result = await work(trx, { remaining })
        return { result, remaining }
      })
    },

    /**
     * Debits one credit (short transaction), runs `work` outside any transaction, and gives the
     * credit back (a `refund` ledger row) if `work` throws. For LLM calls, evaluations, PDF
     * printing and translations.
     */
    async withCreditHeld<T>(
      subject: Subject,
      action: EntitlementAction,
      idempotencyKey: string,
      work: (info: { remaining: number | null }) => Promise<T>,
      context: CheckContext = {},
    ): Promise<{ result: T; remaining: number | null }> {
      const taken = await database.db.transaction().execute(async (trx) => {
        const { uid, snap } = await gate(trx, subject, action, context)
        const debited = await debit(trx, uid, snap, action, idempotencyKey)
        return debited && { ...debited, uid }
      })
      try {
        const result = await work({ remaining: taken?.remaining ?? null })
        return { result, remaining: taken?.remaining ?? null }
      } catch (error) {
        if (taken) {
          await database.db.transaction().execute(async (trx) => {
            const back = await addCredits(trx, { uid: taken.uid, kind: taken.kind, amount: 1 })
            await writeLedger(trx, {
              uid: taken.uid,
              kind: taken.kind,
              delta: 1,
              balanceAfter: back?.balance ?? 0,
              reason: 'refund',
              action,
              period: back?.period ?? taken.period,
              idempotencyKey: `refund:${idempotencyKey}`,
            })
          })
        }
        throw error
      }
    },

    /**
     * How long this user's automatic snapshots are kept (the plan table's snapshotKeepDays;
     * version history itself is on every plan, see SNAPSHOT_LIMITS).
     */
    async snapshotKeepDays(uid: string): Promise<number> {
      return (await snapshot(database.db, uid)).effective.plan.snapshotKeepDays
    },

    /**
     * Whether a share link of this owner may be served to visitors now: their plan must still
     * include share links (a lapsed Premium's links answer 404 until they are Premium again).
     */
    async ownerMayShare(ownerId: string): Promise<boolean> {
      const snap = await snapshot(database.db, ownerId).catch(() => null)
      return snap !== null && decide(snap.effective, 'shareResume').allowed
    },

    /** Remaining credits per kind (null = unlimited), as the client shows them. */
    async summary(uid: string): Promise<EntitlementSummary> {
      const snap = await snapshot(database.db, uid)
      return summaryOf(snap, await readBalances(database.db, uid))
    },

    /**
     * What a brand-new account would have (no row read): the sign-up answer for an address that
     * already has an account must look exactly like a fresh one (finding L-6), billing on or off.
     */
    newAccountSummary(): EntitlementSummary {
      const state = {
        accountStatus: 'Free' as const,
        subscriptionStatus: 'not active' as SubscriptionStatus,
        plan: 'free' as PlanId,
        periodStart: null,
        periodEnd: null,
        cancelAt: null,
        currency: null,
        source: 'system',
      }
      const snap = { state, effective: effectivePlan(state, { billingEnabled, now: now() }) }
      return summaryOf(snap as PlanSnapshot, new Map())
    },

    /**
     * THE way a plan changes (server-authoritative: only server code calls this, never a route
     * taking the status from a client). Writes user.accountStatus / subscriptionStatus /
     * premiumType and plan_state in one transaction. A new periodStart starts a new allowance
     * period (credits reset to the allowance on next use, with a grant row in the ledger), so
     * calling it twice with the same period (a duplicated webhook) grants nothing twice.
     * Pass `trx` to take part in the caller's transaction (e.g. with the webhook-dedup insert).
     */
    async setPlan(uid: string, change: PlanChange, trx?: Trx): Promise<PlanSnapshot> {
      const run = async (db: Trx) => {
        const premiumType =
          change.plan === 'premium_monthly' || change.plan === 'premium_quarterly'
            ? PREMIUM_TYPES_BY_PLAN[change.plan]
            : 'none'
        const updated = await db
          .updateTable('user')
          .set({
            accountStatus: change.accountStatus,
            subscriptionStatus: change.subscriptionStatus,
            premiumType,
            updatedAt: nowTimestamp(),
          })
          .where('id', '=', uid)
          .returning('id')
          .executeTakeFirst()
        if (!updated) throw new Error(`setPlan: no user ${uid}`)
        const values = {
          plan: change.plan,
          period_start: iso(change.periodStart),
          period_end: iso(change.periodEnd),
          cancel_at: iso(change.cancelAt),
          currency: change.currency ?? null,
          source: change.source,
          updated_at: nowTimestamp(),
        }
        await db
          .insertInto('plan_state')
          .values({ user_id: uid, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute()
        return snapshot(db, uid)
      }
      return trx ? run(trx) : database.db.transaction().execute(run)
    },

    /**
     * Adds credits outside the plan's allowance (a Standard purchase's download, an operator's
     * gift). Idempotent per key: the same key twice grants once. Returns the new balance.
     */
    async grantCredits(
      uid: string,
      kind: CreditKind,
      amount: number,
      reason: 'purchase' | 'operator',
      idempotencyKey: string,
      trx?: Trx,
    ): Promise<number> {
      const run = async (db: Trx) => {
        const snap = await snapshot(db, uid)
        const period = periodOf(snap)
        const allowance = allowanceOf(snap, period, kind) ?? 0
        await ensurePeriod(db, { uid, kind, period, allowance })
        const fresh = await writeLedger(db, {
          uid,
          kind,
          delta: amount,
          balanceAfter: -1, // corrected below
          reason,
          action: null,
          period,
          idempotencyKey: `${reason}:${idempotencyKey}`,
        })
        if (!fresh) return (await readBalances(db, uid)).get(kind)?.balance ?? 0
        const after = await addCredits(db, { uid, kind, amount })
        const balance = after?.balance ?? 0
        await db
          .updateTable('credit_ledger')
          .set({ balance_after: balance })
          .where('user_id', '=', uid)
          .where('idempotency_key', '=', `${reason}:${idempotencyKey}`)
          .execute()
        return balance
      }
      return trx ? run(trx) : database.db.transaction().execute(run)
    },

    /** The user's ledger, newest first (support, the account page, tests). */
    async ledger(uid: string, limit = 100) {
      return database.db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', uid)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
    },

    /** Every ledger row of the user, oldest first ("download all my data"). */
    async fullLedger(uid: string) {
      return database.db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', uid)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute()
    },

    /**
     * Deleting an account (cloud/src/commands/delete-account.ts): the user's plan state,
     * balances and ledger go, inside the caller's transaction. The module's tables, listed here
     * and nowhere else.
     */
    async eraseAccount(trx: Trx, uid: string): Promise<void> {
      await trx.deleteFrom('credit_ledger').where('user_id', '=', uid).execute()
      await trx.deleteFrom('credit_balance').where('user_id', '=', uid).execute()
      await trx.deleteFrom('plan_state').where('user_id', '=', uid).execute()
    },

    /** A fresh idempotency key for callers that have no natural one. */
    newKey: () => randomUUID(),
  }
}
