// redFlags.exaggerations: claims nobody can verify ("world-class", "flawless").
import { EXAGGERATIONS } from '../data/phrases'
import { phraseCheck } from './phrase-check'

export const exaggerationsCheck = phraseCheck({
  id: 'exaggerations',
  category: 'redFlags',
  lists: EXAGGERATIONS,
  suggest: (match) => `"${match}" is hard to believe; show it with a result or a number instead.`,
})
