import { describe, expect, it } from 'vitest'
import { createItem, createResume } from '../resume'
import { resumeChanges } from './changes'

describe('resumeChanges', () => {
  const base = createResume({
    resumeName: 'CV',
    experiences: [
      createItem('experiences', { id: 'a', title: 'Nurse' }),
      createItem('experiences', { id: 'b', title: 'Aide' }),
    ],
  })

  it('is empty for the same resume', () => {
    expect(resumeChanges(base, structuredClone(base))).toEqual([])
  })

  it('counts items added, removed and changed by id, and names other parts once', () => {
    const after = {
      ...base,
      resumeName: 'CV 2',
      contact: { ...base.contact, firstName: 'Ada' },
      experiences: [
        createItem('experiences', { id: 'a', title: 'Senior Nurse' }),
        createItem('experiences', { id: 'c', title: 'Lead' }),
        createItem('experiences', { id: 'd', title: 'Mentor' }),
      ],
      resumeColor: '#1f3a5f',
    }
    expect(resumeChanges(base, after)).toEqual([
      { part: 'name', added: 0, removed: 0, changed: 1 },
      { part: 'contact', added: 0, removed: 0, changed: 1 },
      { part: 'experiences', added: 2, removed: 1, changed: 1 },
      { part: 'look', added: 0, removed: 0, changed: 1 },
    ])
  })

  it('reports a new order of the same items as a change of the section', () => {
    const after = { ...base, experiences: [...base.experiences].reverse() }
    expect(resumeChanges(base, after)).toEqual([
      { part: 'experiences', added: 0, removed: 0, changed: 1 },
    ])
  })
})
