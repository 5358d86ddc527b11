import type { SiteConfig } from '@shared/api'
import { act, render, screen } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSiteConfig } from '../site/site-config'
import { CancellationPage } from './CancellationPage'
import { ImprintPage } from './ImprintPage'
import { PrivacyPage } from './PrivacyPage'
import { TermsPage } from './TermsPage'

vi.mock('../../api', () => ({ api: { site: { get: vi.fn() } } }))

const OFF: SiteConfig = {
  operator: null,
  socialUrl: null,
  analytics: null,
  services: { email: false, payments: false, ai: false, translation: 'offline' },
}
const OPERATOR: SiteConfig['operator'] = {
  name: 'Example Careers GmbH',
  address: ['Hauptstraße 1', '10115 Berlin', 'Germany'],
  email: 'support@careers.example',
  phone: null,
  representative: 'Jane Doe',
  register: null,
  vatId: 'DE123456789',
}

/** Pages and their texts load on demand; on a busy machine that can outlast findBy*'s wait. */
const SLOW_LOAD = { timeout: 15_000 }

async function show(page: ReactNode, config: SiteConfig) {
  useSiteConfig.setState({ config, status: 'ready' })
  // Awaited, so the page's texts load and the page renders after suspending.
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback="loading">{page}</Suspense>
      </MemoryRouter>,
    )
  })
}

afterEach(() => useSiteConfig.setState({ config: null, status: 'idle' }))

describe('the imprint', () => {
  it('refuses to show company details that were not configured, and says what to set', async () => {
    await show(<ImprintPage />, OFF)
    const missing = await screen.findByTestId('imprint-missing', {}, SLOW_LOAD)
    expect(missing.textContent).toContain('SITE_OPERATOR_NAME')
    expect(missing.textContent).toContain('SITE_OPERATOR_ADDRESS')
    expect(missing.textContent).toContain('SITE_OPERATOR_EMAIL')
    expect(screen.queryByTestId('imprint-details')).toBeNull()
  })

  it("shows exactly the operator's configured details", async () => {
    await show(<ImprintPage />, { ...OFF, operator: OPERATOR })
    const details = await screen.findByTestId('imprint-details', {}, SLOW_LOAD)
    expect(details.textContent).toContain('Example Careers GmbH')
    expect(details.textContent).toContain('10115 Berlin')
    expect(details.textContent).toContain('Jane Doe')
    expect(details.textContent).toContain('DE123456789')
    expect(details.textContent).not.toContain('Commercial register')
    expect(screen.getByRole('link', { name: 'support@careers.example' })).toBeTruthy()
    expect(screen.queryByTestId('imprint-missing')).toBeNull()
  })
})

describe('the terms', () => {
  it("carry the date, the legal facts, the plan table's prices and the payment section", async () => {
    await show(<TermsPage />, OFF)
    await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }, SLOW_LOAD)
    const text = document.body.textContent ?? ''
    expect(text).toContain('08/01/2024')
    expect(text).toContain('within five days')
    expect(text).toContain(
      'five percentage points above the base rate of the European Central Bank',
    )
    expect(text).toContain('one year from delivery')
    expect(text).toContain('€9.99')
    expect(text).toContain('€29.99')
    expect(text).toContain('€1.99')
    for (const heading of [
      'Payment information',
      'Payment provider',
      'Accepted payment methods',
      'Data security',
      'Currency and fees',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
    expect(text).toContain('Payments are switched off on this installation')
  })
})

describe('the privacy policy', () => {
  it('states which outside services this installation uses', async () => {
    await show(<PrivacyPage />, {
      ...OFF,
      services: { email: true, payments: false, ai: true, translation: 'offline' },
    })
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, SLOW_LOAD)
    const state = (id: string) =>
      document.querySelector<HTMLElement>(`[data-service="${id}"]`)?.dataset.active
    expect(state('email')).toBe('true')
    expect(state('payments')).toBe('false')
    expect(state('ai')).toBe('true')
    expect(state('translation')).toBe('false')
    expect(state('analytics')).toBe('false')
  })
})

describe('the cancellation policy', () => {
  it('says there is no right of withdrawal for immediately delivered digital content', async () => {
    await show(<CancellationPage />, OFF)
    await screen.findByRole('heading', { level: 1, name: 'Cancellation policy' }, SLOW_LOAD)
    expect(document.body.textContent).toContain('there is no right of withdrawal')
  })
})
