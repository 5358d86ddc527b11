import { createItem, createResume, type Resume } from '@shared/resume'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEditor } from '../../../stores/editor'
import { useUndoShortcuts } from '../undo/useUndoShortcuts'
import { EditorSteps } from './EditorSteps'
import { FLASH_CLASS, FLASH_MS } from './useSelectionFlash'

const store = () => useEditor.getState()

function openResume(overrides: Partial<Resume> = {}) {
  act(() => store().open('cv-steps', createResume(overrides)))
}

function WithShortcuts() {
  useUndoShortcuts()
  return <EditorSteps />
}

const stepButton = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: 'Resume steps' })).getByRole('button', { name })

describe('EditorSteps', () => {
  beforeEach(() => openResume())
  afterEach(() => vi.useRealTimers())

  it('hides Back on Personal and Continue on Additional, and jumps to any step', async () => {
    const user = userEvent.setup()
    render(<EditorSteps />)
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull()
    expect(stepButton(/Personal/).getAttribute('aria-current')).toBe('step')
    await user.click(screen.getByRole('button', { name: /Continue/ }))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Education')
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy()
    await user.click(stepButton(/Additional/))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Additional sections')
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy()
  })

  it('marks a step whose evaluated section scored under 60', () => {
    render(<EditorSteps />)
    act(() =>
      store().setSectionScores([
        { sectionName: 'Yetenekler', score: 35 },
        { sectionName: 'Education', score: 90 },
      ]),
    )
    const nav = screen.getByRole('navigation', { name: 'Resume steps' })
    const warned = nav.querySelectorAll('.has-warning')
    expect(warned).toHaveLength(1)
    expect(warned[0]?.textContent).toContain('Skills')
    expect(warned[0]?.textContent).toContain('scored 35 of 100')
  })

  it('switches to the step of a preview selection, opens the item and flashes the form for 800 ms', () => {
    const skill = createItem('skills', { name: 'Kotlin', level: 'Advanced' })
    openResume({ skills: [skill] })
    vi.useFakeTimers()
    const { container } = render(<EditorSteps />)
    act(() => store().setActiveSection({ sectionName: 'skills', itemId: skill.id }))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Skills')
    expect(screen.getByLabelText('Skill')).toHaveProperty('value', 'Kotlin')
    const flashing = container.querySelector(`.${FLASH_CLASS}`)
    expect(flashing?.getAttribute('data-editor-section')).toBe('skills')
    act(() => vi.advanceTimersByTime(FLASH_MS))
    expect(container.querySelector(`.${FLASH_CLASS}`)).toBeNull()
  })

  it('opens the additional section that becomes active', () => {
    const hobby = createItem('hobbies', { description: '<p>Chess</p>' })
    openResume({ hobbies: [hobby] })
    render(<EditorSteps />)
    act(() => store().setActiveSection({ sectionName: 'hobbies', itemId: null }))
    expect(screen.getByRole('button', { name: /^Hobbies/ }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(screen.getByRole('list', { name: 'Hobbies' }).textContent).toContain('Chess')
  })

  it('tints the toggles of additional sections that hold entries', async () => {
    openResume({ languages: [createItem('languages', { name: 'French', level: 'Advanced' })] })
    const user = userEvent.setup()
    render(<EditorSteps />)
    await user.click(stepButton(/Additional/))
    const languages = screen.getByRole('button', { name: /^Languages/ })
    const projects = screen.getByRole('button', { name: /^Projects/ })
    expect(languages.classList.contains('is-filled')).toBe(true)
    expect(languages.textContent).toContain('1 entry')
    expect(projects.classList.contains('is-filled')).toBe(false)
    await user.click(projects)
    await user.click(screen.getByRole('button', { name: 'Add project' }))
    await user.type(screen.getByLabelText('Project title'), 'Compiler')
    expect(projects.classList.contains('is-filled')).toBe(true)
  })

  it('undoes and redoes typing with Ctrl+Z and Ctrl+Shift+Z, one step per field', async () => {
    const user = userEvent.setup()
    render(<WithShortcuts />)
    const first = screen.getByLabelText('First name')
    await user.type(first, 'Ada')
    await user.type(screen.getByLabelText('Last name'), 'King')
    await user.keyboard('{Control>}z{/Control}')
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', '')
    expect(first).toHaveProperty('value', 'Ada')
    await user.keyboard('{Control>}z{/Control}')
    expect(first).toHaveProperty('value', '')
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(first).toHaveProperty('value', 'Ada')
    await user.keyboard('{Control>}y{/Control}')
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'King')
  })
})
