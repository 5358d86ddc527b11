import { createItem } from '@shared/resume'
import { describe, expect, it } from 'vitest'
import { SECTION_CONFIGS } from './config'
import {
  LIST_PREVIEW_LENGTH,
  canSaveItem,
  endsBeforeStart,
  isBlankItem,
  itemSummary,
  ongoingPatch,
} from './rules'

describe('list previews', () => {
  it('cut a description to 38 plain characters, tags removed', () => {
    const description =
      '<ul><li>Led a <strong>team of twelve</strong> engineers</li><li>Shipped it</li></ul>'
    const summary = itemSummary(
      SECTION_CONFIGS.experiences,
      createItem('experiences', { title: 'Lead', company: 'Acme', description }),
    )
    expect(LIST_PREVIEW_LENGTH).toBe(38)
    expect(summary.preview).toBe('Led a team of twelve engineers Shipped…')
    expect(Array.from(summary.preview.replace(/…$/, '')).length).toBeLessThanOrEqual(38)
    expect(summary.heading).toBe('Lead')
    expect(summary.detail).toBe('Acme')
  })

  it('keep a short description whole and show nothing for an empty one', () => {
    const short = itemSummary(
      SECTION_CONFIGS.projects,
      createItem('projects', { description: '<p>Short</p>' }),
    )
    expect(short.preview).toBe('Short')
    const none = itemSummary(
      SECTION_CONFIGS.projects,
      createItem('projects', { description: '<p> </p>' }),
    )
    expect(none.preview).toBe('')
  })

  it('name a description-only item by its first 38 characters', () => {
    const honor = createItem('honors', {
      description: '<p>Winner of the national physics olympiad in 2012 and 2013</p>',
    })
    const summary = itemSummary(SECTION_CONFIGS.honors, honor)
    expect(summary.heading).toBe('Winner of the national physics olympia…')
    expect(summary.preview).toBe('')
  })

  it('show the dates of dated sections', () => {
    const education = createItem('educations', { startDate: '09/2015', endDate: 'Present' })
    expect(itemSummary(SECTION_CONFIGS.educations, education).dates).toBe('09/2015 – Present')
    expect(itemSummary(SECTION_CONFIGS.skills, createItem('skills', { name: 'Go' })).dates).toBe('')
  })
})

describe('Save enabled', () => {
  it('for a skill only once its name is not blank (an empty level is allowed)', () => {
    const config = SECTION_CONFIGS.skills
    expect(canSaveItem(config, createItem('skills', { name: '' }))).toBe(false)
    expect(canSaveItem(config, createItem('skills', { name: '   ', level: 'Expert' }))).toBe(false)
    expect(canSaveItem(config, createItem('skills', { name: 'Rust', level: '' }))).toBe(true)
  })

  it('for a language only once both name and level are set', () => {
    const config = SECTION_CONFIGS.languages
    expect(canSaveItem(config, createItem('languages', { name: 'German', level: '' }))).toBe(false)
    expect(canSaveItem(config, createItem('languages', { name: ' ', level: 'Native' }))).toBe(false)
    expect(canSaveItem(config, createItem('languages', { name: 'German', level: 'Native' }))).toBe(
      true,
    )
  })

  it('for other sections once anything is filled in', () => {
    const config = SECTION_CONFIGS.references
    expect(canSaveItem(config, createItem('references'))).toBe(false)
    expect(canSaveItem(config, createItem('references', { phone: '+49 30 1234' }))).toBe(true)
    expect(
      canSaveItem(SECTION_CONFIGS.hobbies, createItem('hobbies', { description: '<p></p>' })),
    ).toBe(false)
  })
})

describe('isBlankItem', () => {
  it('treats an ongoing flag or any text as content', () => {
    expect(isBlankItem('experiences', createItem('experiences'))).toBe(true)
    expect(isBlankItem('experiences', createItem('experiences', { isCurrentWork: true }))).toBe(
      false,
    )
    expect(isBlankItem('certifications', createItem('certifications', { institute: 'MIT' }))).toBe(
      false,
    )
  })
})

describe('the ongoing checkbox', () => {
  it('writes the Present word of the resume language as the end date', () => {
    expect(ongoingPatch('isCurrentWork', true, 'en')).toEqual({
      isCurrentWork: true,
      endDate: 'Present',
    })
    expect(ongoingPatch('isCurrentEducation', true, 'de')).toEqual({
      isCurrentEducation: true,
      endDate: 'Heute',
    })
    expect(ongoingPatch('isCurrentProject', true, 'tr').endDate).toBe('Halen')
  })

  it('clears the end date when unticked', () => {
    expect(ongoingPatch('isCurrentWork', false, 'en')).toEqual({
      isCurrentWork: false,
      endDate: '',
    })
  })
})

describe('endsBeforeStart', () => {
  it('flags an end before the start once both dates are complete', () => {
    const item = (startDate: string, endDate: string) =>
      createItem('experiences', { startDate, endDate })
    expect(endsBeforeStart(item('05/2020', '04/2020'))).toBe(true)
    expect(endsBeforeStart(item('05/2020', '12/2019'))).toBe(true)
    expect(endsBeforeStart(item('05/2020', '05/2020'))).toBe(false)
    expect(endsBeforeStart(item('05/2020', 'Present'))).toBe(false)
    expect(endsBeforeStart(item('', '01/2000'))).toBe(false)
  })
})
