import { z } from 'zod'
import { plainField, richField } from './fields'

/** Personal details and the summary (spec 000 §3 "contact"). birthDate is DD/MM/YYYY text. */
export const contactSchema = z.object({
  jobTitle: plainField(),
  firstName: plainField(),
  lastName: plainField(),
  email: plainField(),
  phone: plainField(),
  country: plainField(),
  city: plainField(),
  birthDate: plainField(),
  address: plainField(),
  /** The summary, rich-text HTML. */
  description: richField(),
})
export type Contact = z.infer<typeof contactSchema>

export const contactFields: { readonly [K in keyof Contact]-?: 'plain' | 'rich' } = {
  jobTitle: 'plain',
  firstName: 'plain',
  lastName: 'plain',
  email: 'plain',
  phone: 'plain',
  country: 'plain',
  city: 'plain',
  birthDate: 'plain',
  address: 'plain',
  description: 'rich',
}

export function createContact(overrides: Partial<Contact> = {}): Contact {
  return { ...contactSchema.parse({}), ...overrides }
}
