import { TEMPLATE_PALETTES, createResume, type Resume } from '@shared/resume'
import { describe, expect, it } from 'vitest'
import {
  canStepFontSize,
  changeTemplate,
  colorForTemplate,
  stepFontSize,
  thumbnailResume,
} from './look'

const business = (color: string): Resume =>
  createResume({ selectedTemplate: 'Business', resumeColor: color })

describe('template change', () => {
  it("gives a palette colour's resume the new template's own first colour", () => {
    const resume = business(TEMPLATE_PALETTES.Business[1] as string)
    expect(colorForTemplate(resume, 'Liner')).toBe(TEMPLATE_PALETTES.Liner[0])
  })

  it('keeps a custom colour and a colour both palettes share', () => {
    expect(colorForTemplate(business('#123456'), 'Liner')).toBe('#123456')
    const grey = TEMPLATE_PALETTES.Business[0] as string
    expect(TEMPLATE_PALETTES.Classic).toContain(grey)
    expect(colorForTemplate(business(grey), 'Classic')).toBe(grey)
  })

  it('commits template and colour together, and never Professional', () => {
    const resume = business(TEMPLATE_PALETTES.Business[2] as string)
    const changed = changeTemplate('Moda')(resume)
    expect(changed.selectedTemplate).toBe('Moda')
    expect(changed.resumeColor).toBe(TEMPLATE_PALETTES.Moda[0])
    expect(changeTemplate('Professional')(resume)).toBe(resume)
  })
})

describe('font size stepper', () => {
  it('steps the displayed size by one and stores it minus six', () => {
    const resume = createResume({ resumeFontSize: 10 })
    expect(stepFontSize(1)(resume).resumeFontSize).toBe(11)
    expect(stepFontSize(-1)(resume).resumeFontSize).toBe(9)
  })

  it('offers minus only above 14 and plus only below 20', () => {
    const smallest = createResume({ resumeFontSize: 8 })
    const largest = createResume({ resumeFontSize: 14 })
    expect(canStepFontSize(smallest, -1)).toBe(false)
    expect(canStepFontSize(smallest, 1)).toBe(true)
    expect(stepFontSize(-1)(smallest)).toBe(smallest)
    expect(canStepFontSize(largest, 1)).toBe(false)
    expect(canStepFontSize(largest, -1)).toBe(true)
    expect(stepFontSize(1)(largest)).toBe(largest)
  })
})

describe('thumbnails', () => {
  it("show the user's own resume in each template", () => {
    const resume = createResume({
      contact: { ...createResume().contact, firstName: 'Ada' },
      resumeLanguage: 'de',
    })
    const thumbnail = thumbnailResume(resume, 'Fancy')
    expect(thumbnail.contact.firstName).toBe('Ada')
    expect(thumbnail.selectedTemplate).toBe('Fancy')
  })

  it('show a sample in the user’s look while the resume is empty', () => {
    const resume = createResume({ resumeLanguage: 'ar', resumeFontFamily: 'Arial' })
    const thumbnail = thumbnailResume(resume, 'Liner')
    expect(thumbnail.contact.firstName).not.toBe('')
    expect(thumbnail.experiences.length).toBeGreaterThan(0)
    expect(thumbnail.resumeLanguage).toBe('ar')
    expect(thumbnail.resumeFontFamily).toBe('Arial')
    expect(thumbnail.resumeColor).toBe(TEMPLATE_PALETTES.Liner[0])
  })
})
