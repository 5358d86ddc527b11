// The screens that load on demand. Only the home page (the first page most visitors see) and
// the small error pages are in the first download (router.tsx); every other screen is its own
// chunk, so the home page does not carry the library, the editor, the templates or pdf.js
// (issue 11 point 8: home ≤ 150 KB gzipped of JS and CSS). This module imports no screen, so
// any page can preload another without an import cycle.
import { matchPath } from 'react-router'
import { splitLocale } from '../i18n/locale'
import { lazyScreen, type LazyScreen } from './lazy-screen'
import { ROUTE_TABLE, type RouteName } from './route-table'

// The library draws a live thumbnail of every resume, so it brings the templates.
const LibraryPage = lazyScreen(
  () => import('../features/library/LibraryPage'),
  (module) => module.LibraryPage,
)

// The editor brings the rich-text editor and the templates.
const EditorPage = lazyScreen(
  () => import('../features/editor/EditorPage'),
  (module) => module.EditorPage,
)

// The import page brings pdf.js and the parser.
const ImportPage = lazyScreen(
  () => import('../features/import/ImportPage'),
  (module) => module.ImportPage,
)

// The evaluation page brings pdf.js and the preview.
const EvaluationPage = lazyScreen(
  () => import('../features/evaluation/EvaluationPage'),
  (module) => module.EvaluationPage,
)

// Pricing, payment (which alone loads Stripe.js) and the account page with My Plan.
const PricingPage = lazyScreen(
  () => import('../features/payments/PricingPage'),
  (module) => module.PricingPage,
)
const PaymentPage = lazyScreen(
  () => import('../features/payments/PaymentPage'),
  (module) => module.PaymentPage,
)
const AccountPage = lazyScreen(
  () => import('../features/account/AccountPage'),
  (module) => module.AccountPage,
)
// Guided enhancement brings the templates (two resumes side by side) and the keyword matcher.
const EnhancementPage = lazyScreen(
  () => import('../features/enhance/guided/EnhancementPage'),
  (module) => module.EnhancementPage,
)

// A shared resume's public page brings the templates.
const SharedResumePage = lazyScreen(
  () => import('../features/share/SharedResumePage'),
  (module) => module.SharedResumePage,
)

// The pages the account mails link to: small, and only opened from a mail.
const VerifyAccountPage = lazyScreen(
  () => import('../features/auth/VerifyAccountPage'),
  (module) => module.VerifyAccountPage,
)
const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/ResetPasswordPage'),
  (module) => module.ResetPasswordPage,
)

export const LAZY_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  Library: LibraryPage,
  CvCreation: EditorPage,
  CvEnhancement: EnhancementPage,
  CvExisting: ImportPage,
  CvEvaluation: EvaluationPage,
  Pricing: PricingPage,
  Payment: PaymentPage,
  Account: AccountPage,
  SharedResume: SharedResumePage,
  VerifyAccount: VerifyAccountPage,
  ResetPassword: ResetPasswordPage,
}

/** Starts loading the code of the screen an app path (with or without language prefix) shows. */
export function preloadScreen(path: string): void {
  const { rest } = splitLocale(path.split(/[?#]/)[0] ?? '/')
  const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, rest))
  const screen = route ? LAZY_SCREENS[route.name] : undefined
  // A failure here is not the user's: the screen tries again, and reports, when it is opened.
  void screen?.preload().catch(() => undefined)
}
