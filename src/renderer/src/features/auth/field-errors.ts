// Field messages for the sign-in and sign-up forms, from the shared zod schemas before sending
// and from the server's issues after, in the interface language where the rule is known.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/account/limits'
import { PASSWORD_PROBLEM_MESSAGES, type PasswordProblem } from '@shared/account/password'
import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { ApiError } from '../../api'

export type AuthField = 'email' | 'password' | 'firstName' | 'lastName'
export type FieldErrors = Partial<Record<AuthField, string>>

const FIELDS: readonly AuthField[] = ['email', 'password', 'firstName', 'lastName']

function isAuthField(value: unknown): value is AuthField {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value)
}

function messageFor(issue: z.core.$ZodIssue, field: AuthField, t: TFunction): string {
  if (field === 'email') return t('auth.errors.emailInvalid')
  if (field === 'password') {
    if (issue.code === 'too_small' && Number(issue.minimum) <= 1)
      return t('auth.errors.passwordRequired')
    if (issue.code === 'too_small')
      return t('auth.errors.passwordTooShort', { count: Number(issue.minimum) })
    if (issue.code === 'too_big')
      return t('auth.errors.passwordTooLong', { count: Number(issue.maximum) })
  }
  if (issue.code === 'too_big')
    return t('auth.errors.nameTooLong', { count: Number(issue.maximum) })
  return issue.message
}

/** The password policy's verdict (src/shared/account/password.ts) in the interface language. */
export function passwordProblemMessage(problem: PasswordProblem, t: TFunction): string {
  switch (problem) {
    case 'too_short':
      return t('auth.errors.passwordTooShort', { count: PASSWORD_MIN_LENGTH })
    case 'too_long':
      return t('auth.errors.passwordTooLong', { count: PASSWORD_MAX_LENGTH })
    case 'too_guessable':
      return t('auth.errors.passwordTooGuessable')
  }
}

/** The first problem of each field, or null when the input is valid. */
export function validationErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (isAuthField(field) && !errors[field]) errors[field] = messageFor(issue, field, t)
  }
  return errors
}

/** The policy's problem behind one of the cloud's password messages, if it is one. */
function passwordProblemOf(message: string): PasswordProblem | null {
  const entry = Object.entries(PASSWORD_PROBLEM_MESSAGES).find(([, text]) => text === message)
  return entry ? (entry[0] as PasswordProblem) : null
}

/** Field problems the server reported for a rejected request (the password policy's translated). */
export function serverFieldErrors(error: unknown, t?: TFunction): FieldErrors {
  const errors: FieldErrors = {}
  if (!(error instanceof ApiError)) return errors
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0]
    if (!isAuthField(field) || errors[field]) continue
    const problem = field === 'password' && t ? passwordProblemOf(issue.message) : null
    errors[field] = problem && t ? passwordProblemMessage(problem, t) : issue.message
  }
  return errors
}
