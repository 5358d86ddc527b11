// The states of /verify-account (spec 001 §2.5) that the end-to-end test does not reach: no
// link token, with nobody signed in or with an unconfirmed signed-in user.
import type { UserDetails } from '@shared/api'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../api'
import type * as ApiModule from '../../api'
import { useSession } from '../../stores/session'
import { VerifyAccountPage } from './VerifyAccountPage'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return { ...actual, api: { session: { current: vi.fn(), verifyEmail: vi.fn() } } }
})

const current = vi.mocked(api.session.current)
const verifyEmail = vi.mocked(api.session.verifyEmail)

function renderPage(path = '/verify-account') {
  const router = createMemoryRouter([{ path: '*', element: <VerifyAccountPage /> }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
}

describe('VerifyAccountPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    useSession.setState({ user: null, status: 'ready' })
  })

  it('says nobody is signed in and offers to log in', async () => {
    current.mockResolvedValueOnce(null)
    renderPage()
    expect(
      await screen.findByText('You are not logged in. Log in to confirm your e-mail address.'),
    ).toBeTruthy()
    screen.getByRole('button', { name: 'Log in' }).click()
    expect(useSession.getState().dialog).toMatchObject({ open: true, view: 'signin' })
    expect(verifyEmail).not.toHaveBeenCalled()
  })

  it('reloads the signed-in user and says the address is not confirmed yet', async () => {
    current.mockResolvedValueOnce({ uid: 'u1', emailVerified: false } as UserDetails)
    renderPage()
    expect(await screen.findByText(/Your e-mail address is not confirmed yet/)).toBeTruthy()
    expect(useSession.getState().user).toMatchObject({ uid: 'u1' })
  })

  it('says a confirmed user is confirmed', async () => {
    current.mockResolvedValueOnce({ uid: 'u1', emailVerified: true } as UserDetails)
    renderPage()
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeTruthy()
  })
})
