import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './RichTextEditor'

describe('RichTextEditor', () => {
  it('shows a value changed from outside (undo, redo) without reporting it as typing', async () => {
    const onChange = vi.fn()
    const { rerender } = render(
      <RichTextEditor label="Summary" value="<p>First draft</p>" onChange={onChange} />,
    )
    const box = await screen.findByRole('textbox', { name: 'Summary' })
    expect(box.textContent).toBe('First draft')
    rerender(
      <RichTextEditor label="Summary" value="<ul><li>Restored</li></ul>" onChange={onChange} />,
    )
    await act(async () => {})
    expect(box.querySelector('li')?.textContent).toBe('Restored')
    rerender(<RichTextEditor label="Summary" value="" onChange={onChange} />)
    await act(async () => {})
    expect(box.textContent).toBe('')
    expect(onChange).not.toHaveBeenCalled()
  })
})
