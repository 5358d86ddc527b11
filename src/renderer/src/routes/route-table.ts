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
}

export const ROUTE_TABLE = [
  { name: 'Home', path: '/', access: 'public' },
  { name: 'SmallScreen', path: '/small-screen', access: 'public' },
  { name: 'Info', path: '/info', access: 'public' },
  { name: 'Account', path: '/account', access: 'login' },
  { name: 'Library', path: '/library', access: 'login' },
  // Public although the spec lists it behind login: the link in the verification mail must work
  // in a browser that is not signed in; the page shows the not-signed-in state itself (§2.5).
  { name: 'VerifyAccount', path: '/verify-account', access: 'public' },
  { name: 'ResetPassword', path: '/reset-password', access: 'public' },
  { name: 'CvCreation', path: '/cv-creation/:cvId', access: 'ownership' },
  { name: 'CvEnhancement', path: '/cv-enhancement/:cvId', access: 'ownership' },
  { name: 'CvExisting', path: '/cv-existing', access: 'login' },
  { name: 'CvEvaluation', path: '/cv-evaluation', access: 'public' },
  { name: 'Pricing', path: '/pricing', access: 'public' },
  { name: 'Payment', path: '/payment', access: 'login' },
  { name: 'About', path: '/about', access: 'public' },
  { name: 'Contact', path: '/contact', access: 'public' },
  { name: 'Faq', path: '/faq', access: 'public' },
  { name: 'Imprint', path: '/policies/imprint', access: 'public' },
  { name: 'Terms', path: '/policies/terms-and-conditions', access: 'public' },
  { name: 'Privacy', path: '/policies/privacy-policy', access: 'public' },
  { name: 'Cancellation', path: '/policies/cancellation-policy', access: 'public' },
  { name: 'Error', path: '/error', access: 'public' },
  // A resume shared by its owner (issue 19.3); open to everyone, signed in or not.
  { name: 'SharedResume', path: '/r/:slug', access: 'public' },
] as const satisfies readonly RouteDefinition[]

export type RouteName = (typeof ROUTE_TABLE)[number]['name']

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
