// Conversion between Vitae resumes and the JSON Resume format (jsonresume.org, schema v1).
import { isPlainObject } from '../resume/normalize-values'

export { fromJsonResume, type FromJsonResumeResult } from './from-json-resume'
export { toJsonResume } from './to-json-resume'
export { fromIsoDate, toIsoDate } from './dates'
export * from './types'

// Keys only one of the two formats uses (skills, languages, projects… exist in both).
const JSON_RESUME_KEYS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'interests',
  'meta',
]
const VITAE_KEYS = [
  'contact',
  'educations',
  'experiences',
  'certifications',
  'honors',
  'hobbies',
  'voluntaries',
  'exhibitions',
  'selectedTemplate',
  'resumeName',
]

/** True when data is shaped like a JSON Resume rather than a Vitae resume. */
export function looksLikeJsonResume(data: unknown): boolean {
  if (!isPlainObject(data)) return false
  const count = (keys: string[]) => keys.filter((key) => Object.hasOwn(data, key)).length
  return count(JSON_RESUME_KEYS) > count(VITAE_KEYS)
}
