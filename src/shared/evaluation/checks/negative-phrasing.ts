// redFlags.negativePhrasingPatterns: failures, blame and apologies instead of results.
import { NEGATIVE_PHRASES } from '../data/phrases'
import { phraseCheck } from './phrase-check'

export const negativePhrasingCheck = phraseCheck({
  id: 'negativePhrasingPatterns',
  category: 'redFlags',
  lists: NEGATIVE_PHRASES,
  suggest: (match) =>
    `"${match}" draws attention to a setback; describe what you achieved or learned instead, or leave it out.`,
})
