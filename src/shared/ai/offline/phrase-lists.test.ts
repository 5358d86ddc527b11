// Every weak verb, slang word and negative phrase the evaluation reports in en, de and tr has
// a rewrite, except the ones listed here: phrases whose fix needs the sentence's meaning (what
// went wrong, who was to blame), which only the writer can reword honestly.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Speller } from '@shared/evaluation'
import { NEGATIVE_PHRASES, UNPROFESSIONAL, WEAK_VERBS } from '@shared/evaluation/data/phrases'
import { loadSpeller } from '@node/spelling/dictionaries'
import { ruleContext } from './context'
import { RULES } from './rewrite-field'
import { applyRules } from './rules'

const LEFT_ALONE: Record<string, string[]> = {
  en: [
    'cool',
    'failed',
    'hated',
    'lack of experience',
    'no experience',
    'not my fault',
    'my weakness',
    'poor management',
    'bad boss',
  ],
  de: [
    'war zuständig',
    'war verantwortlich',
    'versucht',
    'cool',
    'Bock',
    'gescheitert',
    'nicht geschafft',
    'nicht gelungen',
    'nicht in der Lage',
    'konnte nicht',
    'konnten nicht',
    'gekündigt',
    'entlassen',
    'keine Erfahrung',
    'mangels',
  ],
  tr: [
    'yardımcı olunması',
    'sorumluydum',
    'sorumlu oldum',
    'denedim',
    'şey',
    'kanka',
    'abi',
    'takıldım',
    'başaramadım',
    'başarısız oldum',
    'yapamadım',
    'deneyimim yok',
    'deneyimim olmadı',
  ],
}
// A sentence around each phrase, as a bullet would have it.
const AROUND: Record<string, [string, string]> = {
  en: ['', ' prepare the weekly report for the team'],
  de: ['Ich ', ' die Planung der Touren im Lager'],
  tr: ['', ' ve raporları hazırladım'],
}

const spellers = new Map<string, Speller | null>()
beforeAll(async () => {
  for (const code of ['en', 'de', 'tr']) spellers.set(code, await loadSpeller(code))
}, 60_000)

describe('rewrite coverage of the evaluation phrase lists', () => {
  for (const language of ['en', 'de', 'tr']) {
    it(language, () => {
      const context = {
        ...ruleContext(language, spellers.get(language) ?? null),
        tense: 'past' as const,
      }
      const [before, after] = AROUND[language]!
      const unhandled = [WEAK_VERBS, UNPROFESSIONAL, NEGATIVE_PHRASES]
        .flatMap((lists) => lists[language] ?? [])
        .filter((phrase) => {
          const line = `${before}${phrase}${after}`
          return applyRules(line, RULES[language]!, context)
            .text.toLowerCase()
            .includes(phrase.toLowerCase())
        })
      expect(unhandled.sort()).toEqual([...LEFT_ALONE[language]!].sort())
    })
  }
})
