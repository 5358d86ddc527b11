// The download name of an exported resume (spec 000 §7): first name, last name and job title
// joined by underscores, "name" standing in for an empty first name. The name must be safe on
// every file system the file may land on (Windows, macOS, Linux, FAT USB sticks, zip archives),
// so what Windows refuses is removed and the length is bounded in UTF-8 bytes.
//
// Choices where the spec is silent: spaces inside a part also become underscores, so the name
// is one token that survives command lines, mail attachments and URLs unchanged
// ("Ada_Lovelace_Senior_Backend_Engineer.pdf"); letters of every script are kept.
import { isFamilyNameFirst } from '../resume/person-name'

/** Characters Windows refuses in a file name, and control characters everywhere. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g
/**
 * Bidirectional controls can make "cv‮fdp.exe" look like "cv…exe.pdf"; they carry no letters.
 * Zero-width joiners stay: some scripts need them to spell words.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/** Names Windows reserves for devices, with or without an extension. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i

/** Most file systems allow 255 bytes; this leaves room for " (2)" copies and the extension. */
export const MAX_FILE_NAME_BYTES = 200

const encoder = new TextEncoder()

function utf8Length(text: string): number {
  return encoder.encode(text).length
}

/** Cuts the text to at most `maxBytes` of UTF-8 without splitting a character. */
function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text
  let result = ''
  let bytes = 0
  for (const character of text) {
    const size = utf8Length(character)
    if (bytes + size > maxBytes) break
    result += character
    bytes += size
  }
  return result
}

/** One part of the name: forbidden characters gone, whitespace as underscores. */
function cleanPart(value: string): string {
  return value
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(FORBIDDEN, ' ')
    .trim()
    .replace(/\s+/g, '_')
}

/**
 * Makes any base name safe as a file name: no forbidden or invisible characters, no leading or
 * trailing dots and underscores, not a Windows device name, at most MAX_FILE_NAME_BYTES bytes.
 * Returns `fallback` when nothing is left.
 */
export function safeFileBaseName(name: string, fallback = 'name'): string {
  let base = cleanPart(name)
    .replace(/_{2,}/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
  base = truncateUtf8(base, MAX_FILE_NAME_BYTES).replace(/[._ ]+$/g, '')
  if (base === '') return fallback
  // "CON.pdf" is as reserved as "CON": Windows looks at the part before the first dot.
  const stem = base.split('.')[0] ?? base
  if (WINDOWS_RESERVED.test(stem)) base = `${base}_`
  return base
}

export interface NameParts {
  firstName: string
  lastName: string
  jobTitle: string
}

/**
 * "First_Last_Job_Title.pdf", "name_Last.pdf" when the first name is empty; an East-Asian name
 * keeps its written order, family name first ("欧阳_思远_工程师.pdf").
 */
export function resumeFileName(contact: NameParts, extension = 'pdf'): string {
  const first = cleanPart(contact.firstName) || 'name'
  const last = cleanPart(contact.lastName)
  const name = isFamilyNameFirst(contact) ? [last, first] : [first, last]
  const parts = [...name, cleanPart(contact.jobTitle)].filter(Boolean)
  return `${safeFileBaseName(parts.join('_'))}.${extension}`
}
