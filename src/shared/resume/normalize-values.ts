// Readers for single values during normalisation. Each turns whatever it is given into a valid
// stored value and records in plain words what it had to change. None of them throws.
import {
  convertBulletOrderedLists,
  plainTextToHtml,
  sanitizePlainText,
  sanitizeRichText,
} from './html'
import { repairDate } from './dates'
import { MAX_ID_LENGTH, MAX_PLAIN_LENGTH, MAX_RICH_LENGTH } from './limits'
import { newId } from './sections/fields'

/** The most fix messages kept; a hostile payload could otherwise produce thousands. */
const MAX_FIXES = 200

export class FixLog {
  private readonly messages: string[] = []
  private omitted = 0

  add(message: string): void {
    if (this.messages.length < MAX_FIXES) this.messages.push(message)
    else this.omitted += 1
  }

  list(): string[] {
    if (this.omitted === 0) return [...this.messages]
    return [...this.messages, `…and ${this.omitted} more fixes`]
  }
}

export type PlainObject = Record<string, unknown>

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An own property of untrusted data; inherited or throwing properties read as undefined. */
export function own(object: PlainObject, key: string): unknown {
  try {
    return Object.hasOwn(object, key) ? object[key] : undefined
  } catch {
    return undefined
  }
}

/** A short, printable description of a value for fix messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return `the ${typeof value} ${String(value)}`
  }
  return `a ${typeof value}`
}

/** A quoted, shortened, single-line rendering of untrusted text for messages. */
export function quote(text: string): string {
  const flat = sanitizePlainText(text)
  return JSON.stringify(flat.length > 40 ? `${flat.slice(0, 40)}…` : flat)
}

/** Cuts to at most max UTF-16 units without splitting a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  const last = text.charCodeAt(max - 1)
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max
  return text.slice(0, end)
}

/**
 * A value meant to be text: strings pass, numbers and booleans are written out, anything else
 * becomes ''. Undefined and null are "missing" and not reported here (callers summarise them).
 */
export function readText(value: unknown, path: string, log: FixLog): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      log.add(`${path} was ${describe(value)}; cleared it`)
      return ''
    }
    log.add(`${path} was ${describe(value)}; converted it to text`)
    return String(value)
  }
  log.add(`${path} was ${describe(value)}, not text; cleared it`)
  return ''
}

/**
 * A plain field: no tags or control characters, at most MAX_PLAIN_LENGTH characters. Leading and
 * trailing spaces are kept, because the editor autosaves while the user is still typing.
 */
export function normalizePlain(text: string, path: string, log: FixLog): string {
  const clean = sanitizePlainText(text)
  if (clean !== text) log.add(`${path} held markup or control characters; removed them`)
  if (clean.length <= MAX_PLAIN_LENGTH) return clean
  log.add(`${path} was longer than ${MAX_PLAIN_LENGTH} characters; shortened it`)
  return cutText(clean, MAX_PLAIN_LENGTH)
}

/** What normalising one rich text did, apart from where it was (the path of the fix notes). */
interface RichOutcome {
  clean: string
  structured: boolean
  listed: boolean
  unsafe: boolean
  capped: boolean
}

/**
 * Rich texts seen recently and what normalising them gave. Normalising is a pure function of the
 * text, and parsing HTML is by far the dearest step of normalizeResume; an autosave sends the
 * same descriptions again and again with one field changed, so nearly every rich text is found
 * here. Bounded (oldest out first), and only texts of at most RICH_CACHE_MAX_TEXT characters are
kept, so the cache holds at most about 10 MB whatever it is sent.
 */
const RICH_CACHE_SIZE = 1_000
const RICH_CACHE_MAX_TEXT = 5_000
const richCache = new Map<string, RichOutcome>()

function normalizeRichText(html: string): RichOutcome {
  const known = richCache.get(html)
  if (known) return known
  const structured = plainTextToHtml(html)
  const listed = convertBulletOrderedLists(structured)
  const sanitized = sanitizeRichText(listed)
  const capped = sanitized.length > MAX_RICH_LENGTH
  const outcome: RichOutcome = {
    clean: capped ? capRichText(sanitized, MAX_RICH_LENGTH) : sanitized,
    structured: structured !== html,
    listed: listed !== structured,
    unsafe: sanitized !== listed,
    capped,
  }
  if (html.length <= RICH_CACHE_MAX_TEXT) {
    if (richCache.size >= RICH_CACHE_SIZE) {
      const oldest = richCache.keys().next().value
      if (oldest !== undefined) richCache.delete(oldest)
    }
    richCache.set(html, outcome)
  }
  return outcome
}

/**
 * A date field: plain text whose numeric date, when it cannot exist, is repaired and explained
 * (see repairDate); other wording is kept as written.
 */
export function normalizeDate(
  text: string,
  format: 'monthYear' | 'birthDate',
  path: string,
  log: FixLog,
): string {
  const clean = normalizePlain(text, path, log)
  const repaired = repairDate(clean, format)
  if (!repaired) return clean
  const kept = repaired.value === '' ? 'cleared it' : `kept the year ${quote(repaired.value)}`
  log.add(`${path} ${quote(clean)} is not a real date (${repaired.reason}); ${kept}`)
  return repaired.value
}

/** A rich field: line structure kept, bullet lists fixed, HTML sanitised and capped in length. */
export function normalizeRich(html: string, path: string, log: FixLog): string {
  const outcome = normalizeRichText(html)
  if (outcome.structured)
    log.add(`${path} was plain text with line breaks; kept them as paragraphs`)
  if (outcome.listed) log.add(`${path} had bullet items in a numbered list; made it a bullet list`)
  if (outcome.unsafe) log.add(`${path} held unsafe or unsupported HTML; removed it`)
  if (outcome.capped) log.add(`${path} was longer than ${MAX_RICH_LENGTH} characters; shortened it`)
  return outcome.clean
}

/** Sanitised HTML of at most max characters, with every tag it opens closed again. */
export function capRichText(html: string, max: number): string {
  let cut = max
  for (let attempt = 0; attempt < 20 && cut > 0; attempt += 1) {
    let head = cutText(html, cut)
    // Never end inside a tag; the tag would be dropped anyway.
    if (head.lastIndexOf('<') > head.lastIndexOf('>')) head = head.slice(0, head.lastIndexOf('<'))
    const clean = sanitizeRichText(head)
    if (clean.length <= max) return clean
    cut -= clean.length - max + 16
  }
  return ''
}

const TRUE_WORDS = new Set(['true', 'yes', '1', 'on'])
const FALSE_WORDS = new Set(['false', 'no', '0', 'off', ''])

/** A boolean flag; 'true'/'false', 1/0 and the like are converted, anything else is undefined. */
export function readFlag(value: unknown, path: string, log: FixLog): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'boolean') return value
  const word = typeof value === 'string' ? value.trim().toLowerCase() : String(value)
  if ((typeof value === 'string' || typeof value === 'number') && TRUE_WORDS.has(word)) {
    log.add(`${path} was ${describe(value)}; read it as true`)
    return true
  }
  if ((typeof value === 'string' || typeof value === 'number') && FALSE_WORDS.has(word)) {
    log.add(`${path} was ${describe(value)}; read it as false`)
    return false
  }
  log.add(`${path} was ${describe(value)}, not true or false; using the default`)
  return undefined
}

// eslint-disable-next-line no-control-regex
const ID_UNSAFE = /[\u0000-\u001f\u007f-\u009f]/

/**
 * An item id. Numbers (the spec's skill ids equal the list length) become text; missing,
 * empty, over-long or unreadable ids are replaced with generated ones. Duplicates are
 * handled by the caller, which sees the whole list.
 */
export function readId(value: unknown, path: string, log: FixLog): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    log.add(`${path} was ${describe(value)}; converted it to text`)
    return String(value)
  }
  if (
    typeof value === 'string' &&
    value !== '' &&
    value.length <= MAX_ID_LENGTH &&
    !ID_UNSAFE.test(value)
  ) {
    return value
  }
  const why =
    value === undefined || value === null || value === ''
      ? 'was missing'
      : typeof value === 'string'
        ? 'was too long or held control characters'
        : `was ${describe(value)}`
  log.add(`${path} ${why}; generated one`)
  return newId()
}
