// Translating a cover letter (issue 19.1: "translation works on it as on resumes"). The letter
// goes through the resume engine itself (translateResume), carried in a resume: the body as the
// summary (rich text, markup kept), the subject, greeting, date, closing and recipient's title
// as rich items (free text for the provider), the sender's name, employers and schools and the
// recipient's name and company as fields the engine keeps and protects wherever they recur. So the same
// provider (LLM or LibreTranslate), the same checks of markup and protected tokens and the same
// "kept in the source language" reports apply.
//
// The offline part of a letter: the placeholders and closing words of the offline AI draft,
// which are known in English, German and Turkish, are put into the target language (with or
// without a provider); everything else is free text and needs a provider.
import { coverLetterPhrases } from '../ai/offline/cover-letter'
import type { CoverLetter } from '../cover-letter/model'
import {
  createItem,
  createResume,
  sanitizePlainText,
  type Resume,
  type ResumeLanguageCode,
} from '../resume'
import { translateResume, translatedResumeName } from './engine'
import { TranslateError, type TranslateOptions } from './types'

const CARRIED = ['subject', 'greeting', 'date', 'closing', 'recipientTitle'] as const
type Carried = (typeof CARRIED)[number]

function carriedValue(letter: CoverLetter, key: Carried): string {
  return key === 'recipientTitle' ? letter.recipient.title : letter[key]
}

function carrier(letter: CoverLetter, sender: Resume | null): Resume {
  return createResume({
    resumeLanguage: letter.language,
    contact: {
      ...createResume().contact,
      firstName: sender?.contact.firstName ?? '',
      lastName: sender?.contact.lastName ?? '',
      description: letter.body,
    },
    honors: CARRIED.filter((key) => carriedValue(letter, key).trim() !== '').map((key) =>
      createItem('honors', { id: key, description: carriedValue(letter, key) }),
    ),
    // Only the names, so the engine protects them in the letter's text; nothing else is sent.
    experiences: (sender?.experiences ?? []).map((item) =>
      createItem('experiences', { id: item.id, company: item.company }),
    ),
    educations: (sender?.educations ?? []).map((item) =>
      createItem('educations', { id: item.id, school: item.school }),
    ),
    references: [
      createItem('references', {
        id: 'recipient',
        name: letter.recipient.name,
        company: letter.recipient.company,
      }),
    ],
  })
}

/** Known words of the offline draft, from one language to another (placeholders, closing). */
export function translateKnownPhrases(
  text: string,
  from: ResumeLanguageCode,
  to: ResumeLanguageCode,
): string {
  const a = coverLetterPhrases(from)
  const b = coverLetterPhrases(to)
  if (a === b) return text
  if (text.trim() === a.closing) return b.closing
  let out = text
  for (const key of ['position', 'company', 'recipient', 'reason'] as const)
    out = out.split(a[key]).join(b[key])
  return out
}

export interface CoverLetterTranslation {
  letter: CoverLetter
  mode: 'full' | 'offline-only'
  /** Fields left in the source language (provider failures; every free text when offline-only). */
  keptInSource: number
}

/** A translated copy of the letter (the source is not changed), named "<name> (<code>)". */
export async function translateCoverLetter(
  source: CoverLetter,
  sender: Resume | null,
  to: ResumeLanguageCode,
  options: Omit<TranslateOptions, 'from' | 'fields'> = {},
): Promise<CoverLetterTranslation> {
  const from = source.language
  if (from === to)
    throw new TranslateError('same-language', 'The letter is already in this language.')
  const known = (text: string) => translateKnownPhrases(text, from, to)
  const result = await translateResume(carrier(source, sender), to, { ...options, from })
  const translated = result.resume
  const plain = (key: Carried): string => {
    const item = translated.honors.find((honor) => honor.id === key)
    return item ? known(sanitizePlainText(item.description, { trim: true })) : ''
  }
  const letter: CoverLetter = {
    ...source,
    name: source.name.trim() === '' ? '' : translatedResumeName(source.name, to),
    language: to,
    recipient: { ...source.recipient, title: plain('recipientTitle') },
    date: plain('date'),
    subject: plain('subject'),
    greeting: plain('greeting'),
    closing: plain('closing'),
    body: known(translated.contact.description),
  }
  return {
    letter,
    mode: result.mode,
    keptInSource: result.fields.filter((field) => field.status === 'source').length,
  }
}
