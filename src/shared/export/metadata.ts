// The PDF's Title and Author, as every printer of the print page sets them (the cloud's pool,
// desktop main, `cv export`). Apart from print.ts, whose constants the web app's first load uses.
import { describeResume, fullName } from '../resume/person-name'
import type { Resume } from '../resume'

/** The PDF's Title metadata: the resume's name, else its owner's name and job title. */
export function printTitle(resume: Resume): string {
  return resume.resumeName.trim() || describeResume(resume.contact) || 'Resume'
}

/** The PDF's Author metadata: the resume owner's name, written as the page writes it. */
export function printAuthor(resume: Resume): string {
  return fullName(resume.contact)
}
