// Field builders shared by the section schemas, so every plain, rich and id field carries the
// same limits and defaults.
import { z } from 'zod'
import { MAX_ID_LENGTH, MAX_PLAIN_LENGTH, MAX_RICH_LENGTH } from '../limits'

/** A fresh unique item id (Node 20 and every current browser have crypto.randomUUID). */
export function newId(): string {
  return crypto.randomUUID()
}

export const plainField = () => z.string().max(MAX_PLAIN_LENGTH).default('')
export const richField = () => z.string().max(MAX_RICH_LENGTH).default('')
export const flagField = () => z.boolean().default(false)
export const idField = () => z.string().min(1).max(MAX_ID_LENGTH).default(newId)

/**
 * How normalisation treats each field of an item: plain text, sanitised HTML, a boolean flag or
 * a level picked from a fixed list. Each section file declares this next to its schema, typed so
 * that every field except id is listed exactly once.
 */
export type FieldKind = 'plain' | 'rich' | 'flag' | 'skillLevel' | 'languageLevel'
export type FieldKinds<T> = { readonly [K in Exclude<keyof T, 'id'>]-?: FieldKind }
