// THE plan table (issue 12 point 1): every plan, its prices per currency and its allowances,
// written once. The cloud's entitlements module (cloud/src/entitlements/) enforces it, the
// pricing, checkout and account pages show it, and the Stripe side creates its prices from it.
// Nothing else may hard-code a price, a quota or which templates a plan includes.
//
// ## Which prices (spec 001 §1, §9 contradict each other; this is the one reading)
//
// The spec's copy gives, for Premium: "monthly, labelled seven days, auto-renew at 9.99 EUR
// (249.99 TRY)", "quarterly (4 months) at 29.99 EUR (749.99 TRY)", a savings badge of 9.97 EUR
// (249.97 TRY), a monthly checkout total of 1.99 EUR (49.99 TRY) and a quarterly checkout total
// of 29.99 EUR but 249,99 TRY. Read together:
//   - Premium monthly = a 7-day first period at 1.99 EUR / 49.99 TRY, then 9.99 EUR / 249.99 TRY
//     every month. This is the only reading in which "labelled seven days", "auto-renew at 9.99"
//     and "checkout total 1.99" are all true at once.
//   - Premium quarterly = 29.99 EUR / 749.99 TRY every 4 months, no introductory period.
//     Check: 4 × 9.99 − 29.99 = 9.97 EUR and 4 × 249.99 − 749.99 = 249.97 TRY, exactly the
//     savings badge, so the badge confirms both regular prices. The quarterly checkout figure of
//     249,99 TRY contradicts this and the account page (749,99) and is taken as a copy error.
//   - "Renews every 4 weeks" (terms) is read as "every month": Stripe bills by calendar month,
//     and every other figure is per month.
//   - Standard (one-off): the spec names 0.99 among the prices; 0.99 EUR, and 24.99 TRY by the
//     same ≈ 25 TRY per EUR ratio the Premium prices use (9.99 → 249.99, 1.99 → 49.99).
//
// Amounts are integer minor units (cents / kuruş), as Stripe takes them.
//
// ## Allowances
//
// Spec 000 §9 and 001 §9: Premium 200 enhancements a month or 800 per 4 months, 100 evaluations
// a month or 400 per 4 months, up to 10 resumes, imports while the count is below 10, unlimited
// download, all templates and colours. Free: 1 resume, 2 templates, 3 colours, the sign-up
// credits (evaluation 3, enhance 10, translate 0, existing-resume import 1), guided enhancement
// free steps 3. Standard: one PDF download, the templates and 8 colours.
// Where the spec gives no number we decided (and say so next to the figure):
//   - Premium translations: 20 a month / 80 per 4 months (a translation is one long LLM call,
//     ~10× an enhancement; the spec only says "translation" is included).
//   - Premium imports: 50 a month / 200 per 4 months (each is a PDF parse plus an LLM call; the
//     10-resume cap bounds the library, this bounds the cost of importing and deleting again).
//   - Free may spend its 10 sign-up enhancements inline (the registration record gives them;
//     spec 000 §6 "needs credits"), then sees the upgrade prompt.
//   - The first (7-day) period of Premium monthly carries the full monthly allowance: the spec
//     shows one allowance per plan and no reduced trial allowance.
//   - Credits do not roll over: at each paid period the balance is set to the allowance.
//
// ## Which templates and colours Free gets
//
// Free: Business ("Modern", the default template every new resume starts in, spec 000 §9) and
// Classic ("Minimal"): both are neutral one-page designs that suit any job, so the Free user's
// one resume looks professional. Colours: grey (the default, #808080), navy (#1f3a5f) and green
// (#2e6f57): exactly the three colours both Free templates' palettes share (palettes.ts), so a
// Free user can switch between the two templates without losing their colour.
// Standard: every selectable template (8; "Professional" is "coming soon", the spec's "9" counts
// it and "five" in other copy is outdated) and 8 colours = the three Free colours plus the five
// of the chosen template's palette. Premium: every template and colour, including custom ones.
//
// ## The desktop
//
// Signed out, and signed in while the cloud cannot be reached, the desktop's rules are in
// desktop.ts, beside this table and decided by the same decide(): signed out, Free's look with
// local engines and no credits; signed in offline, the account's cached plan (3 days), where a
// credit only the cloud can count (Free's and Standard's one-off credits) waits for the cloud,
// and after the cache's expiry the signed-out rule, never less.
import { TEMPLATES, type TemplateName } from '../resume/resume'
import { TEMPLATE_PALETTES } from '../resume/palettes'

export const CURRENCIES = ['eur', 'try'] as const
export type Currency = (typeof CURRENCIES)[number]

/** The plans a user can be on. `free` is the default; billing off gives `premium_monthly`'s allowances. */
export const PLAN_IDS = ['free', 'standard', 'premium_monthly', 'premium_quarterly'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/** The spec's premiumType values (session storage, user record) for the two Premium plans. */
export const PREMIUM_TYPES_BY_PLAN = {
  premium_monthly: 'monthly',
  premium_quarterly: 'quarterly',
} as const
export type PremiumType = (typeof PREMIUM_TYPES_BY_PLAN)[keyof typeof PREMIUM_TYPES_BY_PLAN]

export function planOfPremiumType(type: PremiumType): 'premium_monthly' | 'premium_quarterly' {
  return type === 'monthly' ? 'premium_monthly' : 'premium_quarterly'
}

/**
 * The credit kinds: each is a balance in the ledger, debited once per action and (for paid
 * plans) reset to the plan's allowance at every paid period.
 */
export const CREDIT_KINDS = ['evaluation', 'enhance', 'translate', 'import', 'download'] as const
export type CreditKind = (typeof CREDIT_KINDS)[number]

/** `null` = unlimited (no debit at all). */
export type Allowance = number | null

export interface Price {
  /** Minor units (cents, kuruş). */
  amount: number
  currency: Currency
}

export interface PlanDefinition {
  id: PlanId
  /** How it is paid: nothing, once, or a subscription. */
  billing: 'none' | 'one_off' | 'subscription'
  /** Length of a regular paid period, in months (subscriptions only). */
  periodMonths: number | null
  /** The introductory first period: its length in days and its price (Premium monthly only). */
  introductory: { days: number; price: Record<Currency, Price> } | null
  /** Price of the plan (one-off) or of each regular period (subscription). */
  price: Record<Currency, Price> | null
  /** Resumes the user may have (creation needs fewer); Free: only the first is usable. */
  maxResumes: number
  /** Imports are allowed only while the library holds fewer than this many resumes. */
  importBelowResumeCount: number
  /**
   * The templates the plan may use. Paid plans: every template a resume may carry, including one
   * the picker does not offer (Professional, "coming soon", arrives with imported resumes), so a
   * paid plan never refuses a resume its own template.
   */
  templates: readonly TemplateName[]
  /** Colours: 'all' (custom colours too), or the list of allowed colours (per template). */
  colours: 'all' | ((template: TemplateName) => readonly string[])
  /** Credits per period (paid plans) or once at sign-up/purchase (Free, Standard). */
  allowances: Record<CreditKind, Allowance>
  /** Guided enhancement: suggestions with index below this are free; `null` = no limit. */
  guidedFreeSteps: number | null
  /**
   * Public share links (issue 19.3): a resume published as a page anyone with the link can read
   * and print. Premium only: the page and its Download PDF button would otherwise replace the
   * paid download (a Standard purchase covers one file, not a public page that prints forever).
   * A link of an owner who is no longer Premium answers 404 until they are again.
   */
  shareLinks: boolean
  /**
   * Version history (issue 19.4) on every plan: it protects the user's own work, and losing
   * nothing is a promise of the product, not a paid extra. Premium keeps automatic snapshots
   * longer. Named snapshots are kept until deleted on every plan (see SNAPSHOT_LIMITS).
   */
  snapshotKeepDays: number
  /**
   * Cover letters (issue 19.1) the user may keep. Writing one is on every plan: a letter is the
   * companion of the resume it is linked to, and Free's one usable resume deserves one letter to
   * go with it (a letter costs nothing to store or edit). Premium: 20, two per resume at its cap
   * of 10 (a letter per job applied to), bounded like resumes. What costs money goes through the
   * existing credits, not a new kind: the AI draft debits one enhance credit (Free spends its
   * sign-up ones), the PDF is the same download as a resume's (Free: upgrade prompt), a
   * translation one translate credit (Free has none: upgrade prompt).
   */
  maxCoverLetters: number
}

const eur = (amount: number): Price => ({ amount, currency: 'eur' })
const tryLira = (amount: number): Price => ({ amount, currency: 'try' })

/** Free's two templates and three colours (see the head of this file for why). */
export const FREE_TEMPLATES: readonly TemplateName[] = ['Business', 'Classic']
export const FREE_COLOURS: readonly string[] = ['#808080', '#1f3a5f', '#2e6f57']

/** Standard's 8 colours for a template: the Free three plus the template's five. */
export function standardColours(template: TemplateName): readonly string[] {
  const palette = TEMPLATE_PALETTES[template].map((c) => c.toLowerCase())
  return [...new Set([...FREE_COLOURS, ...palette])]
}

/** The guided enhancement's free steps (spec 000 §9: "Free enhancement steps: 3"). */
export const GUIDED_FREE_STEPS = 3

/** Credits of the registration record (spec 001 §3): Free's one-off allowances. */
const SIGN_UP_CREDITS: Record<CreditKind, Allowance> = {
  evaluation: 3,
  enhance: 10,
  translate: 0,
  import: 1,
  download: 0,
}

const PREMIUM_MONTHLY_ALLOWANCES: Record<CreditKind, Allowance> = {
  evaluation: 100,
  enhance: 200,
  translate: 20, // decided: the spec gives no number
  import: 50, // decided: the spec gives no number
  download: null, // unlimited (spec 001 §6)
}

export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = {
  free: {
    id: 'free',
    billing: 'none',
    periodMonths: null,
    introductory: null,
    price: null,
    maxResumes: 1,
    importBelowResumeCount: 1,
    templates: FREE_TEMPLATES,
    colours: () => FREE_COLOURS,
    allowances: SIGN_UP_CREDITS,
    guidedFreeSteps: GUIDED_FREE_STEPS,
    shareLinks: false,
    snapshotKeepDays: 7,
    maxCoverLetters: 1,
  },
  standard: {
    id: 'standard',
    billing: 'one_off',
    periodMonths: null,
    introductory: null,
    price: { eur: eur(99), try: tryLira(2499) },
    maxResumes: 1,
    importBelowResumeCount: 1,
    templates: TEMPLATES,
    colours: standardColours,
    // The sign-up credits stay; the purchase adds exactly one PDF download.
    allowances: { ...SIGN_UP_CREDITS, download: 1 },
    guidedFreeSteps: GUIDED_FREE_STEPS,
    shareLinks: false,
    snapshotKeepDays: 7,
    maxCoverLetters: 1,
  },
  premium_monthly: {
    id: 'premium_monthly',
    billing: 'subscription',
    periodMonths: 1,
    introductory: { days: 7, price: { eur: eur(199), try: tryLira(4999) } },
    price: { eur: eur(999), try: tryLira(24999) },
    maxResumes: 10,
    importBelowResumeCount: 10,
    templates: TEMPLATES,
    colours: 'all',
    allowances: PREMIUM_MONTHLY_ALLOWANCES,
    guidedFreeSteps: null,
    shareLinks: true,
    snapshotKeepDays: 90,
    maxCoverLetters: 20,
  },
  premium_quarterly: {
    id: 'premium_quarterly',
    billing: 'subscription',
    periodMonths: 4,
    introductory: null,
    price: { eur: eur(2999), try: tryLira(74999) },
    maxResumes: 10,
    importBelowResumeCount: 10,
    templates: TEMPLATES,
    colours: 'all',
    allowances: {
      evaluation: 400,
      enhance: 800,
      translate: 80, // decided: 4 × the monthly figure
      import: 200, // decided: 4 × the monthly figure
      download: null,
    },
    guidedFreeSteps: null,
    shareLinks: true,
    snapshotKeepDays: 90,
    maxCoverLetters: 20,
  },
}

/**
 * What a Premium quarterly subscriber saves against four months of Premium monthly
 * (the spec's savings badge: 9.97 EUR / 249.97 TRY).
 */
export function quarterlySavings(currency: Currency): Price {
  const monthly = PLANS.premium_monthly.price![currency].amount
  const quarterly = PLANS.premium_quarterly.price![currency].amount
  return { amount: 4 * monthly - quarterly, currency }
}

/** What the checkout charges today for a plan (the introductory price if there is one). */
export function firstCharge(plan: PlanId, currency: Currency): Price | null {
  const definition = PLANS[plan]
  return definition.introductory?.price[currency] ?? definition.price?.[currency] ?? null
}

/** "9.99" / "249,99": the amount in the currency's usual notation, without a symbol. */
export function formatAmount(price: Price, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price.amount / 100)
}

/** The amount with its currency, e.g. "€9.99" or "₺249,99", in the interface locale. */
export function formatPrice(price: Price, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency.toUpperCase(),
  }).format(price.amount / 100)
}

/** TR pays in lira, everyone else in euro (spec 001 §9). */
export function currencyForCountry(country: string | null | undefined): Currency {
  return country?.toUpperCase() === 'TR' ? 'try' : 'eur'
}

export function planIncludesTemplate(plan: PlanId, template: TemplateName): boolean {
  return PLANS[plan].templates.includes(template)
}

export function planIncludesColour(plan: PlanId, template: TemplateName, colour: string): boolean {
  const colours = PLANS[plan].colours
  if (colours === 'all') return true
  return colours(template).some((c) => c.toLowerCase() === colour.toLowerCase())
}

/**
 * Features not built yet, decided now so they ship with the right gate. The entitlements
 * module gets an action for each when the feature is built (entitlements.ts).
 */
export const FUTURE_FEATURES = {
  /** DOCX export is another download: same gate and same download credit as the PDF. */
  docxExport: { plans: ['standard', 'premium_monthly', 'premium_quarterly'], perMonth: null },
} as const

/**
 * How much version history a resume keeps (issue 19.4), the documented rule:
 *  - automatic snapshots (the editing interval, before an AI acceptance, a translation update, a
 *    conflict resolution or a restore) are kept for the plan's `snapshotKeepDays` and at most
 *    `automatic` per resume: when one more is taken, the oldest automatic ones beyond the cap
 *    and those older than the plan keeps are deleted;
 *  - named snapshots (saved by the user) are never deleted automatically; at most `named` per
 *    resume, and saving one more is refused with a message asking to delete one first;
 *  - an automatic snapshot is taken while editing when the last snapshot of the resume is older
 *    than `intervalMinutes` (checked on every autosave, so an idle resume takes none).
 */
export const SNAPSHOT_LIMITS = { automatic: 30, named: 20, intervalMinutes: 10 } as const
