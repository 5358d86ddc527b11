// The contact details of a resume as labelled rows, the one way every template lists them.
// Empty fields are left out; city and country share one "location" row joined by a comma only
// when both exist (spec 000 §2 display rules).
import type { Contact } from '@shared/resume'
import { isPresent, joinPresent } from './display'
import type { TemplateTexts } from './texts'

export type ContactKey = 'email' | 'phone' | 'address' | 'location' | 'birthDate'

export interface ContactRow {
  key: ContactKey
  /** The field's name in the resume language, for templates that label their rows. */
  label: string
  value: string
}

export const CONTACT_ORDER: readonly ContactKey[] = [
  'email',
  'phone',
  'address',
  'location',
  'birthDate',
]

/** The name as the page shows it (East-Asian names family name first): one rule everywhere. */
export { fullName } from '@shared/resume'

/** The filled contact rows in the given order. */
export function contactRows(
  contact: Contact,
  texts: TemplateTexts,
  order: readonly ContactKey[] = CONTACT_ORDER,
): ContactRow[] {
  const values: Record<ContactKey, string> = {
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    location: joinPresent([contact.city, contact.country], ', '),
    birthDate: contact.birthDate,
  }
  return order
    .filter((key) => isPresent(values[key]))
    .map((key) => ({ key, label: texts.contactLabels[key], value: values[key].trim() }))
}

/** Splits rows into lines of `size` (Liner shows contact items four per row). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size))
  return rows
}
