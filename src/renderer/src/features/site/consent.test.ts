import { afterEach, describe, expect, it, vi } from 'vitest'
import { optionalStorage, useConsent } from './consent'
import { configureTracking, track, trackPageView } from './tracking'

const ANALYTICS = { endpoint: 'https://stats.example/api/event', domain: 'vitae.example' }

afterEach(() => {
  useConsent.setState({ choice: null, bannerOpen: false })
  configureTracking(null)
})

describe('cookie consent', () => {
  it('stores nothing optional before the visitor decided, nor after declining', () => {
    expect(optionalStorage.set('demoLook', 'x')).toBe(false)
    expect(Object.keys(localStorage)).toEqual([])
    useConsent.getState().decide('denied')
    expect(optionalStorage.set('demoLook', 'x')).toBe(false)
    expect(optionalStorage.get('demoLook')).toBeNull()
    // Only the choice itself is kept.
    expect(Object.keys(localStorage)).toEqual(['vitae.consent'])
  })

  it('keeps optional data after consent, and removes it when consent is withdrawn', () => {
    useConsent.getState().decide('granted')
    expect(optionalStorage.set('demoLook', '{"size":12}')).toBe(true)
    expect(optionalStorage.get('demoLook')).toBe('{"size":12}')
    localStorage.setItem('vitae.locale', 'de')
    useConsent.getState().decide('denied')
    expect(optionalStorage.get('demoLook')).toBeNull()
    expect(Object.keys(localStorage).sort()).toEqual(['vitae.consent', 'vitae.locale'])
    expect(localStorage.getItem('vitae.consent')).toBe('denied')
  })

  it('asks only an undecided visitor, and can always be reopened', () => {
    useConsent.getState().askIfUndecided()
    expect(useConsent.getState().bannerOpen).toBe(true)
    useConsent.getState().decide('granted')
    expect(useConsent.getState().bannerOpen).toBe(false)
    useConsent.getState().askIfUndecided()
    expect(useConsent.getState().bannerOpen).toBe(false)
    useConsent.getState().reopen()
    expect(useConsent.getState().bannerOpen).toBe(true)
  })
})

describe('tracking', () => {
  it('sends nothing without an endpoint, even with consent', () => {
    const send = vi.fn()
    configureTracking(null, send)
    useConsent.getState().decide('granted')
    expect(track('cv_creation', 'start')).toBe(false)
    expect(trackPageView()).toBe(false)
    expect(send).not.toHaveBeenCalled()
  })

  it('sends nothing with an endpoint until the visitor consents', () => {
    const send = vi.fn()
    configureTracking(ANALYTICS, send)
    expect(track('auth', 'sign_in')).toBe(false)
    useConsent.getState().decide('denied')
    expect(track('auth', 'sign_in')).toBe(false)
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the event name, the page without its query and the label, and nothing personal', () => {
    const send = vi.fn()
    configureTracking(ANALYTICS, send)
    useConsent.getState().decide('granted')
    window.history.replaceState(null, '', '/de/pricing?email=ada@example.org')
    expect(track('upgrade', 'open', 'pricing')).toBe(true)
    expect(send).toHaveBeenCalledTimes(1)
    const [url, body] = send.mock.calls[0] as [string, string]
    expect(url).toBe(ANALYTICS.endpoint)
    expect(JSON.parse(body)).toEqual({
      name: 'upgrade',
      url: `${window.location.origin}/de/pricing`,
      domain: 'vitae.example',
      props: { action: 'open', label: 'pricing' },
    })
  })
})
