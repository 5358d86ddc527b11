// Lenient readers for JSON Resume input: every value may be missing or of the wrong type.
import {
  FixLog,
  describe,
  isPlainObject,
  own,
  readText,
  type PlainObject,
} from '../resume/normalize-values'

export { FixLog, isPlainObject, own, type PlainObject }

/** A text field; '' when missing, with a fix when it was not text. */
export function text(source: PlainObject, key: string, path: string, log: FixLog): string {
  return (readText(own(source, key), `${path}.${key}`, log) ?? '').trim()
}

/** A list of objects; other entries are reported and skipped. */
export function objects(source: PlainObject, key: string, log: FixLog): PlainObject[] {
  const value = own(source, key)
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) {
    log.add(`${key} was ${describe(value)}, not a list; left it out`)
    return []
  }
  return value.filter((entry, i): entry is PlainObject => {
    if (isPlainObject(entry)) return true
    log.add(`${key}[${i}] was ${describe(entry)}, not an entry; left it out`)
    return false
  })
}

/** A list of strings (highlights, keywords, courses); other entries are reported and skipped. */
export function strings(source: PlainObject, key: string, path: string, log: FixLog): string[] {
  const value = own(source, key)
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) {
    const single = readText(value, `${path}.${key}`, log)
    return single ? [single] : []
  }
  return value
    .map((entry, i) => readText(entry, `${path}.${key}[${i}]`, log) ?? '')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** A nested object, or {} when missing or not an object (reported). */
export function object(source: PlainObject, key: string, path: string, log: FixLog): PlainObject {
  const value = own(source, key)
  if (value === undefined || value === null) return {}
  if (isPlainObject(value)) return value
  log.add(`${path}${key} was ${describe(value)}, not an object; left it out`)
  return {}
}

/** Reports keys that have no Vitae home so nothing disappears silently. */
export function reportLeftOut(
  source: PlainObject,
  keys: readonly string[],
  path: string,
  log: FixLog,
): void {
  for (const key of keys) {
    const value = own(source, key)
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    log.add(`${path}.${key} has no place in a Vitae resume; left it out`)
  }
}
