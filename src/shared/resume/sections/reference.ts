import { z } from 'zod'
import { fieldKindsOf, idField, plainField } from './fields'

export const referenceSchema = z.object({
  id: idField(),
  name: plainField(),
  company: plainField(),
  phone: plainField(),
  email: plainField(),
})
export type Reference = z.infer<typeof referenceSchema>

/** How normalisation treats each field, read from the schema. */
export const referenceFields = fieldKindsOf(referenceSchema)
