// The route guard where the library needs no account (the desktop's local library): the
// library's screens open signed out, a resume must still be in the library, and the account's
// own pages still ask to sign in.
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../stores/session'
import { guarded } from './guards'
import { ROUTE_TABLE } from './route-table'

vi.mock('../library', () => ({
  resumeStore: {
    kind: 'local',
    needsAccount: false,
    owns: vi.fn(async (id: string) => id === 'on-this-computer'),
  },
}))

const route = (name: string) => {
  const found = ROUTE_TABLE.find((entry) => entry.name === name)
  if (!found) throw new Error(name)
  return found
}

function show(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home screen</h1>} />
        {['Library', 'CvCreation', 'CvExisting', 'Account'].map((name) => (
          <Route
            key={name}
            path={route(name).path}
            element={guarded(route(name), <h1>{`${name} screen`}</h1>)}
          />
        ))}
      </Routes>
    </MemoryRouter>,
  )
}

describe('the guard with the local library', () => {
  beforeEach(() => {
    useSession.setState({ user: null, status: 'ready', expired: false })
    useSession.setState({ dialog: { open: false, view: 'signin', intent: null } })
  })

  it('opens the library and the import signed out, without the sign-in dialog', async () => {
    show('/library')
    expect(await screen.findByRole('heading', { name: 'Library screen' })).toBeTruthy()
    expect(useSession.getState().dialog.open).toBe(false)
  })

  it('opens the import page signed out', async () => {
    show('/cv-existing')
    expect(await screen.findByRole('heading', { name: 'CvExisting screen' })).toBeTruthy()
  })

  it('opens a resume of the local library, and sends an unknown one home', async () => {
    const { unmount } = show('/cv-creation/on-this-computer')
    expect(await screen.findByRole('heading', { name: 'CvCreation screen' })).toBeTruthy()
    unmount()
    show('/cv-creation/somewhere-else')
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy()
  })

  it('still asks to sign in for the account’s own pages', async () => {
    show('/account')
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy()
    expect(useSession.getState().dialog.open).toBe(true)
  })
})
