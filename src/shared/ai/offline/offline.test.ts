// The offline engine on resumes written for these tests: every kind of problem fixed in en,
// de and tr (es and fr rules too), no fact added or lost, the same answer every time.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Speller } from '@shared/evaluation'
import { loadSpeller } from '@node/spelling/dictionaries'
import { createAiService, type AiService, type EnhancementSuggestion } from '..'
import { newFacts, lostFacts, factSource } from '../guard/facts'
import { resumeTexts } from '../guard/guard'
import { englishResume, germanResume, turkishResume } from '../test-fixtures/resumes'
import { fieldLines } from '../text/field-text'
import { ruleContext } from './context'
import { FR_RULES, ES_RULES, frActive, esActive } from './lang/fr-es'
import { applyRules, type RuleContext } from './rules'
import { splitLongBullet } from './split'
import { wordCount } from '@shared/evaluation/text'

const spellers = new Map<string, Speller | null>()
let ai: AiService

beforeAll(async () => {
  for (const code of ['en', 'de', 'tr', 'fr', 'es']) spellers.set(code, await loadSpeller(code))
  ai = createAiService({ spellers: (code) => spellers.get(code) ?? null })
}, 120_000)

const lines = (suggestion: EnhancementSuggestion | undefined): string[] =>
  fieldLines(suggestion?.newValue ?? '')
const text = (suggestion: EnhancementSuggestion | undefined): string => lines(suggestion).join('\n')
const find = (all: EnhancementSuggestion[], itemId: string | null, section = 'experiences') =>
  all.find((s) => s.itemId === itemId && s.section === section && s.actionType === 'replace')

function context(language: string): RuleContext {
  return { ...ruleContext(language, spellers.get(language) ?? null), tense: 'past' }
}

describe('offline guided suggestions (English)', () => {
  let all: EnhancementSuggestion[]
  beforeAll(async () => {
    all = (await ai.guidedSuggestions({ resume: englishResume(), jobTitle: 'Logistics Planner' }))
      .result
  })

  it('rewrites weak verbs, the passive, slang and negative phrasing in one suggestion per field', () => {
    const exp1 = find(all, 'exp-1')
    expect(exp1?.kinds).toEqual(
      expect.arrayContaining(['weakVerb', 'passiveVoice', 'negative', 'unprofessional']),
    )
    const result = text(exp1)
    expect(result).toContain('Planned routes for 40 delivery vans across two depots')
    expect(result).toContain('Audited carrier invoices every week against the rate cards')
    expect(result).toContain(
      'Supported the warehouse team in moving to a new slotting system in 2022',
    )
    expect(result).toMatch(/^The second depot closed for 3 months/m)
    expect(result).toContain('Handled numerous customer escalations')
    expect(result).not.toMatch(
      /responsible for|were audited by me|unfortunately|tons of|\bhelped\b/i,
    )
    expect(all.filter((s) => s.itemId === 'exp-1' && s.actionType === 'replace')).toHaveLength(1)
  })

  it('splits a bullet of 40+ words at its clauses and corrects a misspelling', () => {
    const exp2 = find(all, 'exp-2')
    expect(exp2?.kinds).toEqual(expect.arrayContaining(['longBullet', 'typo', 'weakVerb']))
    const bullets = lines(exp2)
    expect(bullets[0]).toBe('Rebuilt the night dispatch board after the depot move')
    expect(bullets.every((bullet) => wordCount(bullet) < 40)).toBe(true)
    expect(text(exp2)).toContain('Mapped every standing order')
    expect(text(exp2)).toContain('accommodation plan')
    expect(exp2?.reason).toMatch(/accomodation → accommodation/)
  })

  it('drops filler from the summary and keeps every fact', () => {
    const summary = find(all, null, 'contact')
    expect(text(summary)).toBe(
      'Logistics planner with 7 years in regional distribution. I keep trucks, drivers and docks in sync for Northwind Freight.',
    )
  })

  it('brings no new fact and loses none, and the oldValue is the field as stored', () => {
    const resume = englishResume()
    const source = factSource(resumeTexts(resume), { language: 'en' })
    for (const suggestion of all.filter((s) => s.actionType === 'replace')) {
      expect(newFacts(suggestion.newValue, source, suggestion.oldValue)).toEqual([])
      expect(lostFacts(suggestion.oldValue, suggestion.newValue, { language: 'en' })).toEqual([])
      expect(suggestion.guard.verdict).toBe('pass')
      expect(suggestion.status).toBe('pending')
    }
    expect(find(all, 'exp-1')?.oldValue).toBe(resume.experiences[0]?.description)
  })

  it('is deterministic', async () => {
    const again = (
      await ai.guidedSuggestions({ resume: englishResume(), jobTitle: 'Logistics Planner' })
    ).result
    expect(again).toEqual(all)
  })

  it('adds skills only when the job description asks for them and the resume shows them', async () => {
    const answer = await ai.guidedSuggestions({
      resume: englishResume(),
      jobTitle: 'Logistics Planner',
      jobDescription:
        'We need a planner fluent in Excel and SAP who knows route planning and slotting.',
    })
    const adds = answer.result.filter((s) => s.actionType === 'add')
    expect(adds.map((s) => s.newValue)).not.toContain('SAP')
    for (const add of adds) expect(add.section).toBe('skills')
  })
})

describe('offline guided suggestions (German and Turkish)', () => {
  it('German: weak verb, passive with the writer as actor, "Leider" and filler', async () => {
    const all = (await ai.guidedSuggestions({ resume: germanResume(), jobTitle: 'Disponent' }))
      .result
    const result = text(find(all, 'exp-1'))
    expect(result).toContain('Ich verantwortete die Tourenplanung von 25 Fahrzeugen')
    expect(result).toContain('Frachtkosten um 8 % gesenkt')
    expect(result).toContain('Ich konnte das neue Telematiksystem nicht mehr einführen')
    expect(result).toContain('Erster Ansprechpartner für alle Kunden im Raum Rosenheim')
  })

  it('Turkish: "tarafımdan" passive made first person, weak verb and "Maalesef"', async () => {
    const all = (
      await ai.guidedSuggestions({ resume: turkishResume(), jobTitle: 'Muhasebe Uzmanı' })
    ).result
    const result = text(find(all, 'exp-1'))
    expect(result).toContain('Aylık mali raporları hazırladım ve yönetime sundum')
    expect(result).toContain('Yıl sonu kapanış süreçlerinde katkı sağladım')
    expect(result).toMatch(/^İlk denetimde eksikler çıktı/m)
    expect(text(find(all, null, 'contact'))).toBe('5 yıllık deneyime sahip bir muhasebe uzmanıyım.')
  })
})

describe('French and Spanish rules', () => {
  it('rewrite weak verbs, filler, slang and a passive with its agent', () => {
    const fr = applyRules(
      "En gros, j'ai aidé à ouvrir la boutique et géré les trucs administratifs",
      FR_RULES,
      context('fr'),
    )
    expect(fr.text).toBe("J'ai contribué à ouvrir la boutique et géré les aspects administratifs")
    expect(
      frActive('Les commandes ont été préparées chaque jour par mon équipe', context('fr')),
    ).toBe('Mon équipe a préparé les commandes chaque jour')
    const es = applyRules(
      'Lamentablemente participé en la apertura de un montón de tiendas',
      ES_RULES,
      context('es'),
    )
    expect(es.text).toBe('Contribuí a la apertura de una gran cantidad de tiendas')
    expect(esActive('Los informes fueron realizados por mí cada mes', context('es'))).toBe(
      'Realicé los informes cada mes',
    )
  })
})

describe('long bullets', () => {
  it('leave short bullets alone and split at the comma nearest the middle when nothing better exists', () => {
    const short = 'Planned routes for 40 vans'
    expect(splitLongBullet(short, context('en'))).toEqual([short])
    const long =
      Array.from({ length: 6 }, (_, i) => `checked the depot number ${i + 1} log`).join(', ') +
      ', then filed them'
    const parts = splitLongBullet(`Every morning ${long}`, context('en'))
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.every((part) => wordCount(part) < 40)).toBe(true)
    expect(parts.join(' ').replace(/[,.]/g, '').toLowerCase()).toBe(
      `Every morning ${long}`.replace(/[,.]/g, '').toLowerCase(),
    )
  })
})

describe('inline alternatives, summary, skills and job titles', () => {
  it('gives up to three alternatives for a description, one asking for a number with a placeholder', async () => {
    const answer = await ai.enhanceDescription({
      resume: englishResume(),
      section: 'experiences',
      itemId: 'exp-1',
    })
    expect(answer.engine).toBe('offline')
    expect(answer.result.alternatives.length).toBeGreaterThanOrEqual(2)
    expect(answer.result.alternatives.length).toBeLessThanOrEqual(3)
    expect(answer.result.alternatives.some((alt) => /\[number or %\]/.test(alt))).toBe(true)
    for (const decision of answer.result.guard) expect(decision.verdict).toBe('pass')
  })

  it('needs a job title for the summary and drafts it from the resume in its language', async () => {
    await expect(
      ai.enhanceSummary({ resume: englishResume(), jobTitle: ' ' }),
    ).rejects.toMatchObject({
      code: 'MissingJobTitle',
    })
    const answer = await ai.enhanceSummary({
      resume: englishResume(),
      jobTitle: 'Transport Manager',
    })
    const drafts = answer.result.alternatives.map((alt) => fieldLines(alt).join(' '))
    expect(
      drafts.some((draft) => /Transport Manager/.test(draft) && /Northwind Freight/.test(draft)),
    ).toBe(true)
    const german = await ai.enhanceSummary({
      resume: germanResume(),
      jobTitle: 'Teamleiter Disposition',
    })
    expect(german.result.alternatives.join(' ')).toMatch(
      /zuletzt als Disponent bei Alpenland Spedition GmbH/,
    )
  })

  it('suggests skills in two lists with reasons, and job titles from the resume', async () => {
    const skills = await ai.suggestSkills({
      resume: englishResume(),
      jobTitle: 'Logistics Planner',
      jobDescription: 'Experience with SAP and Excel required.',
    })
    expect(skills.result.ats.map((s) => s.name)).toContain('SAP')
    const sap = skills.result.ats.find((s) => s.name === 'SAP')
    expect(sap?.reason).toMatch(/job description/i)
    expect(sap?.guard.verdict).toBe('pass')
    expect([...skills.result.ai, ...skills.result.ats].map((s) => s.name)).not.toContain('Excel')
    const titles = await ai.suggestJobTitles({ resume: englishResume() })
    expect(titles.result[0]).toBe('Logistics Planner')
    expect(titles.result).toContain('Dispatcher')
  })
})
