import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RESUME_COLOR,
  LIST_SECTIONS,
  SECTION_NAMES,
  SELECTABLE_TEMPLATES,
  TEMPLATES,
  createItem,
  createResume,
  displayedFontSize,
  resumeSchema,
  storedFontSize,
} from './resume'
import { completeResume } from './test-fixtures/resume'

describe('createResume', () => {
  it('has the defaults of spec 000 §3', () => {
    const resume = createResume()
    expect(resume).toMatchObject({
      showSkillLevels: true,
      showLanguageLevels: true,
      selectedTemplate: 'Business',
      resumeColor: DEFAULT_RESUME_COLOR,
      resumeName: '',
      resumeFontFamily: 'Montserrat',
      resumeFontSize: 10,
      resumeLanguage: 'en',
    })
    for (const section of LIST_SECTIONS) expect(resume[section]).toEqual([])
    expect(Object.values(resume.contact).every((value) => value === '')).toBe(true)
  })

  it('returns fresh objects each time', () => {
    const a = createResume()
    const b = createResume()
    expect(a.skills).not.toBe(b.skills)
    expect(a.contact).not.toBe(b.contact)
  })

  it('applies overrides', () => {
    expect(createResume({ resumeName: 'Mine' }).resumeName).toBe('Mine')
  })
})

describe('constants', () => {
  it('lists twelve sections and thirteen selectable section names', () => {
    expect(LIST_SECTIONS).toHaveLength(12)
    expect(SECTION_NAMES[0]).toBe('personal')
    expect(SECTION_NAMES).toHaveLength(13)
  })

  it('keeps Professional stored but not selectable', () => {
    expect(TEMPLATES).toContain('Professional')
    expect(SELECTABLE_TEMPLATES).not.toContain('Professional')
    expect(SELECTABLE_TEMPLATES).toHaveLength(8)
  })

  it('converts font sizes between stored and displayed, clamping to the editor range', () => {
    expect(displayedFontSize(10)).toBe(16)
    expect(storedFontSize(16)).toBe(10)
    expect(storedFontSize(14)).toBe(8)
    expect(storedFontSize(20)).toBe(14)
    expect(storedFontSize(30)).toBe(14)
    expect(storedFontSize(2)).toBe(8)
    expect(storedFontSize(Number.NaN)).toBe(10)
  })
})

describe('resumeSchema', () => {
  it('accepts a complete resume', () => {
    expect(resumeSchema.parse(completeResume())).toEqual(completeResume())
  })

  it('rejects duplicate ids within a list', () => {
    const resume = completeResume()
    resume.skills[1] = { ...resume.skills[1]!, id: '0' }
    expect(resumeSchema.safeParse(resume).success).toBe(false)
  })

  it('rejects values outside the model', () => {
    expect(resumeSchema.safeParse({ ...createResume(), selectedTemplate: 'Foo' }).success).toBe(
      false,
    )
    expect(resumeSchema.safeParse({ ...createResume(), resumeFontSize: 20 }).success).toBe(false)
    expect(resumeSchema.safeParse({ ...createResume(), resumeColor: 'red' }).success).toBe(false)
  })
})

describe('createItem', () => {
  it('makes a blank item with a new id', () => {
    const a = createItem('experiences')
    const b = createItem('experiences')
    expect(a.id).not.toBe(b.id)
    expect(a).toMatchObject({ title: '', isCurrentWork: false, description: '' })
    expect(createItem('skills', { name: 'Go' })).toMatchObject({ name: 'Go', level: '' })
  })
})
