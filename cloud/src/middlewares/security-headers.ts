// Security headers for every response (helmet), with a Content-Security-Policy for the SPA: the
// bundle, its styles, fonts and images come from this origin only, and the app talks to this
// origin only.
import { PRINT_ENTRY } from '@shared/export'
import type { Middleware } from 'koa'
import helmet from 'koa-helmet'

/**
 * The print page may be framed by the app itself: the web app's "print with the browser"
 * fallback loads it in a hidden same-origin frame and prints that frame. Every other page stays
 * unframeable.
 */
/**
 * With billing on, the payment page loads Stripe.js from Stripe (as Stripe requires) and its
 * card fields are Stripe's frames; these are the origins Stripe documents for that. Nothing of
 * Stripe's is allowed with billing off.
 */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

interface HeaderOptions {
  https: boolean
  stripe?: boolean
  /** The origin of the operator's analytics endpoint (ANALYTICS_URL), the only other one allowed. */
  analyticsOrigin?: string | null
}

export function securityHeaders(options: HeaderOptions): Middleware {
  const app = headersFor(options, "'none'")
  const printPage = headersFor(options, "'self'")
  return (ctx, next) => (ctx.path === `/${PRINT_ENTRY}` ? printPage : app)(ctx, next)
}

function headersFor(options: HeaderOptions, frameAncestors: string): Middleware {
  const stripe = options.stripe === true
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(stripe ? STRIPE_CSP.script : [])],
        // 'unsafe-inline' for styles only: React's `style={{…}}` props (template colours and font
        // sizes chosen by the user, TipTap's editor) become inline style attributes, which a
        // strict style-src would block. Scripts stay strict, which is where injection matters.
        'style-src': ["'self'", "'unsafe-inline'"],
        // data: and blob: for generated previews, uploaded photos and exported PDFs.
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [
          "'self'",
          ...(stripe ? STRIPE_CSP.connect : []),
          ...(options.analyticsOrigin ? [options.analyticsOrigin] : []),
        ],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", 'blob:', ...(stripe ? STRIPE_CSP.frame : [])],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': [frameAncestors],
        // Only behind https; on plain http it would break every request the page makes.
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS means nothing on http://localhost and would pin a dev host to https.
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: false } : false,
    // Same rule as frame-ancestors 'none', for browsers that only know the old header.
    xFrameOptions: { action: frameAncestors === "'self'" ? 'sameorigin' : 'deny' },
  })
}
