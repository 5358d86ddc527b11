import type { UserDetails } from '@shared/api'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../api'
import type * as ApiModule from '../../api'
import { storeRedirectPath } from '../../routes/redirect-after-login'
import { useSession } from '../../stores/session'
import { SignInDialog } from './SignInDialog'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      session: {
        signIn: vi.fn(),
        signUp: vi.fn(),
        signOut: vi.fn(),
        current: vi.fn(),
        verificationStatus: vi.fn(),
        resendVerification: vi.fn(),
        forgotPassword: vi.fn(),
      },
      library: { count: vi.fn(), create: vi.fn() },
      identity: { methods: vi.fn(() => Promise.resolve({ social: [], passkeys: false })) },
    },
  }
})

const signIn = vi.mocked(api.session.signIn)
const signUp = vi.mocked(api.session.signUp)
const forgotPassword = vi.mocked(api.session.forgotPassword)

const USER = {
  id: 'u1',
  uid: 'u1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as UserDetails

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderDialog(view: 'signin' | 'signup' = 'signin') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <SignInDialog />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  act(() => useSession.getState().openDialog({ view }))
  return userEvent.setup()
}

describe('SignInDialog', () => {
  beforeEach(() => {
    useSession.setState({ user: null, status: 'ready' })
  })
  afterEach(() => {
    act(() => useSession.getState().closeDialog())
    vi.clearAllMocks()
  })

  it('is an accessible, labelled modal dialog', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Log in' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'))
  })

  it('shows field messages from the shared rules and sends nothing', async () => {
    const user = renderDialog()
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy()
    expect(screen.getByText('Enter your password.')).toBeTruthy()
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true')
    expect(signIn).not.toHaveBeenCalled()
  })

  it('asks for a longer password on sign-up', async () => {
    const user = renderDialog('signup')
    // The terms and the privacy policy are one click away, in a new tab (the form stays).
    const terms = screen.getByRole('link', { name: 'terms and conditions' })
    expect(terms.getAttribute('href')).toBe('/policies/terms-and-conditions')
    expect(terms.getAttribute('target')).toBe('_blank')
    const privacy = screen.getByRole('link', { name: 'privacy policy' })
    expect(privacy.getAttribute('href')).toBe('/policies/privacy-policy')
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy()
    expect(signUp).not.toHaveBeenCalled()
  })

  it('refuses a common password before sending, and takes a passphrase (M-3)', async () => {
    signUp.mockResolvedValueOnce({ user: USER })
    const user = renderDialog('signup')
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'password')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(/This password is too easy to guess/)).toBeTruthy()
    expect(signUp).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await vi.waitFor(() => expect(signUp).toHaveBeenCalledOnce())
  })

  it("shows the server's answer and lets the user try again", async () => {
    signIn.mockRejectedValueOnce(
      new ApiError(401, 'invalid_credentials', 'The e-mail address or the password is wrong.'),
    )
    const user = renderDialog()
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'wrong password')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('The e-mail address or the password is wrong.')).toBeTruthy()
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement
    expect(submit.disabled).toBe(false)
  })

  it('disables the submit button while sending', async () => {
    let finish: (outcome: { user: UserDetails }) => void = () => undefined
    signIn.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const user = renderDialog()
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const sending = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement
    expect(sending.disabled).toBe(true)
    await act(async () => finish({ user: USER }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useSession.getState().user).toEqual(USER)
  })

  it('goes to the path stored by the route guard after signing in', async () => {
    storeRedirectPath('/library')
    signIn.mockResolvedValueOnce({ user: USER })
    const user = renderDialog()
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/library')
    expect(localStorage.getItem('vitae.redirectAfterLogin')).toBeNull()
  })

  it('switches to sign-up and closes on Escape', async () => {
    const user = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy()
    expect(screen.getByLabelText('First name')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('moves to the verify view after sign-up with e-mail on: no session, Resend locked 60 s', async () => {
    signUp.mockResolvedValueOnce({ verify: { email: 'ada@example.org' } })
    const user = renderDialog('signup')
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('dialog', { name: 'Confirm your e-mail address' })).toBeTruthy()
    expect(screen.getByText(/We sent a link to ada@example.org/)).toBeTruthy()
    const resend = screen.getByRole('button', { name: 'Resend in 60 s' }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    expect(useSession.getState().user).toBeNull()
  })

  it('asks for the e-mail in the forgot view and never claims a mail when e-mail is off', async () => {
    forgotPassword.mockResolvedValueOnce({ delivery: 'operator' })
    const user = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy()
    expect(forgotPassword).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText(/This server cannot send e-mail/)).toBeTruthy()
    expect(forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.org' })
    expect(screen.queryByText(/is on its way/)).toBeNull()
  })
})
