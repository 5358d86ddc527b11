// redFlags.unprofessionalLanguage: slang and casual words ("awesome", "stuff").
import { UNPROFESSIONAL } from '../data/phrases'
import { phraseCheck } from './phrase-check'

export const unprofessionalLanguageCheck = phraseCheck({
  id: 'unprofessionalLanguage',
  category: 'redFlags',
  lists: UNPROFESSIONAL,
  suggest: (match) => `"${match}" sounds casual; use a precise, neutral word instead.`,
})
