// Renders a route tree in a memory router for the route tests and follows where it goes.
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation, type Location } from 'react-router'
import { AppRoutes } from '../routes/router'

/** Screens and texts load on demand; on a busy machine the first load can outlast findBy*'s wait. */
export const SLOW_LOAD = { timeout: 15_000 }

/** Lets redirects, effects and lazy checks settle. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** Renders `tree` (the app's routes unless given) at `path`; the returned object follows the current location. */
export async function visit(path: string, tree: ReactNode = <AppRoutes />) {
  const current: { location: Location | null } = { location: null }
  function LocationProbe() {
    current.location = useLocation()
    return null
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      {tree}
      <LocationProbe />
    </MemoryRouter>,
  )
  await settle()
  return {
    get location(): Location {
      if (!current.location) throw new Error('The router has not rendered.')
      return current.location
    },
  }
}
