// Operator commands: `npm run cloud -- <command> [args]` (README "Operator commands").
// Each command gets the open database and writes plain lines; a bad argument gets a clear
// message and exit code 2, an unknown e-mail exit code 1. Add a command by adding it to COMMANDS.
import pino from 'pino'
import { StripeBilling } from '../billing/billing'
import { reconcileStripe } from '../billing/reconcile'
import { createStripeClient } from '../billing/stripe-client'
import type { StripeConfig } from '../config'
import { createEntitlements } from '../entitlements'
import type { AppDatabase } from '../db'

export interface CommandIo {
  out: (line: string) => void
  err: (line: string) => void
}

export interface CommandEnv {
  database: AppDatabase
  billingEnabled: boolean
  io: CommandIo
  /** STRIPE_* (reconcile-stripe talks to Stripe); null with billing off. */
  stripe?: StripeConfig | null
  publicUrl?: string
}

type Command = {
  usage: string
  summary: string
  run: (args: string[], env: CommandEnv) => Promise<number>
}

export class UsageError extends Error {}

function parseOptions(
  args: string[],
  known: string[],
): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = []
  const options: Record<string, string> = {}
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
      if (!known.includes(name)) throw new UsageError(`Unknown option --${name}.`)
      const value = inline ?? args[++i]
      if (value === undefined) throw new UsageError(`--${name} needs a value.`)
      options[name] = value
    } else positional.push(arg)
  }
  return { positional, options }
}

async function findUserByEmail(database: AppDatabase, email: string) {
  return database.db
    .selectFrom('user')
    .leftJoin('plan_state', 'plan_state.user_id', 'user.id')
    .select(['user.id', 'user.email', 'user.accountStatus', 'plan_state.source'])
    .where((eb) => eb(eb.fn('lower', ['user.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
}

function oneEmail(positional: string[]): string {
  if (positional.length !== 1) throw new UsageError('Give exactly one e-mail address.')
  const email = positional[0]!.trim()
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`'${email}' is not an e-mail address.`)
  return email
}

export const COMMANDS: Record<string, Command> = {
  'reconcile-stripe': {
    usage: 'reconcile-stripe [--fix] [--json]',
    summary:
      "Compares Stripe's subscriptions with the database and reports drift (exit 1); --fix brings each drifted account in line with Stripe.",
    async run(args, { database, billingEnabled, io, stripe, publicUrl }) {
      const unknown = args.filter((a) => a !== '--fix' && a !== '--json')
      if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown.join(' ')}.`)
      if (!stripe) {
        io.err(
          'Payments are not set up on this server (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY): nothing to compare.',
        )
        return 2
      }
      const entitlements = createEntitlements({ database, billingEnabled })
      const billing = new StripeBilling({
        database,
        stripe: createStripeClient(stripe),
        entitlements,
        logger: pino({ level: 'silent' }),
        publicUrl: publicUrl ?? '',
      })
      const fix = args.includes('--fix')
      const report = await reconcileStripe(database, billing, { fix })
      if (args.includes('--json')) io.out(JSON.stringify(report, null, 2))
      else {
        for (const d of report.drift)
          io.out(
            `${d.fixed ? 'FIXED' : 'DRIFT'} ${d.email} (${d.customerId}, ${d.subscriptionId ?? 'no subscription'}): ${d.problem}`,
          )
        io.out(
          `${report.checked} Stripe customer(s) checked, ${report.drift.length} with drift${fix ? ', fixed' : ''}.`,
        )
      }
      return report.drift.length > 0 && !fix ? 1 : 0
    },
  },
  'grant-premium': {
    usage: 'grant-premium <email> [--plan monthly|quarterly] [--until YYYY-MM-DD]',
    summary:
      'Gives the account Premium (allowances renew each calendar month) until revoked or until the given day.',
    async run(args, { database, billingEnabled, io }) {
      const { positional, options } = parseOptions(args, ['plan', 'until'])
      const email = oneEmail(positional)
      const plan = options.plan ?? 'monthly'
      if (plan !== 'monthly' && plan !== 'quarterly')
        throw new UsageError(`--plan must be monthly or quarterly, got '${plan}'.`)
      let periodEnd: string | null = null
      if (options.until !== undefined) {
        const until = options.until
        if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(`${until}T00:00:00Z`)))
          throw new UsageError(`--until must be a date like 2027-01-31, got '${until}'.`)
        periodEnd = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString()
      }
      const user = await findUserByEmail(database, email)
      if (!user) {
        io.err(`No account with the e-mail address ${email}.`)
        return 1
      }
      const entitlements = createEntitlements({ database, billingEnabled })
      await entitlements.setPlan(user.id, {
        accountStatus: 'Premium',
        subscriptionStatus: 'active',
        plan: plan === 'monthly' ? 'premium_monthly' : 'premium_quarterly',
        periodStart: null,
        periodEnd,
        source: 'operator',
      })
      io.out(
        `${user.email} is now Premium (${plan})${periodEnd ? ` until ${options.until}` : ' until revoked'}.`,
      )
      if (!billingEnabled)
        io.out(
          'Note: billing is off on this server (no STRIPE_*), so every account has Premium allowances anyway.',
        )
      return 0
    },
  },
  'revoke-premium': {
    usage: 'revoke-premium <email>',
    summary: 'Puts the account back on the Free plan.',
    async run(args, { database, billingEnabled, io }) {
      const { positional } = parseOptions(args, [])
      const email = oneEmail(positional)
      const user = await findUserByEmail(database, email)
      if (!user) {
        io.err(`No account with the e-mail address ${email}.`)
        return 1
      }
      const entitlements = createEntitlements({ database, billingEnabled })
      await entitlements.setPlan(user.id, {
        accountStatus: 'Free',
        subscriptionStatus: 'not active',
        plan: 'free',
        source: 'operator',
      })
      io.out(`${user.email} is now on the Free plan.`)
      if (user.source === 'stripe')
        io.out(
          'Warning: this plan came from a Stripe subscription; cancel it in Stripe too, or the next paid invoice makes the account Premium again.',
        )
      return 0
    },
  },
  'show-plan': {
    usage: 'show-plan <email>',
    summary: 'Prints the plan, the period and the remaining credits of an account.',
    async run(args, { database, billingEnabled, io }) {
      const email = oneEmail(parseOptions(args, []).positional)
      const user = await findUserByEmail(database, email)
      if (!user) {
        io.err(`No account with the e-mail address ${email}.`)
        return 1
      }
      const summary = await createEntitlements({ database, billingEnabled }).summary(user.id)
      io.out(
        `${user.email}: ${summary.accountStatus} (${summary.subscriptionStatus}), plan ${summary.plan}, rules of ${summary.effectivePlan}${billingEnabled ? '' : ' (billing off)'}`,
      )
      if (summary.periodEnd) io.out(`period ends ${summary.periodEnd}`)
      for (const credit of Object.values(summary.credits))
        io.out(
          `  ${credit.kind}: ${credit.remaining === null ? 'unlimited' : `${credit.remaining} of ${credit.allowance}`}`,
        )
      return 0
    },
  },
}

export function usage(): string {
  return [
    'Usage: npm run cloud -- <command> [arguments]',
    '',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage}\n      ${c.summary}`),
  ].join('\n')
}

/** Runs one command; the exit code. */
export async function runCommand(argv: string[], env: CommandEnv): Promise<number> {
  const [name, ...args] = argv
  if (!name || name === 'help' || name === '--help') {
    env.io.out(usage())
    return name ? 0 : 2
  }
  const command = COMMANDS[name]
  if (!command) {
    env.io.err(`Unknown command '${name}'.\n\n${usage()}`)
    return 2
  }
  try {
    return await command.run(args, env)
  } catch (error) {
    if (error instanceof UsageError) {
      env.io.err(`${error.message}\nUsage: npm run cloud -- ${command.usage}`)
      return 2
    }
    throw error
  }
}
