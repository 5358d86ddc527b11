// The one tracking module (issue 17 point 8): the spec's analytics events (categories
// cv_creation, cv_evaluation, cv_existing, cv_enhance, upgrade, auth, and page views) go through
// `track`, which sends nothing unless both are true: the operator configured a privacy-friendly
// endpoint (ANALYTICS_URL / ANALYTICS_DOMAIN, a Plausible-compatible event API that sets no
// cookies and keeps no visitor ids) and the visitor consented. No cookie, no id, no personal data
// is sent: the event name, the page path without its query, and the event's label.
import type { SiteConfig } from '@shared/api'
import { hasConsent } from './consent'

export const TRACK_CATEGORIES = [
  'cv_creation',
  'cv_evaluation',
  'cv_existing',
  'cv_enhance',
  'upgrade',
  'auth',
] as const
export type TrackCategory = (typeof TRACK_CATEGORIES)[number]

type Send = (url: string, body: string) => void

let target: SiteConfig['analytics'] = null
let send: Send = (url, body) => {
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined) // Analytics never disturbs the visitor.
}

/** Set from the site configuration once it is known; null switches tracking off. */
export function configureTracking(analytics: SiteConfig['analytics'], sender?: Send): void {
  target = analytics
  if (sender) send = sender
}

function post(name: string, props: Record<string, string>): boolean {
  if (!target || !hasConsent()) return false
  const url = `${window.location.origin}${window.location.pathname}`
  send(target.endpoint, JSON.stringify({ name, url, domain: target.domain, props }))
  return true
}

/** An event of one of the spec's categories; true when it was sent. */
export function track(category: TrackCategory, action: string, label?: string): boolean {
  return post(category, label === undefined ? { action } : { action, label })
}

/** A page view after each navigation (spec 001 §2.2 rule 9). */
export function trackPageView(): boolean {
  return post('pageview', {})
}
