import { z } from 'zod'
import { birthDateField, fieldKindsOf, plainField, richField, type FieldKind } from './fields'

/** Personal details and the summary (spec 000 §3 "contact"). birthDate is DD/MM/YYYY text. */
export const contactSchema = z.object({
  jobTitle: plainField(),
  firstName: plainField(),
  lastName: plainField(),
  email: plainField(),
  phone: plainField(),
  country: plainField(),
  city: plainField(),
  birthDate: birthDateField(),
  address: plainField(),
  /** The summary, rich-text HTML. */
  description: richField(),
})
export type Contact = z.infer<typeof contactSchema>

/** How normalisation treats each field, read from the schema (no flags or levels here). */
export const contactFields = fieldKindsOf(contactSchema) as {
  readonly [K in keyof Contact]-?: Extract<FieldKind, 'plain' | 'rich' | 'birthDate'>
}

export function createContact(overrides: Partial<Contact> = {}): Contact {
  return { ...contactSchema.parse({}), ...overrides }
}
