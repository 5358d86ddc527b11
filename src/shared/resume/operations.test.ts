import { describe, expect, it } from 'vitest'
import { MAX_LIST_ITEMS } from './limits'
import {
  addItem,
  canAddItem,
  findItem,
  moveItem,
  removeItem,
  replaceSection,
  resolveActiveSection,
  setAll,
  setFontFamily,
  setFontSize,
  setResumeColor,
  setResumeLanguage,
  setResumeName,
  nameImportedResume,
  setShowLanguageLevels,
  setShowSkillLevels,
  setTemplate,
  stepForSection,
  updateContact,
  updateItem,
} from './operations'
import { createItem, createResume, resumeSchema, type Resume } from './resume'
import { completeResume } from './test-fixtures/resume'

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

// Every operation runs on a frozen resume: a mutation would throw in strict mode.
function frozen(): Resume {
  return deepFreeze(completeResume())
}

describe('operations are pure', () => {
  it('never mutate their input and return valid resumes', () => {
    const resume = frozen()
    const results = [
      replaceSection(resume, 'skills', [{ id: 'n', name: 'Rust', level: 'Beginner' }]),
      setShowSkillLevels(resume, false),
      setShowLanguageLevels(resume, false),
      setTemplate(resume, 'Moda'),
      setResumeColor(resume, '#eec2ed'),
      setResumeLanguage(resume, 'de'),
      setFontFamily(resume, 'Arial'),
      setFontSize(resume, 12),
      setResumeName(resume, 'New'),
      updateContact(resume, { firstName: 'Grace' }),
      addItem(resume, 'skills', { name: 'Go' }).resume,
      removeItem(resume, 'skills', '0'),
      updateItem(resume, 'skills', '1', { level: 'Expert' }),
      moveItem(resume, 'skills', 0, 2),
    ]
    expect(resume).toEqual(completeResume())
    for (const result of results) {
      expect(result).not.toBe(resume)
      expect(() => resumeSchema.parse(result)).not.toThrow()
    }
  })
})

describe('settings', () => {
  it('rewrites ongoing end dates in the new resume language, and only those', () => {
    const resume = createResume({
      experiences: [
        createItem('experiences', { isCurrentWork: true, endDate: 'Present' }),
        createItem('experiences', { isCurrentWork: false, endDate: '05/2020' }),
      ],
      educations: [createItem('educations', { isCurrentEducation: true, endDate: 'Present' })],
      projects: [createItem('projects', { isCurrentProject: true, endDate: 'Present' })],
    })
    const german = setResumeLanguage(resume, 'de')
    expect(german.experiences.map((item) => item.endDate)).toEqual(['Heute', '05/2020'])
    expect(german.educations[0]?.endDate).toBe('Heute')
    expect(german.projects[0]?.endDate).toBe('Heute')
    expect(setResumeLanguage(german, 'tr').experiences[0]?.endDate).toBe('Halen')
  })

  it('set flags, template, colour, language, font and name', () => {
    const resume = frozen()
    expect(setShowSkillLevels(resume, false).showSkillLevels).toBe(false)
    expect(setShowLanguageLevels(resume, false).showLanguageLevels).toBe(false)
    expect(setTemplate(resume, 'Fancy').selectedTemplate).toBe('Fancy')
    expect(setTemplate(resume, 'casual').selectedTemplate).toBe('Casual')
    expect(setResumeColor(resume, 'rgb(178, 209, 237)').resumeColor).toBe('#b2d1ed')
    expect(setResumeLanguage(resume, 'tr').resumeLanguage).toBe('tr')
    expect(setFontFamily(resume, 'times new roman').resumeFontFamily).toBe('Times New Roman')
    expect(setResumeName(resume, '<b>CV</b> ').resumeName).toBe('CV ')
  })

  it('name an imported resume after the person and job, else the file, keeping a given name', () => {
    const resume = { ...setResumeName(frozen(), ''), contact: createResume().contact }
    const person = updateContact(resume, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Analyst',
    })
    expect(nameImportedResume(person, 'cv.pdf').resumeName).toBe('Ada Lovelace – Analyst')
    expect(nameImportedResume(resume, '/home/ada/Lebenslauf Ada.pdf').resumeName).toBe(
      'Lebenslauf Ada',
    )
    expect(nameImportedResume(resume).resumeName).toBe('')
    const named = setResumeName(person, 'Kept')
    expect(nameImportedResume(named, 'x.pdf')).toBe(named)
  })

  it('ignore values that cannot be stored', () => {
    const resume = frozen()
    expect(setTemplate(resume, 'Professional')).toBe(resume)
    expect(setTemplate(resume, 'Nope')).toBe(resume)
    expect(setResumeColor(resume, 'url(evil)')).toBe(resume)
    expect(setResumeLanguage(resume, 'xx')).toBe(resume)
    expect(setFontFamily(resume, 'Comic Sans')).toBe(resume)
  })

  it('clamp the stored font size to the editor range', () => {
    const resume = frozen()
    expect(setFontSize(resume, 12).resumeFontSize).toBe(12)
    expect(setFontSize(resume, 99).resumeFontSize).toBe(14)
    expect(setFontSize(resume, 1).resumeFontSize).toBe(8)
    expect(setFontSize(resume, 9.6).resumeFontSize).toBe(10)
  })
})

describe('contact', () => {
  it('merges a patch and cleans it', () => {
    const next = updateContact(frozen(), {
      firstName: 'Grace<script>',
      description: '<p onclick="x">Hi</p>',
    })
    expect(next.contact.firstName).toBe('Grace')
    expect(next.contact.description).toBe('<p>Hi</p>')
    expect(next.contact.lastName).toBe('Lovelace')
  })
})

describe('list items', () => {
  it('adds a blank item with a new id, or a given one', () => {
    const resume = frozen()
    const blank = addItem(resume, 'experiences')
    expect(blank.id).not.toBeNull()
    expect(blank.resume.experiences.at(-1)).toMatchObject({
      id: blank.id,
      title: '',
      description: '',
    })
    const given = addItem(resume, 'skills', { id: 'mine', name: 'Go' })
    expect(given.id).toBe('mine')
    const taken = addItem(resume, 'skills', { id: '0', name: 'Go' })
    expect(taken.id).not.toBe('0')
    expect(taken.resume.skills.at(-1)?.name).toBe('Go')
  })

  it('adds nothing to a full list', () => {
    let resume = createResume()
    resume = replaceSection(
      resume,
      'hobbies',
      Array.from({ length: MAX_LIST_ITEMS }, (_, i) => ({ id: `h${i}`, description: '' })),
    )
    expect(canAddItem(resume, 'hobbies')).toBe(false)
    expect(addItem(resume, 'hobbies')).toEqual({ resume, id: null })
  })

  it('updates by id and cleans the patch; the id cannot change', () => {
    const next = updateItem(frozen(), 'experiences', 'exp-2', {
      id: 'other',
      title: 'Staff Engineer',
      description: '<ol><li data-list="bullet">x</li></ol>',
    })
    expect(findItem(next, 'experiences', 'exp-2')).toMatchObject({
      title: 'Staff Engineer',
      description: '<ul><li>x</li></ul>',
    })
    expect(findItem(next, 'experiences', 'other')).toBeUndefined()
  })

  it('keeps a level as written on update, but not one too long to be a level', () => {
    const next = updateItem(frozen(), 'skills', '0', { level: 'Grundlagen' })
    expect(findItem(next, 'skills', '0')?.level).toBe('Grundlagen')
    const long = updateItem(frozen(), 'skills', '0', { level: 'x'.repeat(41) })
    expect(findItem(long, 'skills', '0')?.level).toBe('')
  })

  it('returns the resume unchanged for an unknown id', () => {
    const resume = frozen()
    expect(updateItem(resume, 'skills', 'missing', { name: 'x' })).toBe(resume)
    expect(removeItem(resume, 'skills', 'missing')).toBe(resume)
  })

  it('looks items up from the end, so the last of duplicate ids wins', () => {
    const raw = {
      ...createResume(),
      skills: [
        { id: '1', name: 'first', level: '' as const },
        { id: '1', name: 'second', level: '' as const },
      ],
    }
    expect(findItem(raw, 'skills', '1')?.name).toBe('second')
    expect(removeItem(raw, 'skills', '1').skills.map((s) => s.name)).toEqual(['first'])
  })

  it('removes an item', () => {
    expect(removeItem(frozen(), 'skills', '1').skills.map((s) => s.id)).toEqual(['0', '2'])
  })

  it('moves an item to a new position', () => {
    const resume = frozen()
    expect(moveItem(resume, 'skills', 0, 2).skills.map((s) => s.id)).toEqual(['1', '2', '0'])
    expect(moveItem(resume, 'skills', 2, 0).skills.map((s) => s.id)).toEqual(['2', '0', '1'])
    expect(moveItem(resume, 'skills', 0, 9)).toBe(resume)
    expect(moveItem(resume, 'skills', -1, 0)).toBe(resume)
  })

  it('replaces a section, repairing duplicate ids and leaving other sections alone', () => {
    const resume = frozen()
    const next = replaceSection(resume, 'hobbies', [
      { id: 'a', description: '<p>x</p>' },
      { id: 'a', description: '<p>y</p>' },
    ])
    expect(next.hobbies).toHaveLength(2)
    expect(next.hobbies[0]?.id).toBe('a')
    expect(next.hobbies[1]?.id).not.toBe('a')
    expect(next.experiences).toBe(resume.experiences)
  })
})

describe('setAll', () => {
  it('replaces the whole state through normalisation', () => {
    expect(setAll(completeResume())).toEqual(completeResume())
    expect(setAll('junk')).toEqual(createResume())
  })
})

describe('active section', () => {
  it('resolves to null when the item no longer exists', () => {
    const resume = frozen()
    expect(resolveActiveSection(resume, { sectionName: 'skills', itemId: '0' })).toEqual({
      sectionName: 'skills',
      itemId: '0',
    })
    expect(resolveActiveSection(resume, { sectionName: 'skills', itemId: 'gone' })).toBeNull()
    expect(resolveActiveSection(resume, { sectionName: 'personal', itemId: 'x' })).toEqual({
      sectionName: 'personal',
      itemId: null,
    })
    expect(resolveActiveSection(resume, null)).toBeNull()
  })

  it('maps sections to editor steps', () => {
    expect(stepForSection('personal')).toBe('personal')
    expect(stepForSection('educations')).toBe('education')
    expect(stepForSection('skills')).toBe('skills')
    expect(stepForSection('hobbies')).toBe('additional')
    expect(stepForSection('languages')).toBe('additional')
  })
})
