// The user menu (spec 001 §2.3): Account settings and Sign out; only Sign out on small screens.
import type { UserDetails } from '@shared/api'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiModule from '../api'
import { SMALL_SCREEN_QUERY, UserMenu } from './UserMenu'

vi.mock('../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return { ...actual, api: { session: { signOut: vi.fn(async () => undefined) } } }
})

const user = {
  uid: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
} as UserDetails

function screenIs(small: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === SMALL_SCREEN_QUERY && small,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

function renderMenu() {
  const router = createMemoryRouter(
    [
      { path: '/library', element: <UserMenu user={user} /> },
      { path: '/account', element: <p>Account page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/library'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('UserMenu', () => {
  beforeEach(() => screenIs(false))
  afterEach(() => vi.unstubAllGlobals())

  it('offers Account settings and Sign out; Account settings opens /account', async () => {
    const typing = userEvent.setup()
    const router = renderMenu()
    await typing.click(screen.getByRole('button', { name: /Account menu/ }))
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(items).toEqual(['Account settings', 'Sign out'])
    await typing.click(screen.getByRole('menuitem', { name: 'Account settings' }))
    expect(router.state.location.pathname).toBe('/account')
  })

  it('offers only Sign out on a small screen', async () => {
    screenIs(true)
    const typing = userEvent.setup()
    const router = renderMenu()
    await typing.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign out'])
    await typing.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    expect(router.state.location.pathname).toBe('/')
  })
})
