// My Account (issue 16 point 6): each section against a mocked API, as the user sees it.
import type { AccountExport, MyPlanResponse, PlanSummary, UserDetails } from '@shared/api'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { platform } from '@platform'
import { i18next } from '../../i18n'
import { loadLazyTexts } from '../../i18n/lazy-texts'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../api'
import type * as ApiModule from '../../api'
import { usePlan } from '../../stores/plan'
import { useSession } from '../../stores/session'
import { AccountPage } from './AccountPage'
import { GOODBYE_MS } from './GoodbyeScreen'
import { SAVED_TICK_MS } from './ProfileSection'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      billing: { plan: vi.fn(), cancelSubscription: vi.fn(), portal: vi.fn() },
      user: { update: vi.fn(), remove: vi.fn() },
      account: {
        signInMethods: vi.fn(),
        changePassword: vi.fn(),
        sessions: vi.fn(),
        signOutSession: vi.fn(),
        signOutOthers: vi.fn(),
        exportData: vi.fn(),
      },
      session: { signOut: vi.fn() },
      plan: { get: vi.fn() },
      security: {
        current: vi.fn(() =>
          Promise.resolve({ twoFactorEnabled: false, hasPassword: true, passkeys: [] }),
        ),
      },
    },
  }
})
vi.mock('@platform', () => ({
  platform: { kind: 'web', saveFile: vi.fn(async () => true) },
}))

const user: UserDetails = {
  id: 'u1',
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountStatus: 'Free',
  subscriptionStatus: 'not active',
  premiumType: 'none',
  termsAndConditions: true,
  updatesAndTips: true,
  evaluationCredit: 3,
  enhanceCredit: 10,
  translateCredit: 0,
  existingCredit: 1,
  locale: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
}

const billingOff: MyPlanResponse = {
  billingEnabled: false,
  accountStatus: 'Free',
  subscriptionStatus: 'not active',
  premiumType: 'none',
  subscriptionId: null,
  stripeStatus: null,
  currency: null,
  nextPaymentDate: null,
  nextPaymentAmount: null,
  endDate: null,
}

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/account'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

// The page's texts are loaded with its code in the app (routes/screens.ts); here, up front.
beforeAll(() => Promise.all([loadLazyTexts('account', 'en'), loadLazyTexts('account', 'de')]))

describe('My Account', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    useSession.setState({ user, status: 'ready' })
    usePlan.setState({ plan: null, billingEnabled: null, loadedFor: null })
    vi.mocked(api.plan.get).mockResolvedValue({ billingEnabled: false, plan: null })
    vi.mocked(api.billing.plan).mockResolvedValue(billingOff)
    vi.mocked(api.account.signInMethods).mockResolvedValue({ password: true, providers: [] })
    vi.mocked(api.account.sessions).mockResolvedValue({
      sessions: [
        {
          id: 's1',
          createdAt: '2026-11-20T10:00:00.000Z',
          lastSeenAt: '2026-11-24T09:00:00.000Z',
          expiresAt: '2026-12-01T10:00:00.000Z',
          ipAddress: '203.0.113.5',
          userAgent: CHROME_LINUX,
          current: true,
        },
        {
          id: 's2',
          createdAt: '2026-11-21T10:00:00.000Z',
          lastSeenAt: '2026-11-22T09:00:00.000Z',
          expiresAt: '2026-12-01T10:00:00.000Z',
          ipAddress: null,
          userAgent: FIREFOX_WINDOWS,
          current: false,
        },
      ],
    })
    vi.mocked(api.session.signOut).mockResolvedValue(undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    useSession.setState({ user: null })
  })

  it('shows the credits left as the cloud reports them', async () => {
    const credit = (kind: string, remaining: number | null, allowance: number | null) => ({
      kind,
      remaining,
      allowance,
    })
    vi.mocked(api.plan.get).mockResolvedValue({
      billingEnabled: true,
      plan: {
        credits: {
          evaluation: credit('evaluation', 2, 3),
          enhance: credit('enhance', 10, 10),
          translate: credit('translate', 0, 0),
          import: credit('import', 1, 1),
          download: credit('download', null, null),
        },
      } as unknown as PlanSummary,
    })
    renderPage()
    const credits = await screen.findByTestId('account-credits')
    expect(within(credits).getByText('Detailed evaluations').nextSibling?.textContent).toBe(
      '2 of 3 left',
    )
    expect(within(credits).getByText('Downloads').nextSibling?.textContent).toBe('Unlimited')
    expect(within(credits).getByText('Translations').nextSibling?.textContent).toBe('0')
  })

  it('keeps My Plan on the page', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'My Plan' })).toBeTruthy()
  })

  it('saves the names as plain text and shows the check mark for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    vi.mocked(api.user.update).mockResolvedValue({
      result: { ...user, firstName: 'Augusta', displayName: 'Augusta Lovelace' },
    })
    renderPage()
    const settings = screen.getByRole('region', { name: 'Account settings' })
    const first = within(settings).getByLabelText('First name')
    await typing.clear(first)
    await typing.type(first, '<b>Augusta</b>')
    expect(within(settings).getByLabelText('E-mail')).toHaveProperty('disabled', true)
    await typing.click(within(settings).getByRole('button', { name: 'Save' }))
    expect(api.user.update).toHaveBeenCalledWith({
      uid: 'u1',
      firstName: 'Augusta',
      lastName: 'Lovelace',
    })
    expect(await within(settings).findByText('Saved')).toBeTruthy()
    expect(useSession.getState().user?.firstName).toBe('Augusta')
    await act(() => vi.advanceTimersByTimeAsync(SAVED_TICK_MS))
    expect(within(settings).queryByText('Saved')).toBeNull()
  })

  it('keeps what was typed and says why when saving fails', async () => {
    const typing = userEvent.setup()
    vi.mocked(api.user.update).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Use at most 100 characters.'),
    )
    renderPage()
    const settings = screen.getByRole('region', { name: 'Account settings' })
    await typing.type(within(settings).getByLabelText('Last name'), '-Byron')
    await typing.click(within(settings).getByRole('button', { name: 'Save' }))
    expect(await within(settings).findByText('Use at most 100 characters.')).toBeTruthy()
    expect(within(settings).getByLabelText('Last name')).toHaveProperty('value', 'Lovelace-Byron')
  })

  describe('Change Password', () => {
    async function openModal() {
      const typing = userEvent.setup()
      renderPage()
      const settings = screen.getByRole('region', { name: 'Account settings' })
      await typing.click(within(settings).getByRole('button', { name: 'Change password' }))
      const dialog = await screen.findByRole('dialog', { name: 'Change password' })
      const submit = () => within(dialog).getByRole('button', { name: 'Change password' })
      return { typing, dialog, submit }
    }

    it('requires both new-password fields and that they match', async () => {
      const { typing, dialog, submit } = await openModal()
      await typing.type(within(dialog).getByLabelText('Current password'), 'correct horse battery')
      await typing.click(submit())
      expect(within(dialog).getAllByText('Fill in both fields for the new password.')).toHaveLength(
        2,
      )
      await typing.type(within(dialog).getByLabelText('New password'), 'violet tractor umbrella')
      await typing.type(within(dialog).getByLabelText('Repeat the new password'), 'violet tractor')
      await typing.click(submit())
      expect(await within(dialog).findByText('The two passwords do not match.')).toBeTruthy()
      expect(api.account.changePassword).not.toHaveBeenCalled()
    })

    it('applies the password policy before sending', async () => {
      const { typing, dialog, submit } = await openModal()
      await typing.type(within(dialog).getByLabelText('Current password'), 'correct horse battery')
      await typing.type(within(dialog).getByLabelText('New password'), 'password123')
      await typing.type(within(dialog).getByLabelText('Repeat the new password'), 'password123')
      await typing.click(submit())
      expect(await within(dialog).findByText(/too easy to guess/)).toBeTruthy()
      expect(api.account.changePassword).not.toHaveBeenCalled()
    })

    it('shows a wrong current password at its field', async () => {
      vi.mocked(api.account.changePassword).mockRejectedValue(
        new ApiError(400, 'validation_failed', 'Some fields are not valid; see issues.', [
          { path: 'currentPassword', message: 'The current password is wrong.' },
        ]),
      )
      const { typing, dialog, submit } = await openModal()
      await typing.type(within(dialog).getByLabelText('Current password'), 'wrong one')
      await typing.type(within(dialog).getByLabelText('New password'), 'violet tractor umbrella')
      await typing.type(
        within(dialog).getByLabelText('Repeat the new password'),
        'violet tractor umbrella',
      )
      await typing.click(submit())
      expect(await within(dialog).findByText('The current password is wrong.')).toBeTruthy()
    })

    it('changes the password, closes and says so', async () => {
      vi.mocked(api.account.changePassword).mockResolvedValue({ signedOut: 1 })
      const { typing, dialog, submit } = await openModal()
      await typing.type(within(dialog).getByLabelText('Current password'), 'correct horse battery')
      await typing.type(within(dialog).getByLabelText('New password'), 'violet tractor umbrella')
      await typing.type(
        within(dialog).getByLabelText('Repeat the new password'),
        'violet tractor umbrella',
      )
      await typing.click(submit())
      expect(api.account.changePassword).toHaveBeenCalledWith({
        currentPassword: 'correct horse battery',
        newPassword: 'violet tractor umbrella',
      })
      expect(
        await screen.findByText(
          'Your password has been changed. Every other device has been signed out.',
        ),
      ).toBeTruthy()
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  it('disables Change password for a social-only account and says why', async () => {
    vi.mocked(api.account.signInMethods).mockResolvedValue({
      password: false,
      providers: ['github'],
    })
    renderPage()
    const settings = screen.getByRole('region', { name: 'Account settings' })
    expect(
      await within(settings).findByText(
        'You sign in with GitHub, so your account has no password to change.',
      ),
    ).toBeTruthy()
    expect(within(settings).getByRole('button', { name: 'Change password' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('switches updates and tips off', async () => {
    const typing = userEvent.setup()
    vi.mocked(api.user.update).mockResolvedValue({ result: { ...user, updatesAndTips: false } })
    renderPage()
    const toggle = screen.getByRole('switch', { name: 'Updates and tips' })
    expect(toggle).toHaveProperty('checked', true)
    await typing.click(toggle)
    expect(api.user.update).toHaveBeenCalledWith({ uid: 'u1', updatesAndTips: false })
    expect(await screen.findByText('Your choice has been saved.')).toBeTruthy()
    expect(screen.getByRole('switch', { name: 'Updates and tips' })).toHaveProperty(
      'checked',
      false,
    )
  })

  it('lists the devices and signs out everywhere else', async () => {
    const typing = userEvent.setup()
    vi.mocked(api.account.signOutOthers).mockResolvedValue({ signedOut: 1 })
    renderPage()
    const list = await screen.findByTestId('account-sessions')
    expect(within(list).getByText('Chrome on Linux')).toBeTruthy()
    expect(within(list).getByText('Firefox on Windows')).toBeTruthy()
    expect(within(list).getByText('This device')).toBeTruthy()
    await typing.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
    expect(api.account.signOutOthers).toHaveBeenCalled()
    expect(await screen.findByText('1 other session has been signed out.')).toBeTruthy()
  })

  it('downloads all the data as a JSON file', async () => {
    const typing = userEvent.setup()
    const exported = {
      format: 'vitae-account-export',
      exportedAt: '2026-11-24T10:00:00.000Z',
      account: user,
    } as unknown as AccountExport
    vi.mocked(api.account.exportData).mockResolvedValue(exported)
    renderPage()
    await typing.click(screen.getByRole('button', { name: 'Download all my data' }))
    expect(platform.saveFile).toHaveBeenCalledTimes(1)
    const file = vi.mocked(platform.saveFile).mock.calls[0]![0]
    expect(file.suggestedName).toBe('vitae-account-2026-11-24.json')
    expect(file.mimeType).toBe('application/json')
    expect(JSON.parse(new TextDecoder().decode(file.data))).toEqual(exported)
  })

  it('deletes the account only after the typed word, then says goodbye for 10 s and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    vi.mocked(api.user.remove).mockResolvedValue(undefined)
    const router = renderPage()
    await typing.click(screen.getByRole('button', { name: 'Delete account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account for good' })
    expect(confirm).toHaveProperty('disabled', true)
    await typing.type(within(dialog).getByLabelText('Type delete'), 'DELET')
    expect(confirm).toHaveProperty('disabled', true)
    await typing.type(within(dialog).getByLabelText('Type delete'), 'E')
    expect(confirm).toHaveProperty('disabled', false)
    await typing.click(confirm)
    expect(api.user.remove).toHaveBeenCalledWith({ uid: 'u1' })

    const goodbye = await screen.findByRole('dialog', { name: 'Your account has been deleted' })
    expect(within(goodbye).getByText(/ada@example\.com/)).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(GOODBYE_MS - 100))
    expect(router.state.location.pathname).toBe('/account')
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(router.state.location.pathname).toBe('/')
    expect(useSession.getState().user).toBeNull()
  })

  it('takes the German word in any case on a German page', async () => {
    await act(() => i18next.changeLanguage('de'))
    try {
      const typing = userEvent.setup()
      renderPage()
      await typing.click(screen.getByRole('button', { name: 'Konto löschen' }))
      const dialog = await screen.findByRole('dialog', { name: 'Möchten Sie Ihr Konto löschen?' })
      const confirm = within(dialog).getByRole('button', { name: 'Mein Konto endgültig löschen' })
      await typing.type(within(dialog).getByLabelText('Geben Sie löschen ein'), 'delete')
      expect(confirm).toHaveProperty('disabled', true)
      await typing.clear(within(dialog).getByLabelText('Geben Sie löschen ein'))
      await typing.type(within(dialog).getByLabelText('Geben Sie löschen ein'), 'LÖSCHEN')
      expect(confirm).toHaveProperty('disabled', false)
    } finally {
      await act(() => i18next.changeLanguage('en'))
    }
  })

  it('keeps the account and says why when deleting fails', async () => {
    const typing = userEvent.setup()
    vi.mocked(api.user.remove).mockRejectedValue(
      new ApiError(
        502,
        'payment_provider_error',
        'Your subscription could not be cancelled at the payment provider, so nothing was deleted.',
      ),
    )
    renderPage()
    await typing.click(screen.getByRole('button', { name: 'Delete account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await typing.type(within(dialog).getByLabelText('Type delete'), 'delete')
    await typing.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }))
    expect(
      await within(dialog).findByText(/could not be cancelled at the payment provider/),
    ).toBeTruthy()
    expect(useSession.getState().user).not.toBeNull()
  })
})
