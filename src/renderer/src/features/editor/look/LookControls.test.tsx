import { createResume, type Resume } from '@shared/resume'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEditor } from '../../../stores/editor'
import { LookControls } from './LookControls'

const resume = () => useEditor.getState().resume as Resume

function open(overrides: Partial<Resume> = {}) {
  act(() => useEditor.getState().open('cv-1', createResume(overrides)))
  return render(<LookControls />)
}

describe('LookControls', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    act(() => useEditor.getState().close())
  })

  it('shows the choice in the picker at once and commits only the last one after 500 ms', () => {
    open({ selectedTemplate: 'Business' })
    fireEvent.click(screen.getByRole('button', { name: /Template: Modern/ }))
    const picker = screen.getByRole('radiogroup', { name: 'Choose a template' })
    fireEvent.click(within(picker).getByRole('radio', { name: 'Focus' }))
    expect((within(picker).getByRole('radio', { name: 'Focus' }) as HTMLInputElement).checked).toBe(
      true,
    )
    act(() => vi.advanceTimersByTime(300))
    fireEvent.click(within(picker).getByRole('radio', { name: 'Bold' }))
    act(() => vi.advanceTimersByTime(499))
    expect(resume().selectedTemplate).toBe('Business')
    act(() => vi.advanceTimersByTime(1))
    expect(resume().selectedTemplate).toBe('Fancy')
  })

  it('commits a waiting choice when the picker closes early', () => {
    open({ selectedTemplate: 'Business' })
    fireEvent.click(screen.getByRole('button', { name: /Template: Modern/ }))
    fireEvent.click(screen.getByRole('radio', { name: 'Neat' }))
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(resume().selectedTemplate).toBe('Moda')
  })

  it('lists every template by its display name; Professional is coming soon', () => {
    open()
    fireEvent.click(screen.getByRole('button', { name: /Template:/ }))
    const picker = screen.getByRole('radiogroup', { name: 'Choose a template' })
    const names = within(picker)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.querySelector('.template-card__name')?.textContent)
    expect(names).toEqual([
      'Modern',
      'Focus',
      'Luxe',
      'Neat',
      'Pure',
      'Minimal',
      'Sleek',
      'Bold',
      'ProfessionalComing soon',
    ])
    expect(
      (screen.getByRole('radio', { name: /Professional/ }) as HTMLButtonElement | HTMLInputElement)
        .disabled,
    ).toBe(true)
  })

  it('sets a palette colour and a custom colour', () => {
    open({ selectedTemplate: 'Classic' })
    const colours = screen.getByRole('group', { name: 'Colour' })
    fireEvent.click(within(colours).getByRole('radio', { name: /Colour 2 of the palette/ }))
    expect(resume().resumeColor).toBe('#1f3a5f')
    fireEvent.input(within(colours).getByLabelText('Custom colour'), {
      target: { value: '#ff8800' },
    })
    expect(resume().resumeColor).toBe('#ff8800')
    expect(within(colours).getByLabelText('Custom colour (#ff8800)')).toBeDefined()
    expect(
      within(colours)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false)
  })

  it('steps the font size between 14 and 20 and sets the family', () => {
    open({ resumeFontSize: 9 })
    const smaller = screen.getByRole('button', { name: 'Smaller text' })
    const larger = screen.getByRole('button', { name: 'Larger text' })
    expect(screen.getByRole('status').textContent).toBe('15')
    fireEvent.click(smaller)
    expect(resume().resumeFontSize).toBe(8)
    expect((smaller as HTMLButtonElement | HTMLInputElement).disabled).toBe(true)
    for (let i = 0; i < 10; i++) fireEvent.click(larger)
    expect(resume().resumeFontSize).toBe(14)
    expect(screen.getByRole('status').textContent).toBe('20')
    expect((larger as HTMLButtonElement | HTMLInputElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Font'), { target: { value: 'Times New Roman' } })
    expect(resume().resumeFontFamily).toBe('Times New Roman')
  })

  it('sets the resume language from 24 languages', () => {
    open()
    fireEvent.click(screen.getByRole('button', { name: /Resume language: English/ }))
    const options = within(
      screen.getByRole('radiogroup', { name: 'Resume language' }),
    ).getAllByRole('radio')
    expect(options).toHaveLength(24)
    fireEvent.click(screen.getByRole('radio', { name: 'العربية' }))
    expect(resume().resumeLanguage).toBe('ar')
    expect((screen.getByRole('radio', { name: 'العربية' }) as HTMLInputElement).checked).toBe(true)
  })
})
