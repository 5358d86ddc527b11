// The engine without a provider (issue 15 point 4), linked versions (point 5, engine side) and
// the provider configuration rules.
import { describe, expect, it } from 'vitest'
import { PRESENT_WORDS, resumeSchema, sectionTitle } from '../resume'
import { resolveTranslationConfig } from './config'
import { translateResume, translatedResumeName } from './engine'
import { diffFields } from './fields'
import { applyTranslatedFields, planTranslationUpdate } from './linked'
import { fullResume } from './test-fixtures/full-resume'
import { pseudoTranslate } from './test-fixtures/make-servers'
import { TranslateError, type TranslationProvider } from './types'

/** A provider in-process, for tests that are about the engine and not about HTTP. */
const inProcess: TranslationProvider = {
  name: 'llm',
  limits: { maxSegments: 10, maxChars: 2000, concurrency: 2 },
  translate: async (texts, _from, to) => texts.map((text) => pseudoTranslate(text, to)),
}

describe('without a provider', () => {
  it('translates the offline part only, says so, and marks the free text', async () => {
    const source = fullResume()
    const result = await translateResume(source, 'de')
    expect(result.mode).toBe('offline-only')
    expect(result.provider).toBeNull()
    expect(resumeSchema.safeParse(result.resume).success).toBe(true)
    const { resume } = result
    expect(resume.resumeLanguage).toBe('de')
    expect(sectionTitle(resume.resumeLanguage, 'experiences')).toBe('Berufserfahrung')
    expect(resume.contact.jobTitle).toBe('Senior Softwareingenieur')
    expect(resume.contact.country).toBe('Vereinigte Staaten')
    expect(resume.experiences[0]).toMatchObject({
      startDate: 'März 2019',
      endDate: PRESENT_WORDS.de,
    })
    expect(resume.experiences[1]).toMatchObject({
      title: 'Softwareentwickler',
      location: 'Deutschland',
    })
    expect(resume.languages.map((language) => [language.name, language.level])).toEqual([
      ['Englisch', 'Native'],
      ['Deutsch', 'C1'],
      ['Spanisch', 'Proficient'],
    ])
    // Free text stays as written and every such field says why.
    expect(resume.contact.description).toBe(source.contact.description)
    const kept = result.fields.filter((field) => field.status === 'source')
    expect(kept.length).toBeGreaterThan(10)
    expect(kept.every((field) => field.reason === 'no-provider')).toBe(true)
    expect(kept.map((field) => field.path)).toContain('experiences/exp-1/description')
  })

  it('refuses to translate into the language the resume is already in', async () => {
    await expect(translateResume(fullResume(), 'en')).rejects.toBeInstanceOf(TranslateError)
  })

  it('names the copy after the source with the language code', () => {
    expect(translatedResumeName('Main resume', 'de')).toBe('Main resume (de)')
    expect(translatedResumeName('Main resume (de)', 'tr')).toBe('Main resume (tr)')
    expect(translatedResumeName('', 'ar')).toBe('(ar)')
  })
})

describe('linked language versions', () => {
  it('translates only what changed in the source and asks about fields edited in the copy', async () => {
    const sourceBase = fullResume()
    const copyBase = (await translateResume(sourceBase, 'de', { provider: inProcess })).resume
    const copyNow = structuredClone(copyBase)
    copyNow.contact.description = '<p>Von Hand verbessert.</p>'

    const sourceNow = structuredClone(sourceBase)
    sourceNow.contact.description = '<p>Engineer who ships.</p>'
    sourceNow.experiences[0]!.description = '<ul><li>Cut latency by 50%.</li></ul>'
    sourceNow.hobbies = []
    sourceNow.skills.push({ id: 'skl-4', name: 'Negotiation', level: 'Advanced' })

    const plan = planTranslationUpdate({ sourceBase, sourceNow, copyBase, copyNow })
    expect(plan.conflicts).toEqual(['contact.description'])
    expect(plan.translate).toEqual(['experiences/exp-1/description', 'skills/skl-4/name'])
    expect(plan.removed).toEqual(['hobbies/hob-1/description'])
    expect(plan.changed).toBe(4)

    const update = await translateResume(sourceNow, 'de', {
      provider: inProcess,
      fields: new Set(plan.translate),
    })
    expect(update.fields.map((field) => field.path)).toEqual(plan.translate)
    const next = applyTranslatedFields(copyNow, update.resume, plan.translate, plan.removed)
    expect(next.contact.description).toBe('<p>Von Hand verbessert.</p>')
    expect(next.experiences[0]!.description).toContain('latency⁽de⁾')
    expect(next.skills.map((skill) => skill.id)).toEqual(['skl-1', 'skl-2', 'skl-3', 'skl-4'])
    expect(next.skills[3]!.name).toBe('Negotiation⁽de⁾')
    expect(next.hobbies).toEqual([])
    expect(next.resumeName).toBe(copyNow.resumeName)
    // Nothing else moved.
    expect(diffFields(copyNow, next).map((change) => change.path)).toEqual([
      'experiences/exp-1/description',
      'skills/skl-4/name',
      'hobbies/hob-1/description',
    ])
  })
})

describe('provider configuration', () => {
  const resolve = (env: Parameters<typeof resolveTranslationConfig>[0]) =>
    resolveTranslationConfig(env)

  it('chooses from what is configured when nothing is asked', () => {
    expect(resolve({ aiConfigured: false }).config.provider).toBe('offline')
    expect(resolve({ aiConfigured: true }).config.provider).toBe('llm')
    expect(resolve({ aiConfigured: true, libreTranslateUrl: 'http://lt:5000' }).config).toEqual({
      provider: 'libretranslate',
      libreTranslate: { url: 'http://lt:5000', apiKey: null },
    })
  })

  it('explains every inconsistent setting', () => {
    const problems = (env: Parameters<typeof resolveTranslationConfig>[0]) =>
      resolve(env).problems.join('\n')
    expect(problems({ requested: 'deepl', aiConfigured: false })).toContain(
      'TRANSLATE_PROVIDER must be one of',
    )
    expect(problems({ requested: 'llm', aiConfigured: false })).toContain('AI_BASE_URL')
    expect(problems({ requested: 'libretranslate', aiConfigured: false })).toContain(
      'needs LIBRETRANSLATE_URL',
    )
    expect(problems({ aiConfigured: false, libreTranslateUrl: 'ftp://x' })).toContain('http(s) URL')
    expect(problems({ aiConfigured: false, libreTranslateApiKey: 'k' })).toContain(
      'LIBRETRANSLATE_URL is not',
    )
    expect(
      problems({ requested: 'llm', aiConfigured: true, libreTranslateUrl: 'http://lt' }),
    ).toContain('ignored')
    expect(
      problems({
        requested: 'LibreTranslate',
        aiConfigured: false,
        libreTranslateUrl: 'http://lt',
      }),
    ).toBe('')
  })
})
