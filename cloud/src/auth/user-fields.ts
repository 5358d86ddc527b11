// The registration record of spec 001 §3 lives on better-auth's user row as additionalFields,
// rather than in a separate user_details table filled by a database hook:
//  - one INSERT creates the account and its record, so there is never a user without details
//    and no hook has to join better-auth's transaction;
//  - `input: false` lets better-auth itself refuse client writes to protected fields (status,
//    plan, credits) on every endpoint it owns (sign-up, update-user), present and future;
//  - credits are debited later with one conditional UPDATE on the same row.
// The columns are created by db/migrations/001_auth.ts with the same defaults.
import { NAME_MAX_LENGTH } from '@shared/account/limits'
import { INTERFACE_LOCALES, STARTING_CREDITS } from '@shared/api'
import { z } from 'zod'

// Cleaned (plain text, trimmed) by the user hooks (user-hooks.ts), which run after this.
const name = z.string().max(NAME_MAX_LENGTH * 4, `Use at most ${NAME_MAX_LENGTH} characters.`)

export const userAdditionalFields = {
  firstName: { type: 'string', required: true, defaultValue: '', validator: { input: name } },
  lastName: { type: 'string', required: true, defaultValue: '', validator: { input: name } },
  locale: {
    type: 'string',
    required: true,
    defaultValue: 'en',
    validator: { input: z.enum(INTERFACE_LOCALES) },
  },
  termsAndConditions: { type: 'boolean', required: true, defaultValue: true },
  updatesAndTips: { type: 'boolean', required: true, defaultValue: true },
  // Protected: only the cloud's own commands (payments, credit debits) change these.
  accountStatus: { type: 'string', required: true, defaultValue: 'Free', input: false },
  subscriptionStatus: { type: 'string', required: true, defaultValue: 'not active', input: false },
  premiumType: { type: 'string', required: true, defaultValue: 'none', input: false },
  evaluationCredit: {
    type: 'number',
    required: true,
    defaultValue: STARTING_CREDITS.evaluationCredit,
    input: false,
  },
  enhanceCredit: {
    type: 'number',
    required: true,
    defaultValue: STARTING_CREDITS.enhanceCredit,
    input: false,
  },
  translateCredit: {
    type: 'number',
    required: true,
    defaultValue: STARTING_CREDITS.translateCredit,
    input: false,
  },
  existingCredit: {
    type: 'number',
    required: true,
    defaultValue: STARTING_CREDITS.existingCredit,
    input: false,
  },
} as const
