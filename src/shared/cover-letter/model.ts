// The cover letter (issue 19.1): a second document type in the library, linked to a resume. The
// sender is not stored here: it is the linked resume's contact (name, job title, e-mail, phone,
// address), read when the letter is shown, so a letter never disagrees with its resume. The look
// (template, colour, fonts) is the linked resume's too. Everything the user writes is here:
// recipient, date, subject, greeting, body (rich text, the same sanitised HTML as resume
// descriptions), closing, and the letter's language.
//
// Placeholders: text in square brackets ("[company name]") is a gap the user must fill. The
// offline AI draft writes them where the resume has no fact; the editor lists them and blocks
// nothing.
import { z } from 'zod'
import {
  RESUME_LANGUAGE_CODES,
  isResumeLanguageCode,
  type ResumeLanguageCode,
} from '../resume/languages'
import {
  FixLog,
  isPlainObject,
  normalizePlain,
  normalizeRich,
  own,
  readText,
} from '../resume/normalize-values'
import { sanitizePlainText } from '../resume/plain-text'

export const COVER_LETTER_NAME_MAX = 200

const plain = () => z.string().default('')

export const recipientSchema = z.object({
  /** The person the letter is addressed to ("Ms Jane Roe"); empty when unknown. */
  name: plain(),
  /** Their role ("Head of Engineering"). */
  title: plain(),
  company: plain(),
  /** One line ("Main Street 1, 10115 Berlin"). */
  address: plain(),
})
export type Recipient = z.infer<typeof recipientSchema>

export const coverLetterSchema = z.object({
  /** The letter's name in the library. */
  name: plain(),
  /** The language the letter is written in (the translation feature changes it). */
  language: z.enum(RESUME_LANGUAGE_CODES).default('en'),
  recipient: recipientSchema.default(() => recipientSchema.parse({})),
  /** As the user writes it ("24 November 2026"); the letter shows it as it is. */
  date: plain(),
  subject: plain(),
  /** "Dear Ms Roe," */
  greeting: plain(),
  /** Rich-text HTML (paragraphs, lists, bold, italic, links), sanitised like resume descriptions. */
  body: plain(),
  /** "Yours sincerely," (the sender's name follows it, from the resume). */
  closing: plain(),
})
export type CoverLetter = z.infer<typeof coverLetterSchema>

export function createCoverLetter(overrides: Partial<CoverLetter> = {}): CoverLetter {
  return { ...coverLetterSchema.parse({}), ...overrides }
}

const PLAIN_FIELDS = ['name', 'date', 'subject', 'greeting', 'closing'] as const
const RECIPIENT_FIELDS = ['name', 'title', 'company', 'address'] as const

export interface NormalizedCoverLetter {
  letter: CoverLetter
  /** What had to be repaired, in plain words (empty when the input was valid). */
  fixes: string[]
}

/**
 * Any input repaired into a valid cover letter (never throws): plain fields lose markup and are
 * capped, the body is sanitised like a resume description, an unknown language becomes the
 * fallback (the linked resume's, else English).
 */
export function normalizeCoverLetter(
  input: unknown,
  fallbackLanguage: ResumeLanguageCode = 'en',
): NormalizedCoverLetter {
  const log = new FixLog()
  const source = isPlainObject(input) ? input : {}
  if (!isPlainObject(input) && input !== undefined)
    log.add('The cover letter was not an object; started an empty one')
  const letter = createCoverLetter({ language: fallbackLanguage })
  for (const field of PLAIN_FIELDS) {
    const text = readText(own(source, field), field, log)
    if (text !== undefined) letter[field] = normalizePlain(text, field, log)
  }
  const recipient = own(source, 'recipient')
  if (isPlainObject(recipient)) {
    for (const field of RECIPIENT_FIELDS) {
      const text = readText(own(recipient, field), `recipient.${field}`, log)
      if (text !== undefined)
        letter.recipient[field] = normalizePlain(text, `recipient.${field}`, log)
    }
  } else if (recipient !== undefined && recipient !== null) {
    log.add('recipient was not an object; cleared it')
  }
  const body = readText(own(source, 'body'), 'body', log)
  if (body !== undefined && body.trim() !== '') letter.body = normalizeRich(body, 'body', log)
  const language = own(source, 'language')
  if (isResumeLanguageCode(language)) letter.language = language
  else if (language !== undefined && language !== null)
    log.add(`language was not a supported language; used ${fallbackLanguage}`)
  return { letter, fixes: log.list() }
}

/** Whether a value is a valid letter as stored (normalising it changes nothing). */
export function isValidCoverLetter(input: unknown): input is CoverLetter {
  return (
    normalizeCoverLetter(input).fixes.length === 0 && coverLetterSchema.safeParse(input).success
  )
}

/** A gap to fill: square brackets around 1–40 characters without digits or brackets. */
const PLACEHOLDER = /\[[^[\]\d]{1,40}\]/g

/** The distinct placeholders the letter still holds, in reading order. */
export function letterPlaceholders(letter: CoverLetter): string[] {
  const texts = [
    letter.recipient.name,
    letter.recipient.title,
    letter.recipient.company,
    letter.recipient.address,
    letter.date,
    letter.subject,
    letter.greeting,
    letter.body.replace(/<[^>]*>/g, ' '),
    letter.closing,
  ]
  const found: string[] = []
  for (const text of texts)
    for (const match of text.matchAll(PLACEHOLDER))
      if (!found.includes(match[0])) found.push(match[0])
  return found
}

/** The letter's name for the library and the PDF file: its own, else the subject, else a fallback. */
export function coverLetterTitle(letter: CoverLetter, fallback: string): string {
  return (
    sanitizePlainText(letter.name, { trim: true }) ||
    sanitizePlainText(letter.subject, { trim: true }) ||
    fallback
  )
}
