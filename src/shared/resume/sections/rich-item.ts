import { z } from 'zod'
import { fieldKindsOf, idField, richField } from './fields'

/**
 * Honors, hobbies, publications, voluntary activities and exhibitions all hold one rich-text
 * description (spec 000 §3), so they share one schema under five names.
 */
export const richItemSchema = z.object({
  id: idField(),
  description: richField(),
})
export type RichItem = z.infer<typeof richItemSchema>
/** How normalisation treats each field, read from the schema. */
export const richItemFields = fieldKindsOf(richItemSchema)

export const honorSchema = richItemSchema
export type Honor = RichItem
export const hobbySchema = richItemSchema
export type Hobby = RichItem
export const publicationSchema = richItemSchema
export type Publication = RichItem
export const voluntarySchema = richItemSchema
export type Voluntary = RichItem
export const exhibitionSchema = richItemSchema
export type Exhibition = RichItem
