// Every rule of the route guard (spec 001 §2.2), exercised through the app's real routes.
import type { UserDetails } from '@shared/api'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, http } from '../api'
import { i18next } from '../i18n'
import { en } from '../i18n/locales'
import { storeLocale } from '../i18n/locale'
import { useSession } from '../stores/session'
import { isCrawler, isSmallScreen, matchRoute } from './guard-rules'
import { descriptionKey, titleKey } from './page-meta'
import { ROUTE_TABLE } from './route-table'
import { LAZY_SCREENS } from './screens'
import { ScreenSizeGate } from './ScreenSizeGate'
import { settle, SLOW_LOAD, visit } from '../test/visit'

vi.mock('../api', async (importOriginal) =>
  (await import('../test/api-stand-in')).routesApiStandIn(await importOriginal()),
)

// A screen that crashes while rendering (rule 9: an uncaught error shows the error page).
vi.mock('../features/payments/PricingPage', () => ({
  PricingPage: () => {
    throw new Error('The pricing screen broke')
  },
}))
// The account and checkout screens are stood in for: only where the guard sends the user counts.
vi.mock('../features/account/AccountPage', () => ({
  AccountPage: () => <h1>Account screen</h1>,
}))
vi.mock('../features/payments/PaymentPage', () => ({
  PaymentPage: () => <h1>Checkout screen</h1>,
}))
vi.mock('../features/import/ImportPage', () => ({ ImportPage: () => <h1>Import screen</h1> }))
vi.mock('../features/evaluation/EvaluationPage', () => ({
  EvaluationPage: () => <h1>Evaluation screen</h1>,
}))

const USER = {
  uid: 'u1',
  email: 'ada@example.org',
  firstName: 'Ada',
  accountStatus: 'Free',
} as UserDetails

const BROWSER = navigator.userAgent
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

function setUserAgent(value: string) {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true })
}

function setWindowSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
  Object.defineProperty(window, 'innerHeight', {
    value: height,
    configurable: true,
    writable: true,
  })
}

function robots() {
  return document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null
}
function description() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null
}

async function signInThroughDialog() {
  vi.mocked(api.session.signIn).mockResolvedValueOnce({ user: USER })
  const user = userEvent.setup()
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, SLOW_LOAD)
  await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.org')
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse battery')
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }))
  return dialog
}

describe('route guard rules (spec 001 §2.2)', () => {
  beforeAll(async () => {
    await Promise.all([LAZY_SCREENS.Library?.preload(), i18next.loadLanguages('de')])
  }, 60_000)

  beforeEach(() => {
    storeLocale('en')
    localStorage.clear()
    sessionStorage.clear()
    setUserAgent(BROWSER)
    setWindowSize(1280, 800)
    useSession.setState({ user: null, status: 'ready', loadFailed: false })
  })
  afterEach(async () => {
    act(() => useSession.getState().closeDialog())
    await i18next.changeLanguage('en')
    setUserAgent(BROWSER)
    setWindowSize(1280, 800)
    vi.clearAllMocks()
  })

  describe('rule 1: crawlers skip all checks', () => {
    it('tells crawlers from people', () => {
      expect(isCrawler(GOOGLEBOT)).toBe(true)
      expect(
        isCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
      ).toBe(true)
      expect(isCrawler('facebookexternalhit/1.1')).toBe(true)
      expect(isCrawler(BROWSER)).toBe(false)
      expect(
        isCrawler(
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        ),
      ).toBe(false)
      expect(isCrawler(undefined)).toBe(false)
    })

    it('a crawler is neither moved to a language prefix nor asked to sign in, and reads noindex', async () => {
      setUserAgent(GOOGLEBOT)
      storeLocale('tr')
      const router = await visit('/library')
      expect(router.location.pathname).toBe('/library')
      expect(useSession.getState().dialog.open).toBe(false)
      expect(localStorage.getItem('vitae.redirectAfterLogin')).toBeNull()
      expect(robots()).toBe('noindex')
    })

    it('a crawler on a small screen is not sent to the info page', async () => {
      setUserAgent(GOOGLEBOT)
      setWindowSize(400, 800)
      const router = await visit('/')
      expect(router.location.pathname).toBe('/')
    })
  })

  describe('rule 2: language prefix', () => {
    it('moves a path without prefix to the prefix of the chosen language, keeping the query', async () => {
      storeLocale('de')
      const router = await visit('/cv-evaluation?lang=de')
      expect(router.location.pathname).toBe('/de/cv-evaluation')
      expect(router.location.search).toBe('?lang=de')
    })
  })

  describe('rules 3 and 4: small screens', () => {
    it('knows a small screen by width 600 or less, or height 400 or less', () => {
      expect(isSmallScreen(600, 900)).toBe(true)
      expect(isSmallScreen(601, 400)).toBe(true)
      expect(isSmallScreen(601, 401)).toBe(false)
    })

    it('sends a small screen from an ordinary page to the info page and back when large', async () => {
      setWindowSize(390, 844)
      useSession.setState({ user: USER })
      const router = await visit('/de/library')
      // Small screens go to the info page now that it exists (spec 001 §2.2 rule 3).
      expect(router.location.pathname).toBe('/de/info')
      expect(
        await screen.findByRole('heading', { level: 1, name: 'So funktioniert Vitae' }, SLOW_LOAD),
      ).toBeTruthy()
      await act(async () => {
        setWindowSize(1280, 800)
        window.dispatchEvent(new Event('resize'))
      })
      await settle()
      expect(router.location.pathname).toBe('/de/library')
    })

    it('a large screen on an info page goes home', async () => {
      const router = await visit('/small-screen')
      expect(router.location.pathname).toBe('/')
    })

    it('lets a small screen open terms, privacy, imprint, reset, verify and the info pages', async () => {
      setWindowSize(500, 300)
      const allowed = [
        '/info',
        '/small-screen',
        '/policies/terms-and-conditions',
        '/policies/privacy-policy',
        '/policies/imprint',
        '/reset-password',
        '/verify-account',
      ]
      const blocked = ['/', '/pricing', '/about', '/faq', '/policies/cancellation-policy', '/error']
      for (const path of [...allowed, ...blocked]) {
        // The gate alone, so pages still to be built (about, legal) count as they will.
        const router = await visit(
          `/tr${path}`,
          <Routes>
            <Route element={<ScreenSizeGate target="Info" />}>
              <Route path="*" element={<p>page</p>} />
            </Route>
          </Routes>,
        )
        const expected = allowed.includes(path) ? `/tr${path}` : '/tr/info'
        expect(router.location.pathname, path).toBe(expected)
      }
    })
  })

  describe('rule 5: login required', () => {
    it('stores the wanted path, opens the sign-in dialog, stays home, and goes there after sign-in', async () => {
      const router = await visit('/library?sort=name')
      expect(router.location.pathname).toBe('/')
      expect(localStorage.getItem('vitae.redirectAfterLogin')).toBe('/library?sort=name')
      await signInThroughDialog()
      expect(await screen.findByRole('heading', { level: 1, name: 'My Documents' })).toBeTruthy()
      expect(router.location.pathname).toBe('/library')
      expect(router.location.search).toBe('?sort=name')
    }, 30_000)

    it('applies to Payment too', async () => {
      const router = await visit('/payment')
      expect(router.location.pathname).toBe('/')
      expect(localStorage.getItem('vitae.redirectAfterLogin')).toBe('/payment')
      expect(await screen.findByRole('dialog', { name: 'Log in' }, SLOW_LOAD)).toBeTruthy()
    }, 20_000)
  })

  describe('sign-in intents from the home page (spec 001 §2.4, §2.6)', () => {
    async function signInWithIntent(button: string) {
      const router = await visit('/')
      await act(async () => screen.getByRole('button', { name: button }).click())
      await signInThroughDialog()
      await settle()
      return router
    }

    it('creation goes to the library when the user has resumes', async () => {
      vi.mocked(api.library.count).mockResolvedValueOnce({ count: 2 })
      const router = await signInWithIntent('Create')
      expect(await screen.findByRole('heading', { level: 1, name: 'My Documents' })).toBeTruthy()
      expect(router.location.pathname).toBe('/library')
      expect(router.location.search).toBe('')
      expect(api.library.count).toHaveBeenCalledWith({ uid: 'u1' })
    }, 30_000)

    it('creation opens the template chooser for a first resume', async () => {
      vi.mocked(api.library.count).mockResolvedValueOnce({ count: 0 })
      const router = await signInWithIntent('Create')
      await settle()
      expect(router.location.pathname).toBe('/library')
      expect(router.location.search).toBe('?new=1')
    }, 30_000)

    it('existing goes to the import page', async () => {
      const router = await signInWithIntent('Import')
      expect(await screen.findByRole('heading', { name: 'Import screen' }, SLOW_LOAD)).toBeTruthy()
      expect(router.location.pathname).toBe('/cv-existing')
    }, 30_000)

    it('evaluation goes to the evaluation page', async () => {
      const router = await signInWithIntent('Evaluate')
      expect(
        await screen.findByRole('heading', { name: 'Evaluation screen' }, SLOW_LOAD),
      ).toBeTruthy()
      expect(router.location.pathname).toBe('/cv-evaluation')
    }, 30_000)
  })

  describe('rule 7: ownership', () => {
    it('sends the user home when the ownership call fails', async () => {
      useSession.setState({ user: USER })
      vi.mocked(api.library.verifyOwnership).mockRejectedValueOnce(new Error('404'))
      const router = await visit('/tr/cv-enhancement/not-mine')
      // The Turkish texts load first (their own chunk), then the guard asks.
      await vi.waitFor(() => expect(router.location.pathname).toBe('/tr'), SLOW_LOAD)
      expect(api.library.verifyOwnership).toHaveBeenCalledWith({ cvId: 'not-mine' })
    })
  })

  describe('rule 8: Payment', () => {
    it.each(['Premium', 'Onhold'] as const)('sends a %s account to Account', async (status) => {
      useSession.setState({ user: { ...USER, accountStatus: status } })
      const router = await visit('/de/payment')
      expect(router.location.pathname).toBe('/de/account')
      expect(await screen.findByRole('heading', { name: 'Account screen' }, SLOW_LOAD)).toBeTruthy()
    })

    it('lets a Free account pay', async () => {
      useSession.setState({ user: USER })
      const router = await visit('/payment')
      expect(router.location.pathname).toBe('/payment')
      expect(
        await screen.findByRole('heading', { name: 'Checkout screen' }, SLOW_LOAD),
      ).toBeTruthy()
    })
  })

  describe('rule 9: title, meta, noindex, errors', () => {
    it('has a title and a description for every route in every language', async () => {
      for (const locale of ['en', 'de', 'tr'] as const) {
        await i18next.loadLanguages(locale)
        const t = i18next.getFixedT(locale)
        for (const route of ROUTE_TABLE) {
          for (const key of [titleKey(route.name), descriptionKey(route.name)]) {
            expect(i18next.exists(key, { lng: locale }), `${locale} ${key}`).toBe(true)
            expect((t as (k: string) => string)(key).length, `${locale} ${key}`).toBeGreaterThan(0)
          }
        }
      }
      for (const route of ROUTE_TABLE) expect(Object.keys(en.pageMeta)).toContain(route.name)
    })

    it('sets title and description after each navigation and marks login pages noindex', async () => {
      useSession.setState({ user: USER })
      await visit('/library')
      expect(document.title).toBe('My Documents · Vitae')
      expect(description()).toBe('All your resumes in one place.')
      expect(robots()).toBe('noindex')
    })

    it('public pages are indexable and speak the language of their prefix', async () => {
      // A second description (as a prerendered head plus ours could give) is not left behind.
      document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="old">')
      await visit('/de')
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ein Lebenslauf, der gelesen wird' }),
      ).toBeTruthy()
      expect(document.title).toBe('Ein Lebenslauf, der gelesen wird · Vitae')
      expect(description()).toMatch(/^Erstellen Sie einen klaren/)
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
      expect(robots()).toBeNull()
    })

    it('an unknown route matches the error page', () => {
      expect(matchRoute('/no/such/page').name).toBe('Error')
      expect(matchRoute('/cv-creation/abc').name).toBe('CvCreation')
    })

    it('an uncaught error while rendering shows the error page', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const router = await visit('/de/pricing?plan=quarterly')
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Etwas ist schiefgelaufen' },
          SLOW_LOAD,
        ),
      ).toBeTruthy()
      await vi.waitFor(() => expect(router.location.pathname).toBe('/de/error'))
      expect(
        screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' }),
      ).toBeTruthy()
      expect(router.location.state).toEqual({ crashedFrom: '/de/pricing?plan=quarterly' })
      expect(document.title).toBe('Etwas ist schiefgelaufen · Vitae')
      consoleError.mockRestore()
    })
  })

  describe('session expired (spec 001 §2.6, §4)', () => {
    it('a rejected session signs out to home with the flag, shows the notice, and returns after sign-in', async () => {
      useSession.setState({ user: USER })
      vi.mocked(api.session.signOut).mockResolvedValue(undefined as never)
      const router = await visit('/library')
      expect(await screen.findByRole('heading', { level: 1, name: 'My Documents' })).toBeTruthy()
      const onRejected = vi.mocked(http.onSessionRejected).mock.calls.at(-1)?.[0]
      expect(onRejected).toBeTypeOf('function')
      await act(async () => onRejected?.(401))
      await settle()
      expect(router.location.pathname).toBe('/')
      expect(router.location.search).toBe('?sessionExpired=true')
      expect(useSession.getState().user).toBeNull()
      expect(localStorage.getItem('vitae.redirectAfterLogin')).toBe('/library')
      // The notice is its own chunk, loaded when the flag is there.
      const notice = await screen.findByRole('dialog', { name: 'Session expired' }, SLOW_LOAD)
      expect(notice.textContent).toContain('Your session has expired.')
      await act(async () => within(notice).getByRole('button', { name: 'Log in' }).click())
      expect(router.location.search).toBe('')
      await signInThroughDialog()
      expect(await screen.findByRole('heading', { level: 1, name: 'My Documents' })).toBeTruthy()
      expect(router.location.pathname).toBe('/library')
    }, 30_000)
  })
})
