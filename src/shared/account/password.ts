// The password policy, shared by the cloud (sign-up; later change and reset of passwords) and
// the renderer's forms (finding M-3). Beyond the length limits, a password must not be one a
// guesser tries first: zxcvbn-ts (offline, maintained) estimates how many guesses it takes,
// matching the common-password list, keyboard walks, repeats, sequences, dates, and the user's
// own e-mail and name. Below MIN_GUESSES_LOG10 the password is refused.
//
// The estimator and its word lists weigh about 230 KB gzipped, so they load on first use
// (dynamic import): only the sign-up / change-password form and the cloud ever fetch them; the
// web app's first load does not. The English word lists of @zxcvbn-ts/language-en are left out
// (another 600 KB); the common-password list is what the finding asks for.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits'

/**
 * 10^6 guesses (zxcvbn's score 2): out of reach online, where the sign-in rate limit allows a
 * few dozen guesses per address and window, while passphrases of three common words pass.
 */
export const MIN_GUESSES_LOG10 = 6

export type PasswordProblem = 'too_short' | 'too_long' | 'too_guessable'

/** One message per problem, for API answers; the forms show theirs in the interface language. */
export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  too_short: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  too_guessable:
    'This password is too easy to guess: it is a common password or a simple pattern. Use a few unrelated words or a longer mix of characters.',
}

interface Estimator {
  check(password: string, userInputs?: (string | number)[]): { guessesLog10: number }
}

let estimator: Promise<Estimator> | undefined

/** Loads zxcvbn-ts and the common lists once (a separate chunk in the web build). */
function loadEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')])
    .then(
      ([core, common]) =>
        new core.ZxcvbnFactory({
          dictionary: { ...common.dictionary },
          graphs: common.adjacencyGraphs,
        }),
    )
    .catch((error: unknown) => {
      // A failed chunk load (offline web app) may succeed on the next try.
      estimator = undefined
      throw error
    })
  return estimator
}

/** Starts loading the estimator (when a form that needs it opens); failures are retried later. */
export function preparePasswordCheck(): void {
  loadEstimator().catch(() => undefined)
}

/** Words the password must not be built from: the user's own e-mail and names. */
function userWords(inputs: readonly (string | undefined)[]): string[] {
  const words = new Set<string>()
  for (const input of inputs) {
    if (!input) continue
    const value = input.trim().toLowerCase()
    if (value) words.add(value)
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part)
  }
  return [...words]
}

const letters = (text: string | undefined) =>
  (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** The user's own e-mail address or name, give or take spaces, case and punctuation. */
function isOwnName(
  password: string,
  context: { email?: string; firstName?: string; lastName?: string },
): boolean {
  const typed = letters(password)
  const first = letters(context.firstName)
  const last = letters(context.lastName)
  const email = context.email ?? ''
  const own = [letters(email), letters(email.split('@')[0]), first + last, last + first]
  return own.some((candidate) => candidate.length > 0 && candidate === typed)
}

/** The password's problem, or null when it may be used. Length rules are checked first. */
export async function checkPassword(
  password: string,
  context: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<PasswordProblem | null> {
  const length = Array.from(password).length
  if (length < PASSWORD_MIN_LENGTH) return 'too_short'
  if (length > PASSWORD_MAX_LENGTH) return 'too_long'
  // Whitespace-only or one repeated character: refused without the estimator.
  if (new Set(password.trim()).size <= 1) return 'too_guessable'
  if (isOwnName(password, context)) return 'too_guessable'
  const zxcvbn = await loadEstimator()
  const { guessesLog10 } = zxcvbn.check(
    password,
    userWords([context.email, context.firstName, context.lastName]),
  )
  return guessesLog10 < MIN_GUESSES_LOG10 ? 'too_guessable' : null
}
