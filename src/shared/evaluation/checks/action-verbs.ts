// content.missingActionVerbs: experience bullets that do not open with an action verb ("Team
// lead for…", "Requirements were…"). English only: German and Turkish resumes conventionally
// write bullets in nominal style ("Wartung von…", "…geliştirilmesi"), which is correct there.
import type { Check } from '../check'
import { finding } from '../check'
import { ACTION_VERBS } from '../data/action-verbs'
import { firstWords } from '../text'
import { experienceBullets } from './quantified-impact'

const VERBS = new Set(ACTION_VERBS)

/** The base form candidates of an English verb form (led → lead is in the list itself). */
function baseForms(word: string): string[] {
  const forms = [word]
  if (word.endsWith('ied')) forms.push(`${word.slice(0, -3)}y`)
  if (word.endsWith('ed')) forms.push(word.slice(0, -2), word.slice(0, -1))
  if (word.endsWith('ed') && word.at(-3) === word.at(-4)) forms.push(word.slice(0, -3))
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`)
  if (word.endsWith('es')) forms.push(word.slice(0, -2))
  if (word.endsWith('s')) forms.push(word.slice(0, -1))
  return forms
}

export function startsWithActionVerb(text: string): boolean {
  const first =
    text
      .trim()
      .split(/[\s,;:]+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z-]/g, '') ?? ''
  // "Co-founded", "Art-directed": the verb is the last part.
  const parts = [first, ...first.split('-')]
  return parts.some((part) => baseForms(part).some((form) => VERBS.has(form)))
}

export const actionVerbsCheck: Check = {
  id: 'missingActionVerbs',
  category: 'content',
  languages: ['en'],
  run(doc) {
    return experienceBullets(doc.segments)
      .filter((bullet) => !startsWithActionVerb(bullet.text))
      .map((bullet) =>
        finding(
          'missingActionVerbs',
          firstWords(bullet.text, 8),
          bullet,
          'Start the bullet with an action verb (Led, Built, Reduced, Launched…).',
        ),
      )
  },
}
