// My Plan (issue 12 point 7): the status, next payment and total, Cancel with the typed word
// (success only when the subscription ends at the period end) and the Customer Portal link.
import type { MyPlanResponse } from '@shared/api'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../api'
import type * as ApiModule from '../../api'
import { CANCELLED_AT_PERIOD_END, MyPlan } from './MyPlan'
import { pageNavigation } from './page-navigation'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: { billing: { plan: vi.fn(), cancelSubscription: vi.fn(), portal: vi.fn() } },
  }
})

const premium: MyPlanResponse = {
  billingEnabled: true,
  accountStatus: 'Premium',
  subscriptionStatus: 'active',
  premiumType: 'monthly',
  subscriptionId: 'sub_123',
  stripeStatus: 'active',
  currency: 'eur',
  nextPaymentDate: '2026-12-24T10:00:00.000Z',
  nextPaymentAmount: 999,
  endDate: null,
}

function renderPlan() {
  const router = createMemoryRouter([{ path: '*', element: <MyPlan /> }], {
    initialEntries: ['/account'],
  })
  return render(<RouterProvider router={router} />)
}

describe('My Plan', () => {
  let assign: ReturnType<typeof vi.spyOn>
  let reload: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    vi.clearAllMocks()
    assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined)
    reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows Active, the next payment date and its total', async () => {
    vi.mocked(api.billing.plan).mockResolvedValue(premium)
    renderPlan()
    expect((await screen.findByTestId('plan-status')).textContent).toBe('Active')
    expect(screen.getByText(/Next payment: December 24, 2026/)).toBeTruthy()
    expect(screen.getByText(/Total: €9\.99/)).toBeTruthy()
  })

  it('cancels only after the typed word, and only when the plan ends at the period end', async () => {
    vi.mocked(api.billing.plan).mockResolvedValue(premium)
    const user = userEvent.setup()
    renderPlan()
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' })
    const confirm = () =>
      screen
        .getAllByRole('button', { name: 'Cancel subscription' })
        .find((button) => dialog.contains(button))!
    expect(confirm()).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Type cancel'), 'cancel')
    expect(confirm()).toHaveProperty('disabled', false)

    // An answer that does not say "ends at the period end" is not a success.
    vi.mocked(api.billing.cancelSubscription).mockResolvedValueOnce({
      message: 'Subscription could not be found',
    } as never)
    await user.click(confirm())
    expect(
      (await screen.findByText(/could not be cancelled: Subscription could not be found/))
        .textContent,
    ).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()

    vi.mocked(api.billing.cancelSubscription).mockResolvedValueOnce({
      message: `Your subscription ${CANCELLED_AT_PERIOD_END}.`,
      updatedUserData: { id: 'u1', uid: 'u1', accountStatus: 'Premium' },
    } as never)
    await user.click(confirm())
    await vi.waitFor(() => expect(reload).toHaveBeenCalled())
    expect(api.billing.cancelSubscription).toHaveBeenLastCalledWith({ subscriptionId: 'sub_123' })
  })

  it('shows Cancelling with the end date, and no Cancel button', async () => {
    vi.mocked(api.billing.plan).mockResolvedValue({
      ...premium,
      subscriptionStatus: 'cancelling',
      endDate: '2027-01-05T00:00:00.000Z',
    })
    renderPlan()
    expect((await screen.findByTestId('plan-status')).textContent).toBe('Cancelling')
    expect(screen.getByText(/Subscription ends on January 5, 2027/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  })

  it('opens the Customer Portal for the payment method, and says so when it cannot', async () => {
    vi.mocked(api.billing.plan).mockResolvedValue(premium)
    const user = userEvent.setup()
    renderPlan()
    vi.mocked(api.billing.portal).mockResolvedValueOnce({
      url: 'https://billing.stripe.test/session/1',
    })
    await user.click(await screen.findByRole('button', { name: 'Manage payment method' }))
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/1'),
    )
    expect(api.billing.portal).toHaveBeenCalledWith({ returnPath: '/account' })

    vi.mocked(api.billing.portal).mockRejectedValueOnce(
      new ApiError(503, 'internal_error', 'Stripe is unreachable.'),
    )
    await user.click(screen.getByRole('button', { name: 'Manage payment method' }))
    expect((await screen.findByRole('alert')).textContent).toBeTruthy()
  })

  it('says payments are not set up when billing is off', async () => {
    vi.mocked(api.billing.plan).mockResolvedValue({ ...premium, billingEnabled: false })
    renderPlan()
    expect(await screen.findByText(/Payments are not set up on this server/)).toBeTruthy()
  })
})
