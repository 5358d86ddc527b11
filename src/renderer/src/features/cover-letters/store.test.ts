import { createCoverLetter } from '@shared/cover-letter/model'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCoverLetter } from './store'

const store = () => useCoverLetter.getState()

describe('cover letter store', () => {
  beforeEach(() => store().open('l1', { letter: createCoverLetter(), resumeId: 'r1' }))

  it('undoes a run of typing in one field as one step, and redoes it', () => {
    store().setField('subject', 'A')
    store().setField('subject', 'Ap')
    store().setField('subject', 'App')
    store().setRecipient('company', 'Contoso')
    store().undo()
    expect(store().state?.letter.recipient.company).toBe('')
    expect(store().state?.letter.subject).toBe('App')
    store().undo()
    expect(store().state?.letter.subject).toBe('')
    store().redo()
    expect(store().state?.letter.subject).toBe('App')
  })

  it('puts a draft in as one step and sanitises the body', () => {
    store().setBody('<p>Mine</p>')
    store().endTyping()
    store().applyDraft({
      subject: 'S',
      greeting: 'G',
      body: '<p onclick="x()">Draft</p>',
      closing: 'C',
    })
    expect(store().state?.letter.body).toBe('<p>Draft</p>')
    store().undo()
    expect(store().state?.letter).toMatchObject({ body: '<p>Mine</p>', subject: '' })
  })

  it('undoes a change of the linked resume', () => {
    store().setResume(null)
    store().undo()
    expect(store().state?.resumeId).toBe('r1')
  })
})
