// redFlags.weakVerbs: "helped", "worked on", "responsible for" hide what the person did.
import { WEAK_VERBS } from '../data/phrases'
import { phraseCheck } from './phrase-check'

const ADVICE: Record<string, string> = {
  en: 'Start with a verb that says what you did: led, built, delivered, reduced, organised.',
  de: 'Beginnen Sie mit einem Verb, das Ihre Leistung zeigt: geleitet, aufgebaut, umgesetzt, gesenkt.',
  tr: 'Ne yaptığınızı gösteren bir fiil kullanın: yönettim, geliştirdim, kurdum, azalttım.',
}

export const weakVerbsCheck = phraseCheck({
  id: 'weakVerbs',
  category: 'redFlags',
  lists: WEAK_VERBS,
  suggest: (match, language) => `Replace "${match}". ${ADVICE[language] ?? ADVICE.en}`,
})
