// The search-engine data of a public page (issue 17 point 5, spec 001 §1, §2.1, §2.2 rule 9):
// title, description, keywords, canonical link, hreflang alternates, Open Graph and Twitter
// cards, robots, and JSON-LD (WebSite, Product with the plan table's prices, BreadcrumbList,
// FAQPage with the FAQ's questions). Built as HTML at build time by the prerender
// (src/renderer/src/prerender.tsx); pure, so it is tested without a browser.
//
// Two things are not known at build time and are filled in by the cloud when it serves the page
// (cloud/src/routes/web/pages.ts): the site's public origin (ORIGIN_PLACEHOLDER, from PUBLIC_URL)
// and the operator's Organization data (ORGANIZATION_PLACEHOLDER, from the operator's own
// configuration; nothing is invented when it is not set).
import { CURRENCIES, PLANS, type PlanId, type Price } from '@shared/plans'
import { LOCALES, localizedPath, type Locale } from '../i18n/locale'
import {
  ROUTE_TABLE,
  type RouteDefinition,
  type RouteName,
  type SeoRouteName,
} from '../routes/route-table'

export const ORIGIN_PLACEHOLDER = '__VITAE_ORIGIN__'
export const ORGANIZATION_PLACEHOLDER = '<!--vitae:organization-->'
/** The social-card image (build/make-og-image.ts), in src/renderer/public. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const

/** A page's own search-engine texts; its title and description are page-meta's. */
export interface RouteSeoTexts {
  keywords: string
}

/** The `seo` key of i18n/locales/<locale>/seo.json. */
export interface SeoTexts {
  siteName: string
  siteDescription: string
  ogImageAlt: string
  breadcrumbHome: string
  product: {
    name: string
    description: string
    offers: Record<'standard' | 'premium_monthly' | 'premium_quarterly', string>
  }
  routes: Record<SeoRouteName, RouteSeoTexts>
}

export interface FaqText {
  question: string
  answer: string
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', de: 'de_DE', tr: 'tr_TR' }

/** Pages whose JSON-LD carries the Product (the plans and their prices). */
const PRODUCT_PAGES: readonly RouteName[] = ['Home', 'Pricing']
/** Pages whose JSON-LD carries the FAQPage (spec 001 §1: eleven questions). */
const FAQ_PAGES: readonly RouteName[] = ['Home', 'Faq']

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** JSON inside a <script> element: "</script>" and HTML comments cannot end or open anything. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}

/** The absolute URL of an app path in a locale, on the placeholder origin. */
export function pageUrl(path: string, locale: Locale, origin = ORIGIN_PLACEHOLDER): string {
  const localized = localizedPath(path, locale)
  return `${origin}${localized}`
}

function decimal(price: Price): string {
  return (price.amount / 100).toFixed(2)
}

/** One Offer per plan with a price and per currency, straight from the plan table. */
export function productOffers(texts: SeoTexts, url: string): object[] {
  const offers: object[] = []
  for (const id of [
    'standard',
    'premium_monthly',
    'premium_quarterly',
  ] as const satisfies readonly PlanId[]) {
    const plan = PLANS[id]
    for (const currency of CURRENCIES) {
      const price = plan.price?.[currency]
      if (!price) continue
      offers.push({
        '@type': 'Offer',
        name: texts.product.offers[id],
        price: decimal(price),
        priceCurrency: currency.toUpperCase(),
        availability: 'https://schema.org/InStock',
        url,
      })
    }
  }
  return offers
}

export interface PageHeadInput {
  route: SeoRouteName
  locale: Locale
  texts: SeoTexts
  faq: readonly FaqText[]
  /**
   * The page's title and description: the same the browser shows (routes/page-meta.ts), so a
   * page never says one thing to a search engine and another to the visitor.
   */
  meta: { title: string; description: string }
}

/** The JSON-LD graph of a page (Organization is added by the cloud, see above). */
export function structuredData({ route, locale, texts, faq, meta }: PageHeadInput): object {
  const definition: RouteDefinition = ROUTE_TABLE.find((entry) => entry.name === route)!
  const home = pageUrl('/', locale)
  const url = pageUrl(definition.path, locale)
  const graph: object[] = [
    {
      '@type': 'WebSite',
      '@id': `${ORIGIN_PLACEHOLDER}/#website`,
      name: texts.siteName,
      url: home,
      description: texts.siteDescription,
      inLanguage: locale,
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: texts.breadcrumbHome, item: home },
        ...(route === 'Home'
          ? []
          : [{ '@type': 'ListItem', position: 2, name: meta.title, item: url }]),
      ],
    },
  ]
  if (PRODUCT_PAGES.includes(route)) {
    graph.push({
      '@type': 'Product',
      name: texts.product.name,
      description: texts.product.description,
      brand: { '@type': 'Brand', name: texts.siteName },
      image: `${ORIGIN_PLACEHOLDER}${OG_IMAGE.path}`,
      offers: productOffers(texts, pageUrl('/pricing', locale)),
    })
  }
  if (FAQ_PAGES.includes(route)) {
    graph.push({
      '@type': 'FAQPage',
      inLanguage: locale,
      mainEntity: faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    })
  }
  return { '@context': 'https://schema.org', '@graph': graph }
}

/** Every link a path has to its language versions: en, de, tr and x-default (English). */
export function alternateLinks(path: string, origin = ORIGIN_PLACEHOLDER): string[] {
  return [
    ...LOCALES.map(
      (code) =>
        `<link rel="alternate" hreflang="${code}" href="${escapeHtml(pageUrl(path, code, origin))}" data-seo>`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(path, 'en', origin))}" data-seo>`,
  ]
}

/** The <head> part of a prerendered page, as HTML (the title included). */
export function pageHead(input: PageHeadInput): string {
  const { route, locale, texts } = input
  const definition: RouteDefinition = ROUTE_TABLE.find((entry) => entry.name === route)!
  const own = { ...texts.routes[route], ...input.meta }
  const url = pageUrl(definition.path, locale)
  const image = `${ORIGIN_PLACEHOLDER}${OG_IMAGE.path}`
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-seo>`
  const lines = [
    `<title>${escapeHtml(own.title)}</title>`,
    meta('name', 'description', own.description),
    meta('name', 'keywords', own.keywords),
    ...(definition.seo === 'noindex' ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" data-seo>`,
    ...alternateLinks(definition.path),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', texts.siteName),
    meta('property', 'og:title', own.title),
    meta('property', 'og:description', own.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((code) => code !== locale).map((code) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[code]),
    ),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', texts.ogImageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', own.title),
    meta('name', 'twitter:description', own.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', texts.ogImageAlt),
    `<script type="application/ld+json" data-seo>${scriptJson(structuredData(input))}</script>`,
    ORGANIZATION_PLACEHOLDER,
  ]
  return lines.join('\n    ')
}
