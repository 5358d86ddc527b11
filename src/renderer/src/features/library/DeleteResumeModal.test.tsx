import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18next } from '../../i18n'
import { DeleteResumeModal } from './DeleteResumeModal'

function setup() {
  const onConfirm = vi.fn(() => Promise.resolve())
  const onClose = vi.fn()
  render(<DeleteResumeModal resumeLabel="Research CV" onConfirm={onConfirm} onClose={onClose} />)
  return { onConfirm, onClose, user: userEvent.setup() }
}

describe('DeleteResumeModal', () => {
  it('enables Delete only once the confirmation word is typed', async () => {
    const { onConfirm, user } = setup()
    const button = screen.getByRole('button', { name: 'Delete resume' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)

    await user.type(screen.getByLabelText('Type “delete” to confirm'), 'Delet')
    expect(button.disabled).toBe(true)
    await user.type(screen.getByLabelText('Type “delete” to confirm'), 'E')
    expect(button.disabled).toBe(false)

    await user.click(button)
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('asks for the German word in German', async () => {
    await i18next.changeLanguage('de')
    try {
      const { user } = setup()
      const button = screen.getByRole('button', { name: 'Lebenslauf löschen' }) as HTMLButtonElement
      await user.type(screen.getByLabelText('Geben Sie „löschen“ ein, um zu bestätigen'), 'delete')
      expect(button.disabled).toBe(true)
      await user.clear(screen.getByLabelText('Geben Sie „löschen“ ein, um zu bestätigen'))
      await user.type(screen.getByLabelText('Geben Sie „löschen“ ein, um zu bestätigen'), 'Löschen')
      expect(button.disabled).toBe(false)
    } finally {
      await i18next.changeLanguage('en')
    }
  })

  it('shows why deleting failed and keeps the dialog open', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('boom')))
    const onClose = vi.fn()
    render(<DeleteResumeModal resumeLabel="CV" onConfirm={onConfirm} onClose={onClose} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Type “delete” to confirm'), 'delete')
    await user.click(screen.getByRole('button', { name: 'Delete resume' }))
    expect(
      await screen.findByText('Something unexpected went wrong. Please try again.'),
    ).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes on Escape', async () => {
    const { onClose, user } = setup()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})
