// The country chain on the client (issue 12 point 4): the cloud's answer (trusted proxy header,
// else its offline GeoIP table) picks the currency on Pricing, goes on to Payment, and there the
// wallet (PayPal) is not offered for Turkey; with no answer from the cloud (a private address) the
// browser's language settings decide.
import type { BillingConfigResponse, UserDetails } from '@shared/api'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../api'
import type * as ApiModule from '../../api'
import { useSession } from '../../stores/session'
import { PaymentPage } from './PaymentPage'
import { PricingPage } from './PricingPage'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return { ...actual, api: { billing: { config: vi.fn() } } }
})
vi.mock('./stripe-js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // Stripe.js is not what this test is about: the card form simply does not load.
  loadStripeJs: () => Promise.reject(new Error('offline')),
}))

function config(country: string | null): BillingConfigResponse {
  return {
    enabled: true,
    publishableKey: 'pk_test_123',
    country,
    currency: country === null ? null : country === 'TR' ? 'try' : 'eur',
  }
}

async function choosePlan() {
  const router = createMemoryRouter(
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/payment', element: <PaymentPage /> },
    ],
    { initialEntries: ['/pricing'] },
  )
  render(<RouterProvider router={router} />)
  const user = userEvent.setup()
  await user.click((await screen.findAllByRole('button', { name: 'Continue' }))[0]!)
  await screen.findByLabelText('Name on card')
  return router
}

describe('country, currency and the wallet', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    useSession.setState({
      user: { id: 'u1', uid: 'u1', accountStatus: 'Free' } as UserDetails,
    })
  })
  afterEach(() => {
    useSession.setState({ user: null })
    vi.restoreAllMocks()
  })

  it('hides the wallet and charges lira when the cloud says TR', async () => {
    vi.mocked(api.billing.config).mockResolvedValue(config('TR'))
    await choosePlan()
    expect(window.sessionStorage.getItem('userCountry')).toBe('TR')
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull()
    expect(screen.getAllByText(/₺|TRY/).length).toBeGreaterThan(0)
  })

  it('offers the wallet and charges euro when the cloud says DE', async () => {
    vi.mocked(api.billing.config).mockResolvedValue(config('DE'))
    await choosePlan()
    expect(window.sessionStorage.getItem('userCountry')).toBe('DE')
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeTruthy()
    expect(screen.getAllByText(/€/).length).toBeGreaterThan(0)
  })

  it('falls back to the browser locale when the cloud does not know (a private address)', async () => {
    vi.mocked(api.billing.config).mockResolvedValue(config(null))
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tr-TR', 'tr'])
    await choosePlan()
    expect(window.sessionStorage.getItem('userCountry')).toBe('TR')
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull()
  })
})
