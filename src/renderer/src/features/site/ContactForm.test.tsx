import type { SiteConfig } from '@shared/api'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadLazyTexts } from '../../i18n/lazy-texts'
import { ContactForm, mailtoLink } from './ContactForm'
import { useSiteConfig } from './site-config'

const CONFIG: SiteConfig = {
  operator: {
    name: 'Example Careers GmbH',
    address: ['Hauptstraße 1', '10115 Berlin'],
    email: 'support@careers.example',
    phone: null,
    representative: null,
    register: null,
    vatId: null,
  },
  socialUrl: null,
  analytics: null,
  services: { email: false, payments: false, ai: false, translation: 'offline' },
}

beforeAll(() => loadLazyTexts('pages', 'en'))
afterEach(() => useSiteConfig.setState({ config: null, status: 'idle' }))

describe('the contact form', () => {
  it('opens a blank message to the support address when nothing was entered', async () => {
    useSiteConfig.setState({ config: CONFIG, status: 'ready' })
    const open = vi.fn()
    render(<ContactForm onOpen={open} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open in my e-mail program' }))
    expect(open).toHaveBeenCalledWith('mailto:support@careers.example')
  })

  it('prefills a draft with name, e-mail and message', async () => {
    useSiteConfig.setState({ config: CONFIG, status: 'ready' })
    const open = vi.fn()
    render(<ContactForm onOpen={open} />)
    await userEvent.type(screen.getByLabelText('First name'), 'Ada')
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'ada@example.org')
    await userEvent.type(screen.getByLabelText('Message'), 'Can I export to Word?')
    await userEvent.click(screen.getByRole('button', { name: 'Open in my e-mail program' }))
    const href = open.mock.calls[0]?.[0] as string
    const url = new URL(href)
    expect(url.protocol + url.pathname).toBe('mailto:support@careers.example')
    expect(url.searchParams.get('subject')).toBe('Message from the Vitae website')
    expect(url.searchParams.get('body')).toBe(
      'Name: Ada\nE-mail: ada@example.org\n\nCan I export to Word?',
    )
    expect(href).not.toContain('+')
  })

  it('says what is wrong with a malformed e-mail and keeps what was typed', async () => {
    useSiteConfig.setState({ config: CONFIG, status: 'ready' })
    const open = vi.fn()
    render(<ContactForm onOpen={open} />)
    await userEvent.type(screen.getByLabelText('Message'), 'Hello')
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'ada@')
    await userEvent.click(screen.getByRole('button', { name: 'Open in my e-mail program' }))
    expect(screen.getByRole('alert').textContent).toMatch(/name@example.com/)
    expect(open).not.toHaveBeenCalled()
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello')
  })

  it('cannot address a message when the operator set no support address', () => {
    useSiteConfig.setState({ config: { ...CONFIG, operator: null }, status: 'ready' })
    render(<ContactForm onOpen={vi.fn()} />)
    expect(screen.getByText(/SITE_OPERATOR_EMAIL/)).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'Open in my e-mail program' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
  })

  it('encodes drafts for mail programs', () => {
    expect(mailtoLink('a@b.example', { subject: 'Hi there', lines: ['x & y'] })).toBe(
      'mailto:a@b.example?subject=Hi%20there&body=x%20%26%20y',
    )
  })
})
