// The route table of spec 001 §2.1 as data. Every path also exists under /de and /tr. Only the
// screens built so far have an element (see router.tsx); the rest are listed so the guard rules
// and later screens have one place to read access from.
export type RouteAccess = 'public' | 'login' | 'ownership'

export interface RouteDefinition {
  /** Route name used for navigation. */
  name: string
  /** Path without a language prefix, in react-router syntax. */
  path: string
  access: RouteAccess
  /**
   * Public pages for search engines (issue 17 point 5): served as prerendered HTML in every
   * language with their own title, description and keywords (i18n `seo.routes.<name>`).
   * 'index' pages are listed in sitemap.xml; 'noindex' pages are prerendered but kept out of
   * search results. Routes without it (login, ownership, tokens) get the app shell, noindex.
   */
  seo?: 'index' | 'noindex'
  /**
   * A screen of the resume library (the list, the editor, enhancement, import): it needs an
   * account only where the library is the account's (src/renderer/src/library).
   */
  library?: true
}

export const ROUTE_TABLE = [
  { name: 'Home', path: '/', access: 'public', seo: 'index' },
  { name: 'SmallScreen', path: '/small-screen', access: 'public', seo: 'noindex' },
  { name: 'Info', path: '/info', access: 'public', seo: 'index' },
  { name: 'Account', path: '/account', access: 'login' },
  { name: 'Library', path: '/library', access: 'login', library: true },
  // Public although the spec lists it behind login: the link in the verification mail must work
  // in a browser that is not signed in; the page shows the not-signed-in state itself (§2.5).
  { name: 'VerifyAccount', path: '/verify-account', access: 'public' },
  { name: 'ResetPassword', path: '/reset-password', access: 'public' },
  { name: 'CvCreation', path: '/cv-creation/:cvId', access: 'ownership', library: true },
  { name: 'CvEnhancement', path: '/cv-enhancement/:cvId', access: 'ownership', library: true },
  // A cover letter's editor (issue 19.1): the page itself answers a letter that is not the
  // user's as not found (the cloud answers 404 for it), so the route needs a login only.
  { name: 'CoverLetter', path: '/cover-letter/:letterId', access: 'login' },
  { name: 'CvExisting', path: '/cv-existing', access: 'login', library: true },
  { name: 'CvEvaluation', path: '/cv-evaluation', access: 'public', seo: 'index' },
  { name: 'Pricing', path: '/pricing', access: 'public', seo: 'index' },
  { name: 'Payment', path: '/payment', access: 'login' },
  { name: 'About', path: '/about', access: 'public', seo: 'index' },
  { name: 'Contact', path: '/contact', access: 'public', seo: 'index' },
  { name: 'Faq', path: '/faq', access: 'public', seo: 'index' },
  { name: 'Imprint', path: '/policies/imprint', access: 'public', seo: 'index' },
  { name: 'Terms', path: '/policies/terms-and-conditions', access: 'public', seo: 'index' },
  { name: 'Privacy', path: '/policies/privacy-policy', access: 'public', seo: 'index' },
  { name: 'Cancellation', path: '/policies/cancellation-policy', access: 'public', seo: 'index' },
  { name: 'Error', path: '/error', access: 'public', seo: 'noindex' },
  // A resume shared by its owner (issue 19.3); open to everyone, signed in or not. Its robots
  // rule is the owner's choice (X-Robots-Tag from the cloud), so it is not prerendered.
  { name: 'SharedResume', path: '/r/:slug', access: 'public' },
  { name: 'Image', path: '/image', access: 'public' },
] as const satisfies readonly RouteDefinition[]

export type RouteName = (typeof ROUTE_TABLE)[number]['name']

/** The routes search engines see (prerendered, with their own metadata). */
export type SeoRouteName = Extract<(typeof ROUTE_TABLE)[number], { seo: string }>['name']

export const SEO_ROUTES = ROUTE_TABLE.filter(
  (route): route is Extract<(typeof ROUTE_TABLE)[number], { seo: string }> => 'seo' in route,
)

export function routeByName(name: RouteName): RouteDefinition {
  const route = ROUTE_TABLE.find((entry) => entry.name === name)
  if (!route) throw new Error(`Unknown route ${name}`)
  return route
}

/** The unprefixed path of a route with its parameters filled in. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`)
    return encodeURIComponent(value)
  })
}
