// The title, description and robots rule of every route (spec 001 §2.1, §2.2 rule 9) in one
// place: the shell applies them after each navigation (PageMeta in AppShell), and the
// prerendering of the public pages can read the same texts, so a page never says one thing to
// a search engine and another to the browser. The texts are interface texts (pageMeta.* in
// locales/<lang>/meta.json); a screen that already names itself keeps its own key so its
// heading and its title agree.
import type { RouteDefinition, RouteName } from './route-table'
import { needsNoindex } from './guard-rules'

/** The i18n key of each route's title. */
export const TITLE_KEYS: Record<RouteName, string> = {
  Home: 'home.title',
  SmallScreen: 'pageMeta.SmallScreen.title',
  Info: 'pageMeta.Info.title',
  Account: 'payments.account.title',
  Library: 'library.title',
  VerifyAccount: 'pageMeta.VerifyAccount.title',
  ResetPassword: 'pageMeta.ResetPassword.title',
  CvCreation: 'editor.title',
  CvEnhancement: 'enhance.guided.title',
  CvExisting: 'importPage.title',
  CvEvaluation: 'evaluationPage.title',
  Pricing: 'payments.pricing.title',
  Payment: 'payments.payment.title',
  About: 'pageMeta.About.title',
  Contact: 'pageMeta.Contact.title',
  Faq: 'pageMeta.Faq.title',
  Imprint: 'pageMeta.Imprint.title',
  Terms: 'pageMeta.Terms.title',
  Privacy: 'pageMeta.Privacy.title',
  Cancellation: 'pageMeta.Cancellation.title',
  Error: 'notFound.title',
}

export const SITE_NAME = 'Vitae'

/** The document title for a page title (the same shape usePageTitle writes). */
export function documentTitle(title: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME
}

export interface PageMeta {
  title: string
  description: string
  /** Pages needing a login are not indexed (rule 9). */
  noindex: boolean
}

/** A route's meta in the language `t` speaks. */
export function pageMeta(
  route: RouteDefinition & { name: RouteName },
  t: (key: string) => string,
): PageMeta {
  return {
    title: documentTitle(t(TITLE_KEYS[route.name])),
    description: t(`pageMeta.${route.name}.description`),
    noindex: needsNoindex(route),
  }
}

function metaTag(doc: Document, name: string): HTMLMetaElement {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!tag) {
    tag = doc.createElement('meta')
    tag.setAttribute('name', name)
    doc.head.appendChild(tag)
  }
  return tag
}

/**
 * Writes the meta into the document head: title, description, robots only when noindex, and the
 * canonical address of this language variant when one is given (the web build; the desktop app
 * has no public address).
 */
export function applyPageMeta(doc: Document, meta: PageMeta, canonical?: string): void {
  doc.title = meta.title
  metaTag(doc, 'description').setAttribute('content', meta.description)
  if (meta.noindex) metaTag(doc, 'robots').setAttribute('content', 'noindex')
  else doc.head.querySelectorAll('meta[name="robots"]').forEach((tag) => tag.remove())
  if (canonical === undefined) return
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!link) {
    link = doc.createElement('link')
    link.setAttribute('rel', 'canonical')
    doc.head.appendChild(link)
  }
  link.setAttribute('href', canonical)
}
