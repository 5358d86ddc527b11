// The name of a duplicated resume (spec 001 §2.10): the existing name plus the copy suffix,
// else the first name plus the suffix, else the untitled label plus the suffix.
import type { Resume } from '@shared/resume'

export function duplicateName(resume: Resume, suffix: string, untitled: string): string {
  const base = resume.resumeName.trim() || resume.contact.firstName.trim() || untitled.trim()
  return `${base} ${suffix}`.trim()
}
