// The screens that load on demand. Only the home page (the first page most visitors see) and
// the small error pages are in the first download (router.tsx); every other screen is its own
// chunk, so the home page does not carry the library, the editor, the templates or pdf.js
// (issue 11 point 8: home ≤ 150 KB gzipped of JS and CSS). This module imports no screen, so
// any page can preload another without an import cycle.
import { matchPath } from 'react-router'
import { i18next } from '../i18n'
import { isLocale, splitLocale } from '../i18n/locale'
import { loadLazyTexts, type LazyBundle } from '../i18n/lazy-texts'
import type { Locale } from '../i18n/locale'
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

// The cover letter editor brings the rich-text editor and the templates.
const CoverLetterPage = lazyScreen(
  () => import('../features/cover-letters/CoverLetterPage'),
  (module) => module.CoverLetterPage,
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
// My Account's texts load with its code, so the page renders at once when both are there.
const AccountPage = lazyScreen(
  () =>
    Promise.all([
      import('../features/account/AccountPage'),
      loadLazyTexts('account', isLocale(i18next.language) ? i18next.language : 'en'),
    ]).then(([module]) => module),
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

// The public site's pages (issue 17), each its own chunk; the legal pages share the loader of
// their long texts.
const AboutPage = lazyScreen(
  () => import('../features/site/pages/AboutPage'),
  (module) => module.AboutPage,
)
const ContactPage = lazyScreen(
  () => import('../features/site/pages/ContactPage'),
  (module) => module.ContactPage,
)
const FaqPage = lazyScreen(
  () => import('../features/site/pages/FaqPage'),
  (module) => module.FaqPage,
)
const InfoPage = lazyScreen(
  () => import('../features/site/pages/InfoPage'),
  (module) => module.InfoPage,
)
const ImagePage = lazyScreen(
  () => import('../features/site/pages/ImagePage'),
  (module) => module.ImagePage,
)
const ImprintPage = lazyScreen(
  () => import('../features/legal/ImprintPage'),
  (module) => module.ImprintPage,
)
const TermsPage = lazyScreen(
  () => import('../features/legal/TermsPage'),
  (module) => module.TermsPage,
)
const PrivacyPage = lazyScreen(
  () => import('../features/legal/PrivacyPage'),
  (module) => module.PrivacyPage,
)
const CancellationPage = lazyScreen(
  () => import('../features/legal/CancellationPage'),
  (module) => module.CancellationPage,
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
  CoverLetter: CoverLetterPage,
  CvExisting: ImportPage,
  CvEvaluation: EvaluationPage,
  Pricing: PricingPage,
  Payment: PaymentPage,
  Account: AccountPage,
  SharedResume: SharedResumePage,
  About: AboutPage,
  Contact: ContactPage,
  Faq: FaqPage,
  Info: InfoPage,
  Image: ImagePage,
  Imprint: ImprintPage,
  Terms: TermsPage,
  Privacy: PrivacyPage,
  Cancellation: CancellationPage,
  VerifyAccount: VerifyAccountPage,
  ResetPassword: ResetPasswordPage,
}

/**
 * Starts loading the code of the screen an app path (with or without language prefix) shows;
 * resolves when it is there (or failed: the screen tries again, and reports, when it is opened).
 */
export function preloadScreen(path: string): Promise<unknown> {
  const { rest } = splitLocale(path.split(/[?#]/)[0] ?? '/')
  const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, rest))
  const screen = route ? LAZY_SCREENS[route.name] : undefined
  return screen?.preload().catch(() => undefined) ?? Promise.resolve()
}

/**
 * The lazily loaded texts (i18n/lazy-texts.ts) of the screens the build prerenders, which each
 * screen asks for with useLazyTexts. A prerendered page hydrates once its code and these texts
 * are there (main.tsx): a screen that suspended while hydrating would keep its HTML only until the
 * first update of the app around it (the session check, the site's facts), and then show the
 * loading fallback and render again: the page would collapse and grow back.
 */
export const SCREEN_TEXTS: Partial<Record<RouteName, readonly LazyBundle[]>> = {
  CvEvaluation: ['workspace'],
  About: ['pages'],
  Contact: ['pages'],
  Faq: ['pages', 'home'],
  Info: ['pages'],
  Image: ['pages'],
  Imprint: ['legal'],
  Terms: ['legal'],
  Privacy: ['legal'],
  Cancellation: ['legal'],
}

/** Loads the lazy texts of the screen an app path shows, in `locale` (after i18n started). */
export function preloadScreenTexts(path: string, locale: Locale): Promise<unknown> {
  const { rest } = splitLocale(path.split(/[?#]/)[0] ?? '/')
  const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, rest))
  const bundles = route ? (SCREEN_TEXTS[route.name] ?? []) : []
  return Promise.all(bundles.map((bundle) => loadLazyTexts(bundle, locale))).catch(() => undefined)
}
