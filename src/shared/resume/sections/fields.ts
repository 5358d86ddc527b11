// Field builders shared by the section schemas, so every plain, rich, date and id field carries
// the same limits and defaults. Each builder also records how normalisation treats the field, so
// a section declares a field once, in its schema, and normalizeResume (and the plain-text view)
// read the kinds from the schema with fieldKindsOf: a new field needs no second list.
import { z } from 'zod'
import { MAX_ID_LENGTH, MAX_PLAIN_LENGTH, MAX_RICH_LENGTH } from '../limits'

/** A fresh unique item id (Node 20 and every current browser have crypto.randomUUID). */
export function newId(): string {
  return crypto.randomUUID()
}

/**
 * How normalisation treats each field: plain text, sanitised HTML, a boolean flag, a date
 * (plain text that is repaired when it is a numeric date that cannot exist: MM/YYYY for
 * monthYear, DD/MM/YYYY for birthDate) or a level picked from a fixed list.
 */
export type FieldKind =
  'plain' | 'rich' | 'flag' | 'monthYear' | 'birthDate' | 'skillLevel' | 'languageLevel'
export type FieldKinds<T> = { readonly [K in Exclude<keyof T, 'id'>]-?: FieldKind }

const kinds = new WeakMap<z.ZodType, FieldKind>()

/** Marks a field schema with its normalisation kind (read back by fieldKindsOf). */
export function withKind<T extends z.ZodType>(schema: T, kind: FieldKind): T {
  kinds.set(schema, kind)
  return schema
}

export const plainField = () => withKind(z.string().max(MAX_PLAIN_LENGTH).default(''), 'plain')
export const richField = () => withKind(z.string().max(MAX_RICH_LENGTH).default(''), 'rich')
export const flagField = () => withKind(z.boolean().default(false), 'flag')
/** MM/YYYY as the editor writes it; imported wording ("2019", "Jan 2020") is kept as written. */
export const monthYearField = () =>
  withKind(z.string().max(MAX_PLAIN_LENGTH).default(''), 'monthYear')
/** DD/MM/YYYY as the editor writes it. */
export const birthDateField = () =>
  withKind(z.string().max(MAX_PLAIN_LENGTH).default(''), 'birthDate')
export const idField = () => z.string().min(1).max(MAX_ID_LENGTH).default(newId)

/**
 * The kind of every field of a section schema but its id, in the schema's order. A field built
 * without a kind is a programming error and throws when the module loads.
 */
export function fieldKindsOf<T extends z.ZodRawShape>(
  schema: z.ZodObject<T>,
): FieldKinds<z.infer<z.ZodObject<T>>> {
  const result: Record<string, FieldKind> = {}
  for (const [key, field] of Object.entries(schema.shape)) {
    if (key === 'id') continue
    const kind = kinds.get(field as z.ZodType)
    if (!kind) throw new Error(`The schema field "${key}" has no normalisation kind.`)
    result[key] = kind
  }
  return result as FieldKinds<z.infer<z.ZodObject<T>>>
}
