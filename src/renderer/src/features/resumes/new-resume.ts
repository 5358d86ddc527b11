// A new resume in the user's library. Kept apart from start-creation.ts because the resume
// model (zod schemas, the rich-text sanitiser) is heavy: the home page loads it only when the
// user actually creates a resume.
import type { UserDetails } from '@shared/api'
import {
  createResume,
  updateContact,
  type ResumeLanguageCode,
  type TemplateName,
} from '@shared/resume'
import { resumeStore } from '../../library'

/**
 * Creates a resume in the library, with the signed-in user's name and e-mail already filled in
 * (a signed-out desktop user starts blank), and returns its id.
 */
export async function createNewResume(
  user: UserDetails | null,
  language: ResumeLanguageCode,
  /** Chosen in the template modal for a new resume (spec 000 §4); Business by default. */
  template: TemplateName = 'Business',
): Promise<string> {
  const blank = createResume({ selectedTemplate: template, resumeLanguage: language })
  const resume = user
    ? updateContact(blank, {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      })
    : blank
  return (await resumeStore.create(resume)).id
}
