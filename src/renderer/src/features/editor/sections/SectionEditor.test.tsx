import { createItem, createResume, type Resume } from '@shared/resume'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useEditor } from '../../../stores/editor'
import { SectionEditor } from './SectionEditor'

const store = () => useEditor.getState()

function openResume(overrides: Partial<Resume> = {}) {
  act(() => store().open('cv-test', createResume(overrides)))
}

describe('SectionEditor', () => {
  beforeEach(() => openResume())

  it('adds a blank item, edits it live and returns to the list on Add', async () => {
    const user = userEvent.setup()
    render(<SectionEditor section="references" />)
    await user.click(screen.getByRole('button', { name: 'Add reference' }))
    const form = screen.getByRole('form', { name: 'Add reference' })
    expect(within(form).getByLabelText('Name')).toHaveProperty('value', '')
    // Focus moves into the new form, and back to the item once it is added.
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'))
    await user.type(within(form).getByLabelText('Name'), 'Grace <b>Hopper</b>')
    // Stored sanitised, while typing.
    expect(store().resume?.references[0]?.name).toBe('Grace Hopper')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('list', { name: 'References' }).textContent).toContain('Grace Hopper')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Grace Hopper' }))
  })

  it('drops the item, resets the editor and clears the active section on Discard while adding', async () => {
    const user = userEvent.setup()
    render(<SectionEditor section="skills" />)
    await user.click(screen.getByRole('button', { name: 'Add a skill' }))
    await user.type(screen.getByLabelText('Skill'), 'Cobol')
    expect(store().resume?.skills).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(store().resume?.skills).toHaveLength(0)
    expect(store().activeSection).toBeNull()
    expect(store().addingItemId).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
    // A second Add starts from a blank form again.
    await user.click(screen.getByRole('button', { name: 'Add a skill' }))
    expect(screen.getByLabelText('Skill')).toHaveProperty('value', '')
  })

  it('keeps skill Save disabled until the name is not blank', async () => {
    const user = userEvent.setup()
    render(<SectionEditor section="skills" />)
    await user.click(screen.getByRole('button', { name: 'Add a skill' }))
    const add = screen.getByRole('button', { name: 'Add' })
    expect(add).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Skill'), '   ')
    expect(add).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Skill'), 'Go')
    expect(add).toHaveProperty('disabled', false)
  })

  it('keeps language Save disabled until both name and level are set', async () => {
    const user = userEvent.setup()
    render(<SectionEditor section="languages" />)
    await user.click(screen.getByRole('button', { name: 'Add language' }))
    const add = screen.getByRole('button', { name: 'Add' })
    await user.type(screen.getByLabelText('Language'), 'German')
    expect(add).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('radio', { name: 'Native' }))
    expect(add).toHaveProperty('disabled', false)
    await user.clear(screen.getByLabelText('Language'))
    expect(add).toHaveProperty('disabled', true)
  })

  it('loads an item for editing with its level bars filled up to its level', async () => {
    const skill = createItem('skills', { name: 'SQL', level: 'Experienced' })
    openResume({ skills: [skill] })
    const user = userEvent.setup()
    const { container } = render(<SectionEditor section="skills" />)
    await user.click(screen.getByRole('button', { name: 'Edit SQL' }))
    expect(screen.getByLabelText('Skill')).toHaveProperty('value', 'SQL')
    expect(screen.getByRole('radio', { name: 'Experienced' })).toHaveProperty('checked', true)
    expect(container.querySelectorAll('.level-picker__bar.is-filled')).toHaveLength(3)
    // Editing shows Save and Delete, never Discard.
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Remove level' }))
    expect(store().resume?.skills[0]?.level).toBe('')
  })

  it('writes the Present word and disables the end date while the work is ongoing', async () => {
    openResume({
      resumeLanguage: 'de',
      certifications: [],
      experiences: [createItem('experiences', { title: 'Dev', endDate: '05/2020' })],
    })
    const user = userEvent.setup()
    render(<SectionEditor section="experiences" />)
    await user.click(screen.getByRole('button', { name: 'Edit Dev' }))
    await user.click(screen.getByLabelText('I currently work here'))
    expect(store().resume?.experiences[0]).toMatchObject({ isCurrentWork: true, endDate: 'Heute' })
    const end = screen.getByLabelText('End date')
    expect(end).toHaveProperty('disabled', true)
    expect(end).toHaveProperty('value', 'Heute')
    await user.click(screen.getByLabelText('I currently work here'))
    expect(store().resume?.experiences[0]).toMatchObject({ isCurrentWork: false, endDate: '' })
    expect(screen.getByLabelText('End date')).toHaveProperty('disabled', false)
    expect(screen.getByLabelText('End date')).toHaveProperty('value', '')
  })

  it('types dates as MM/YYYY and stores only a valid one, saying why otherwise', async () => {
    openResume({ certifications: [createItem('certifications', { course: 'AWS' })] })
    const user = userEvent.setup()
    render(<SectionEditor section="certifications" />)
    await user.click(screen.getByRole('button', { name: 'Edit AWS' }))
    const start = screen.getByLabelText('Start date')
    await user.type(start, '13')
    expect(start).toHaveProperty('value', '13')
    expect(screen.getByRole('alert').textContent).toContain('Enter a month from 01 to 12.')
    expect(store().resume?.certifications[0]?.startDate).toBe('')
    await user.clear(start)
    await user.type(start, 'a0x3202')
    expect(start).toHaveProperty('value', '03/202')
    expect(store().resume?.certifications[0]?.startDate).toBe('')
    await user.type(start, '1')
    expect(start).toHaveProperty('value', '03/2021')
    expect(store().resume?.certifications[0]?.startDate).toBe('03/2021')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('deletes from the list and shows the description cut to 38 characters', async () => {
    const long = '<p>Organised the yearly city marathon for twelve thousand runners</p>'
    openResume({
      projects: [
        createItem('projects', { title: 'Marathon', description: long }),
        createItem('projects', { title: 'Choir' }),
      ],
    })
    const user = userEvent.setup()
    render(<SectionEditor section="projects" />)
    const list = screen.getByRole('list', { name: 'Projects' })
    expect(list.textContent).toContain('Organised the yearly city marathon for…')
    await user.click(screen.getByRole('button', { name: 'Delete Marathon' }))
    expect(store().resume?.projects.map((p) => p.title)).toEqual(['Choir'])
    expect(screen.getByText('Marathon deleted. Press Ctrl+Z to undo.').getAttribute('role')).toBe(
      'status',
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add project' }))
  })
})
