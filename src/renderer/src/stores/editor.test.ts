import { addItem, createResume, updateItem } from '@shared/resume'
import { beforeEach, describe, expect, it } from 'vitest'
import { selectCanRedo, selectCanUndo, useEditor } from './editor'

const store = () => useEditor.getState()

function typeTitle(id: string, text: string) {
  for (let i = 1; i <= text.length; i += 1) {
    store().edit((resume) => updateItem(resume, 'experiences', id, { title: text.slice(0, i) }), {
      coalesce: `experiences.${id}.title`,
    })
  }
}

function addExperience(): string {
  let id = ''
  store().edit((resume) => {
    const result = addItem(resume, 'experiences')
    id = result.id ?? ''
    return result.resume
  })
  return id
}

describe('editor store undo and redo', () => {
  beforeEach(() => store().open('cv-1', createResume()))

  it('undoes a whole typing run in one step and redoes it', () => {
    const id = addExperience()
    typeTitle(id, 'Engineer')
    expect(store().resume?.experiences[0]?.title).toBe('Engineer')
    store().undo()
    expect(store().resume?.experiences[0]?.title).toBe('')
    store().undo()
    expect(store().resume?.experiences).toHaveLength(0)
    expect(selectCanUndo(store())).toBe(false)
    store().redo()
    store().redo()
    expect(store().resume?.experiences[0]?.title).toBe('Engineer')
    expect(selectCanRedo(store())).toBe(false)
  })

  it('splits typing in the same field into two steps after endTyping (the field lost focus)', () => {
    store().updateContact({ firstName: 'Ad' })
    store().updateContact({ firstName: 'Ada' })
    store().endTyping()
    store().updateContact({ firstName: 'Ada L' })
    store().undo()
    expect(store().resume?.contact.firstName).toBe('Ada')
    store().undo()
    expect(store().resume?.contact.firstName).toBe('')
  })

  it('never undoes across a resume switch', () => {
    store().updateContact({ firstName: 'Ada' })
    expect(selectCanUndo(store())).toBe(true)
    store().open('cv-2', createResume())
    expect(selectCanUndo(store())).toBe(false)
    store().undo()
    expect(store().resume?.contact.firstName).toBe('')
    expect(store().cvId).toBe('cv-2')
  })

  it('records nothing for an edit that changes nothing', () => {
    store().edit((resume) => resume)
    expect(selectCanUndo(store())).toBe(false)
  })

  it('sanitises text on the way in, also for contact fields', () => {
    store().updateContact({ jobTitle: '<b>Boss</b><script>x</script>' })
    expect(store().resume?.contact.jobTitle).toBe('Bossx')
  })

  it('closes the add mode when undo removes the item being added', () => {
    const id = addExperience()
    store().focusSection({ sectionName: 'experiences', itemId: id }, { adding: true })
    expect(store().addingItemId).toBe(id)
    store().undo()
    expect(store().activeSection).toBeNull()
    expect(store().addingItemId).toBeNull()
  })
})

describe('editor store selections', () => {
  beforeEach(() => store().open('cv-1', createResume()))

  it('counts selections from outside the form, not the form’s own navigation', () => {
    const before = store().selectionRequest
    store().focusSection({ sectionName: 'skills', itemId: null })
    expect(store().selectionRequest).toBe(before)
    store().setActiveSection({ sectionName: 'skills', itemId: null })
    expect(store().selectionRequest).toBe(before + 1)
    expect(store().activeSection).toEqual({ sectionName: 'skills', itemId: null })
  })
})

describe('leaving an item being added', () => {
  beforeEach(() => store().open('cv-1', createResume()))

  it('drops it when it is still blank', () => {
    const id = addExperience()
    store().focusSection({ sectionName: 'experiences', itemId: id }, { adding: true })
    store().setActiveSection({ sectionName: 'skills', itemId: null })
    expect(store().resume?.experiences).toHaveLength(0)
    expect(store().addingItemId).toBeNull()
  })

  it('keeps it once something was filled in', () => {
    const id = addExperience()
    store().focusSection({ sectionName: 'experiences', itemId: id }, { adding: true })
    typeTitle(id, 'Dev')
    store().focusSection({ sectionName: 'experiences', itemId: null })
    expect(store().resume?.experiences[0]?.title).toBe('Dev')
  })
})
