import type { UserDetails } from '@shared/api'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../api'
import { i18next } from '../i18n'
import { storeLocale } from '../i18n/locale'
import { useSession } from '../stores/session'
import { SLOW_LOAD, visit } from '../test/visit'
import { LAZY_SCREENS } from './screens'

vi.mock('../api', async (importOriginal) =>
  (await import('../test/api-stand-in')).routesApiStandIn(await importOriginal()),
)

const USER = { uid: 'u1', email: 'ada@example.org', firstName: 'Ada' } as UserDetails

describe('routes', () => {
  beforeAll(async () => {
    await Promise.all([LAZY_SCREENS.Library?.preload(), i18next.loadLanguages('de')])
  }, 60_000)

  beforeEach(() => {
    storeLocale('en')
    useSession.setState({ user: null, status: 'ready', loadFailed: false })
  })
  afterEach(async () => {
    act(() => useSession.getState().closeDialog())
    await i18next.changeLanguage('en')
    vi.clearAllMocks()
  })

  it('sends an unknown path to the 404 page', async () => {
    const router = await visit('/no/such/page')
    expect(router.location.pathname).toBe('/error')
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(document.title).toBe('Page not found · Vitae')
  })

  it('keeps the language prefix of an unknown path', async () => {
    const router = await visit('/de/nirgendwo')
    // The German texts load first (their own chunk), then the page moves on.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeTruthy()
    expect(router.location.pathname).toBe('/de/error')
  })

  it('moves a path without prefix to the prefix of the chosen language', async () => {
    storeLocale('tr')
    const router = await visit('/')
    expect(router.location.pathname).toBe('/tr')
  })

  it('drops a leading /en because English has no prefix', async () => {
    const router = await visit('/en/error')
    expect(router.location.pathname).toBe('/error')
  })

  it('keeps a signed-out visitor on home with the sign-in dialog and remembers the wanted page', async () => {
    const router = await visit('/library')
    expect(router.location.pathname).toBe('/')
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Log in' }, SLOW_LOAD)).toBeTruthy()
    expect(localStorage.getItem('vitae.redirectAfterLogin')).toBe('/library')
  }, 20_000)

  it('opens the library for a signed-in user', async () => {
    useSession.setState({ user: USER })
    const router = await visit('/library')
    expect(router.location.pathname).toBe('/library')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Documents' })).toBeTruthy()
    expect(api.library.list).toHaveBeenCalledWith({ uid: 'u1' })
  })

  it('sends a user home from a resume they do not own', async () => {
    useSession.setState({ user: USER })
    vi.mocked(api.library.verifyOwnership).mockRejectedValueOnce(new Error('404'))
    const router = await visit('/de/cv-creation/someone-elses')
    expect(api.library.verifyOwnership).toHaveBeenCalledWith({ cvId: 'someone-elses' })
    expect(router.location.pathname).toBe('/de')
  })

  it('shows the session-expired notice and removes the flag when closed', async () => {
    const router = await visit('/?sessionExpired=true')
    // The modal is its own chunk, loaded only when the flag is there.
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' }, SLOW_LOAD)
    expect(dialog).toBeTruthy()
    await act(async () => screen.getAllByRole('button', { name: 'Close' })[0]?.click())
    expect(router.location.search).toBe('')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
