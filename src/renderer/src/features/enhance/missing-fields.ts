// The missing-field messages shown after an enhance action (spec 000 §5): one id per empty field
// of the enhanced item (or of the personal details, for the summary), in form order.
import type { Contact } from '@shared/resume'

export const MISSING_FIELD_IDS = [
  'MissingSchool',
  'MissingDegree',
  'MissingLocation',
  'MissingStartDate',
  'MissingEndDate',
  'MissingJobTitle',
  'MissingCompanyName',
  'MissingFirstName',
  'MissingLastName',
  'MissingEmail',
  'MissingPhoneNumber',
  'MissingCountry',
  'MissingCity',
  'MissingDateOfBirth',
  'MissingAddress',
] as const
export type MissingFieldId = (typeof MISSING_FIELD_IDS)[number]

type Fields = Readonly<Record<string, unknown>>

const ITEM_FIELDS: Record<string, readonly (readonly [string, MissingFieldId])[]> = {
  experiences: [
    ['title', 'MissingJobTitle'],
    ['company', 'MissingCompanyName'],
    ['location', 'MissingLocation'],
    ['startDate', 'MissingStartDate'],
    ['endDate', 'MissingEndDate'],
  ],
  educations: [
    ['school', 'MissingSchool'],
    ['degree', 'MissingDegree'],
    ['location', 'MissingLocation'],
    ['startDate', 'MissingStartDate'],
    ['endDate', 'MissingEndDate'],
  ],
  projects: [
    ['startDate', 'MissingStartDate'],
    ['endDate', 'MissingEndDate'],
  ],
}

const CONTACT_FIELDS: readonly (readonly [keyof Contact, MissingFieldId])[] = [
  ['jobTitle', 'MissingJobTitle'],
  ['firstName', 'MissingFirstName'],
  ['lastName', 'MissingLastName'],
  ['email', 'MissingEmail'],
  ['phone', 'MissingPhoneNumber'],
  ['country', 'MissingCountry'],
  ['city', 'MissingCity'],
  ['birthDate', 'MissingDateOfBirth'],
  ['address', 'MissingAddress'],
]

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** The messages for an item of a description section; an ongoing item needs no end date. */
export function missingItemFields(section: string, item: Fields): MissingFieldId[] {
  const ongoing =
    item.isCurrentWork === true ||
    item.isCurrentEducation === true ||
    item.isCurrentProject === true
  return (ITEM_FIELDS[section] ?? [])
    .filter(([field, id]) => blank(item[field]) && !(id === 'MissingEndDate' && ongoing))
    .map(([, id]) => id)
}

export function missingContactFields(contact: Contact): MissingFieldId[] {
  return CONTACT_FIELDS.filter(([field]) => blank(contact[field])).map(([, id]) => id)
}
