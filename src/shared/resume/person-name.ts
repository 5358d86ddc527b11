// How a person's name is written: "First Last", except a Chinese, Japanese or Korean name (both
// parts in those scripts), which is written family name first without a space, as in 欧阳思远.
// The templates, the PDF's Title and Author, the download name and the plain text all use this,
// so a reader, a file manager and an applicant-tracking system see the name as the page shows it.

// Han, kana and hangul.
const EAST_ASIAN = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/

export interface PersonNameParts {
  firstName: string
  lastName: string
}

/** True when the name is written family name first (both parts in an East-Asian script). */
export function isFamilyNameFirst({ firstName, lastName }: PersonNameParts): boolean {
  return EAST_ASIAN.test(firstName.trim()) && EAST_ASIAN.test(lastName.trim())
}

/** The name parts in written order, empty parts left out. */
export function nameInOrder(name: PersonNameParts): string[] {
  const first = name.firstName.trim()
  const last = name.lastName.trim()
  return (isFamilyNameFirst(name) ? [last, first] : [first, last]).filter(Boolean)
}

/** The name as one line: "Ada Lovelace", "欧阳思远". */
export function fullName(name: PersonNameParts): string {
  return nameInOrder(name).join(isFamilyNameFirst(name) ? '' : ' ')
}

/** A resume's description when it has no name: "Ada Lovelace – Data Analyst", or either part. */
export function describeResume(contact: PersonNameParts & { jobTitle: string }): string {
  return [fullName(contact), contact.jobTitle.trim()].filter(Boolean).join(' – ')
}
