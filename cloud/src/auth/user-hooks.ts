// What any write of an account's profile goes through, whichever better-auth endpoint or server
// call makes it (sign-up today; update-user and social sign-in once the accounts issue declares
// them): names become plain text within the shared limits, and `image` is an http(s) URL or
// nothing (finding L-3: update-user stored a 1,000,000-character name and javascript: images).
// Too long or not http(s) is refused with 400 rather than silently cut or dropped, so the
// person sees what was wrong.
import {
  DISPLAY_NAME_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@shared/account/limits'
import { sanitizePlainText } from '@shared/resume/plain-text'
import { APIError } from 'better-auth/api'

const NAME_FIELDS: Readonly<Record<string, number>> = {
  name: DISPLAY_NAME_MAX_LENGTH,
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
}

function refuse(message: string): never {
  throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_FAILED' })
}

function cleanImage(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value !== 'string' || value.length > IMAGE_URL_MAX_LENGTH) {
    refuse(`The picture must be an http(s) address of at most ${IMAGE_URL_MAX_LENGTH} characters.`)
  }
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    refuse('The picture must be an http(s) address.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    refuse('The picture must be an http(s) address.')
  }
  return url.href
}

/** The profile fields of a user row being created or updated, cleaned; other fields untouched. */
export function cleanUserFields<T extends Record<string, unknown>>(data: T): T {
  const clean: Record<string, unknown> = { ...data }
  for (const [field, max] of Object.entries(NAME_FIELDS)) {
    const value = clean[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') refuse(`${field} must be text.`)
    // Sanitising can only shorten, so a value over four times the limit is refused unread.
    if (value.length > max * 4) refuse(`Use at most ${max} characters for ${field}.`)
    const text = sanitizePlainText(value, { trim: true })
    if (Array.from(text).length > max) refuse(`Use at most ${max} characters for ${field}.`)
    clean[field] = text
  }
  if ('image' in clean) clean.image = cleanImage(clean.image)
  return clean as T
}

/** better-auth's databaseHooks for the user table. */
export const userHooks = {
  create: {
    before: (user: Record<string, unknown>) => Promise.resolve({ data: cleanUserFields(user) }),
  },
  update: {
    before: (data: Record<string, unknown>) => Promise.resolve({ data: cleanUserFields(data) }),
  },
}
