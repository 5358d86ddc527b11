// Bounds of what an evaluation request may ask the engine to read (issue 11 M-2), checked before
// any work: the request schema bounds the texts (cvText, jobDescription); the resume model a
// client sends along (cvData) is free-form JSON that normalizeResume repairs, so it is measured
// here in one linear pass with an early exit, before it is normalised or evaluated.

/** Characters of cvText and of jobDescription (a resume of 60,000 characters is ~25 pages). */
export const MAX_CV_TEXT = 60_000
/**
 * Characters of all strings in cvData together: the text bound with room for rich-text markup
 * (<p>, <li>, …), keys and ids.
 */
export const MAX_CV_DATA_CHARS = 3 * MAX_CV_TEXT
/** Values (objects, arrays, strings, numbers) in cvData: ~50× a large real resume. */
export const MAX_CV_DATA_VALUES = 50_000
/** Nesting of cvData: the resume model is five levels deep. */
export const MAX_CV_DATA_DEPTH = 16

export type CvDataProblem = 'too-much-text' | 'too-many-values' | 'too-deep'

export const CV_DATA_PROBLEM_MESSAGES: Readonly<Record<CvDataProblem, string>> = {
  'too-much-text': `The resume holds more than ${MAX_CV_DATA_CHARS.toLocaleString('en')} characters; no resume needs that much text to be evaluated.`,
  'too-many-values': `The resume has more than ${MAX_CV_DATA_VALUES.toLocaleString('en')} fields and entries; no resume has that many.`,
  'too-deep': 'The resume data is nested deeper than a resume can be.',
}

/** What is wrong with the size of cvData, or null when it is within the bounds. */
export function cvDataProblem(value: unknown): CvDataProblem | null {
  let characters = 0
  let values = 0
  // Iterative, so hostile nesting cannot overflow the stack either.
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (++values > MAX_CV_DATA_VALUES) return 'too-many-values'
    if (typeof current === 'string') {
      characters += current.length
      if (characters > MAX_CV_DATA_CHARS) return 'too-much-text'
    } else if (typeof current === 'object' && current !== null) {
      if (depth >= MAX_CV_DATA_DEPTH) return 'too-deep'
      if (Array.isArray(current)) {
        for (const item of current) stack.push([item, depth + 1])
      } else {
        for (const [key, item] of Object.entries(current)) {
          characters += key.length
          stack.push([item, depth + 1])
        }
      }
    }
  }
  return null
}
