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

// Han, kana and hangul: names written in these scripts put the family name first, unspaced.
const EAST_ASIAN = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/

/**
 * "First Last"; a Chinese, Japanese or Korean name (both parts in those scripts) is written
 * family name first without a space, as in 欧阳思远.
 */
export function fullName(contact: Contact): string {
  const first = contact.firstName.trim()
  const last = contact.lastName.trim()
  if (EAST_ASIAN.test(first) && EAST_ASIAN.test(last)) return `${last}${first}`
  return joinPresent([first, last], ' ')
}

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
