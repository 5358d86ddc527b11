// What a round trip must preserve, measured on the result rather than trusted from the engine.
import { sanitizeRichText, type Resume } from '../../resume'
import { readField, resumeFields } from '../fields'

/** Every tag of rich text, in order, after sanitising (so attribute order does not matter). */
export function tagsOf(html: string): string[] {
  return [...sanitizeRichText(html).matchAll(/<[^>]+>/g)].map((match) => match[0])
}

/** The free-text fields (text and rich roles) of a resume, by path. */
export function freeText(resume: Resume): Map<string, string> {
  const out = new Map<string, string>()
  for (const ref of resumeFields(resume)) {
    if (ref.role === 'rich' || ref.role === 'text') out.set(ref.path, readField(resume, ref))
  }
  return out
}

export function countOf(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1
}
