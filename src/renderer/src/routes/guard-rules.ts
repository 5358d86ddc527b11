// The pure parts of the route guard (spec 001 §2.2), kept apart from React so each rule can be
// read and tested on its own: which visitors are crawlers (rule 1), what a small screen is and
// which pages it may still open (rules 3 and 4), and which account statuses may not pay again
// (rule 8).
import type { AccountStatus } from '@shared/plans/entitlements'
import { matchPath } from 'react-router'
import { ROUTE_TABLE, type RouteDefinition, type RouteName } from './route-table'

/**
 * Search-engine crawlers, link-preview fetchers and other bots (rule 1): they read pages as they
 * are, so no language redirect, small-screen redirect or sign-in dialog applies to them.
 * Automated browsers (Playwright, Puppeteer: "HeadlessChrome") are not on the list: they stand
 * for people in tests.
 */
export const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|lighthouse|chrome-lighthouse|google-inspectiontool|yandex|baiduspider|duckduckgo|petalbot|ia_archiver/i

export function isCrawler(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && CRAWLER.test(userAgent)
}

/** The visitor's browser, read once per check (tests replace navigator.userAgent). */
export function currentVisitorIsCrawler(): boolean {
  return typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)
}

/** Spec 001 §9: a small screen is 600 px wide or less, or 400 px high or less. */
export const SMALL_SCREEN_MAX_WIDTH = 600
export const SMALL_SCREEN_MAX_HEIGHT = 400

export function isSmallScreen(width: number, height: number): boolean {
  return width <= SMALL_SCREEN_MAX_WIDTH || height <= SMALL_SCREEN_MAX_HEIGHT
}

/**
 * Where the page a small screen was sent away from waits (session storage, without its language
 * prefix) until a large screen goes back to it (rule 4).
 */
export const SMALL_SCREEN_RETURN_KEY = 'vitae.returnFromSmallScreen'

/** The pages a small screen may open (rule 3): the info pages, terms, reset, verify, privacy, imprint. */
export const SMALL_SCREEN_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Info',
  'SmallScreen',
  'Terms',
  'ResetPassword',
  'VerifyAccount',
  'Privacy',
  'Imprint',
])

/** The pages only a small screen is sent to; a large screen leaves them (rule 4). */
export const INFO_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['Info', 'SmallScreen'])

/** The route an unprefixed path shows, or null for an unknown path. */
export function matchRoute(rest: string): RouteDefinition & { name: RouteName } {
  const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, rest))
  return route ?? ERROR_ROUTE
}

const ERROR_ROUTE = ROUTE_TABLE.find((entry) => entry.name === 'Error') as RouteDefinition & {
  name: RouteName
}

/** Rule 8: an account that pays already (Premium) or whose payment waits (Onhold) goes to Account. */
export function paymentIsClosedFor(status: AccountStatus | undefined): boolean {
  return status === 'Premium' || status === 'Onhold'
}

/** Rule 9: pages behind a login are not for search engines. */
export function needsNoindex(route: RouteDefinition): boolean {
  return route.access !== 'public'
}
