// The sign-in dialog's second step (two-factor) and its other sign-in methods (issue 16).
import type { UserDetails } from '@shared/api'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, TwoFactorRequired } from '../../api'
import type * as ApiModule from '../../api'
import { localizedPath } from '../../i18n/locale'
import { storeRedirectPath, takeRedirectPath } from '../../routes/redirect-after-login'
import { useSession } from '../../stores/session'
import { SignInDialog } from './SignInDialog'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      session: {
        signIn: vi.fn(),
        twoFactor: vi.fn(),
        passkey: vi.fn(),
        socialUrl: vi.fn(),
        signOut: vi.fn(),
        current: vi.fn(),
      },
      library: { count: vi.fn(() => Promise.resolve({ count: 0 })), create: vi.fn() },
      identity: { methods: vi.fn() },
    },
  }
})

const USER = { id: 'u1', uid: 'u1', email: 'ada@example.org' } as UserDetails

function renderDialog() {
  const router = createMemoryRouter([{ path: '*', element: <SignInDialog /> }], {
    initialEntries: ['/en/'],
  })
  render(<RouterProvider router={router} />)
  act(() => useSession.getState().openDialog({ view: 'signin' }))
  return userEvent.setup()
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
  await user.type(screen.getByLabelText('Password'), 'correct horse battery')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('SignInDialog: two-factor and other methods', () => {
  beforeEach(() => {
    useSession.setState({ user: null, status: 'ready' })
    vi.mocked(api.identity.methods).mockResolvedValue({ social: ['google'], passkeys: false })
    vi.mocked(api.session.signIn).mockRejectedValue(new TwoFactorRequired())
  })
  afterEach(() => {
    act(() => useSession.getState().closeDialog())
    vi.clearAllMocks()
  })

  it('asks for the authenticator code after the password and signs in with it', async () => {
    vi.mocked(api.session.twoFactor).mockResolvedValueOnce(USER)
    const user = renderDialog()
    await passwordStep(user)
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' })
    expect(dialog).toBeTruthy()
    await user.type(screen.getByLabelText('Authenticator code'), '12345')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app.', {
        selector: '.field__error',
      }),
    ).toBeTruthy()
    expect(api.session.twoFactor).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('Authenticator code'), '6')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(useSession.getState().user?.id).toBe('u1'))
    expect(api.session.twoFactor).toHaveBeenCalledWith({ code: '123456' }, false)
  })

  it('trusts this device for 30 days only when the user ticks it', async () => {
    vi.mocked(api.session.twoFactor).mockResolvedValueOnce(USER)
    const user = renderDialog()
    await passwordStep(user)
    const trust = await screen.findByRole('checkbox', { name: 'Trust this device for 30 days' })
    expect((trust as HTMLInputElement).checked).toBe(false)
    expect(trust.getAttribute('aria-describedby')).toBe('two-factor-trust-hint')
    await user.click(trust)
    await user.type(screen.getByLabelText('Authenticator code'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(useSession.getState().user?.id).toBe('u1'))
    expect(api.session.twoFactor).toHaveBeenCalledWith({ code: '654321' }, true)
  })

  it('takes a backup code instead and explains a used one', async () => {
    vi.mocked(api.session.twoFactor).mockRejectedValueOnce(
      new ApiError(400, 'invalid_two_factor_code', 'The code is wrong.'),
    )
    const user = renderDialog()
    await passwordStep(user)
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }))
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('This backup code is wrong or was already used.')).toBeTruthy()
    expect(api.session.twoFactor).toHaveBeenCalledWith({ backupCode: 'abcde-12345' }, false)
  })

  it('says why a social sign-in came back without a session', async () => {
    window.history.replaceState(null, '', '/en/?socialError=github&error=account_not_linked')
    try {
      renderDialog()
      expect(
        await screen.findByText(/Your GitHub account could not be joined to the account/),
      ).toBeTruthy()
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('sends a social sign-in back to the page the guard kept, and keeps it when the start fails', async () => {
    storeRedirectPath('/library')
    vi.mocked(api.session.socialUrl).mockRejectedValue(new Error('offline'))
    const user = renderDialog()
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    await vi.waitFor(() => expect(api.session.socialUrl).toHaveBeenCalled())
    expect(vi.mocked(api.session.socialUrl).mock.calls[0]!.slice(0, 2)).toEqual([
      'google',
      localizedPath('/library', 'en'),
    ])
    expect(takeRedirectPath()).toBe('/library')
  })

  it('offers the configured social providers', async () => {
    renderDialog()
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
  })
})
