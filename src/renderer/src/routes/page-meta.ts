// The title, description and robots rule of every route (spec 001 §2.1, §2.2 rule 9) in one
// place: the shell applies them after each navigation (usePageMeta in AppShell), and the
// prerendering of the public pages can read the same texts, so a page never says one thing to
// a search engine and another to the browser. The texts are interface texts (pageMeta.* in
// locales/<lang>/meta.json); a screen that already names itself keeps its own key so its
// heading and its title agree.
import type { RouteDefinition, RouteName } from './route-table'
import { needsNoindex } from './guard-rules'

/**
 * The title keys of screens that name themselves (their heading and their title agree); every
 * other route's title is `pageMeta.<Name>.title`.
 */
const SCREEN_TITLE_KEYS: Partial<Record<RouteName, string>> = {
  Home: 'home.title',
  Account: 'account.title',
  Library: 'library.title',
  CvCreation: 'editor.title',
  CvEnhancement: 'enhance.guided.title',
  CvExisting: 'importPage.title',
  CvEvaluation: 'evaluationPage.title',
  Pricing: 'payments.pricing.title',
  Payment: 'payments.payment.title',
  Error: 'notFound.title',
}

/** The i18n key of a route's title. */
export function titleKey(name: RouteName): string {
  return SCREEN_TITLE_KEYS[name] ?? `pageMeta.${name}.title`
}

/** The i18n key of a route's description. */
export function descriptionKey(name: RouteName): string {
  return `pageMeta.${name}.description`
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
    title: documentTitle(t(titleKey(route.name))),
    description: t(descriptionKey(route.name)),
    noindex: needsNoindex(route),
  }
}

/** Marks the tags this module owns, so it removes only its own (prerendered tags stay). */
const OWN = 'data-page-meta'

/**
 * Writes the meta into the document head: the title, one description (the first description
 * tag is reused, any further one removed, so a prerendered page never shows two), and a
 * `noindex` robots tag of its own on pages behind a login. Canonical and language links are the
 * search-engine head's (seo), not this module's.
 */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title
  const descriptions = [...doc.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')]
  let description = descriptions.shift()
  for (const extra of descriptions) extra.remove()
  if (!description) {
    description = doc.createElement('meta')
    description.setAttribute('name', 'description')
    doc.head.appendChild(description)
  }
  description.setAttribute('content', meta.description)

  const robots = doc.head.querySelector(`meta[name="robots"][${OWN}]`)
  if (meta.noindex && !robots) {
    const tag = doc.createElement('meta')
    tag.setAttribute('name', 'robots')
    tag.setAttribute('content', 'noindex')
    tag.setAttribute(OWN, '')
    doc.head.appendChild(tag)
  } else if (!meta.noindex) robots?.remove()
}
