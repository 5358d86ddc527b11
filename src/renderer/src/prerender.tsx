// The build-time renderer (issue 17 point 5): every public page of the route table (`seo` set)
// rendered through the app's own router, in English, German and Turkish, into real HTML with its
// search-engine data (seo/head.ts) and the loading page (boot/boot-script.ts); plus the app shell
// each language serves for the other paths, sitemap.xml and robots.txt. Built by
// vite.prerender.config.ts for Node and run by scripts/prerender.mjs after the web build, which
// writes what `renderSite` returns into dist/web; the cloud serves it (cloud/src/routes/web).
// The browser hydrates these pages (main.tsx), so they must render exactly what the app renders
// on its first pass: a signed-out visitor whose session is still being checked.
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import bootDe from './boot/tips/de.json'
import bootEn from './boot/tips/en.json'
import bootTr from './boot/tips/tr.json'
import { bootAssets, bootMarkup, type BootTexts } from './boot/boot-script'
import { loadCodeAfterPaint } from './boot/code-after-paint'
import { smallScreenScript } from './boot/small-screen-script'
import { faqEntries } from './features/site/faq'
import { planPriceValues } from './features/site/plan-prices'
import { i18next, initI18n } from './i18n'
import { loadLazyTexts } from './i18n/lazy-texts'
import { LOCALES, localizedPath, type Locale } from './i18n/locale'
import seoDe from './i18n/locales/de/seo.json'
import seoEn from './i18n/locales/en/seo.json'
import seoTr from './i18n/locales/tr/seo.json'
import { SMALL_SCREEN_PAGES } from './routes/guard-rules'
import { AppRoutes, hasScreen } from './routes/router'
import { pageMeta } from './routes/page-meta'
import { pathTo, SEO_ROUTES, type RouteName } from './routes/route-table'
import { LAZY_SCREENS } from './routes/screens'
import { ORIGIN_PLACEHOLDER, escapeHtml, pageHead, type SeoTexts } from './seo/head'

const SEO: Record<Locale, SeoTexts> = { en: seoEn.seo, de: seoDe.seo, tr: seoTr.seo }
export const BOOT: Record<Locale, BootTexts> = { en: bootEn, de: bootDe, tr: bootTr }

export interface RenderedFile {
  /** Path inside dist/web. */
  file: string
  content: string
}

async function renderApp(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  )
  return new Response(prelude).text()
}

/** The file a page path is written to: /de/about → pages/de/about.html, / → pages/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'pages/index.html' : `pages${path}.html`
}

/** The app shell of a language, for every path that is not prerendered. */
export function shellFile(locale: Locale): string {
  return `pages/_shell/${locale}.html`
}

function fill(
  template: string,
  parts: {
    locale: Locale
    head: string
    root: string
    rootAttributes: string
    body: string
    /** An inline script that must run before anything else loads (right after the viewport). */
    early?: string
  },
): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div> to prerender into')
  const viewport = /<meta\s+name="viewport"[^>]*>/
  if (parts.early && !viewport.test(template))
    throw new Error('index.html has no viewport meta to put the early script after')
  return template
    .replace(viewport, (meta) => (parts.early ? `${meta}\n    ${parts.early}` : meta))
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.locale}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `    ${parts.head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"${parts.rootAttributes}>${parts.root}</div>${parts.body}`,
    )
}

/**
 * The source modules (Vite manifest keys) of the prerendered screens that load on demand
 * (routes/screens.ts). Their stylesheets go into the page's head, so the HTML is styled before
 * any script runs (without them the page would paint unstyled and shift when its code adds
 * them), and their scripts are preloaded, so the page hydrates without waiting for the entry to
 * ask for them.
 */
/** The part of Vite's build manifest (.vite/manifest.json) read here. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

export const SCREEN_MODULES: Partial<Record<RouteName, string>> = {
  Info: 'src/features/site/pages/InfoPage.tsx',
  CvEvaluation: 'src/features/evaluation/EvaluationPage.tsx',
  Pricing: 'src/features/payments/PricingPage.tsx',
  About: 'src/features/site/pages/AboutPage.tsx',
  Contact: 'src/features/site/pages/ContactPage.tsx',
  Faq: 'src/features/site/pages/FaqPage.tsx',
  Imprint: 'src/features/legal/ImprintPage.tsx',
  Terms: 'src/features/legal/TermsPage.tsx',
  Privacy: 'src/features/legal/PrivacyPage.tsx',
  Cancellation: 'src/features/legal/CancellationPage.tsx',
}

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into
  if (!manifest[key]) throw new Error(`The Vite manifest has no entry ${key}.`)
  into.add(key)
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into)
  return into
}

/** The stylesheet and module-preload links of a lazily loaded screen, beyond the entry's. */
export function screenLinks(manifest: Manifest, route: RouteName): string {
  if (!LAZY_SCREENS[route]) return ''
  const key = SCREEN_MODULES[route]
  if (!key) throw new Error(`SCREEN_MODULES has no source module for the screen of ${route}.`)
  const entry = closure(manifest, 'index.html')
  const own = [...closure(manifest, key)].filter((chunk) => !entry.has(chunk))
  const entryCss = new Set([...entry].flatMap((chunk) => manifest[chunk]?.css ?? []))
  const css = [...new Set(own.flatMap((chunk) => manifest[chunk]?.css ?? []))].filter(
    (file) => !entryCss.has(file),
  )
  const scripts = own.map((chunk) => manifest[chunk]!.file).filter((file) => file.endsWith('.js'))
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ')
}

export interface Site {
  files: RenderedFile[]
  /** The prerendered paths, for the log. */
  pages: string[]
  /** Routes of the table with `seo` but no screen yet: served as the app shell. */
  skipped: string[]
}

/** Every file of the prerendered site, from the built index.html. */
/**
 * Puts the stylesheets a page links into the page itself (`readAsset` reads a built file): a
 * prerendered page then paints from its HTML alone, without waiting for a round trip per
 * stylesheet (render-blocking requests are most of a phone's first paint on a slow network).
 * The files stay in the build for the app shell and for the screens the app opens later.
 */
export function inlineStylesheets(html: string, readAsset: (file: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
    (_, file: string) => `<style>${readAsset(file).replace(/<\/style/gi, '<\\/style')}</style>`,
  )
}

export async function renderSite(
  template: string,
  manifest?: Manifest,
  readAsset?: (file: string) => string,
): Promise<Site> {
  await initI18n('en')
  const files: RenderedFile[] = []
  const pages: string[] = []
  const skipped: string[] = []
  const sitemap: string[] = []
  for (const locale of LOCALES) {
    await i18next.changeLanguage(locale)
    const boot = bootAssets(BOOT[locale], false)
    // The FAQ page's own entries and prices (features/site/faq.ts): what search engines are told
    // is what the page shows.
    await loadLazyTexts('home', locale)
    const faq = faqEntries(i18next.t, planPriceValues(locale))
    for (const route of SEO_ROUTES) {
      if (!hasScreen(route.name)) {
        if (locale === 'en') skipped.push(route.name)
        continue
      }
      const path = localizedPath(route.path, locale)
      const root = await renderApp(path)
      const meta = pageMeta(route, i18next.t as unknown as (key: string) => string)
      const links = manifest ? screenLinks(manifest, route.name) : ''
      const head = [
        pageHead({ route: route.name, locale, texts: SEO[locale], faq, meta }),
        links,
        boot.head,
      ]
        .filter(Boolean)
        .join('\n    ')
      const page = fill(template, {
        locale,
        head,
        root,
        rootAttributes: ` data-prerendered="${escapeHtml(path)}"`,
        body: boot.body,
        // Small screens go to the info page before this one paints (spec 001 §2.2 rule 3).
        early: SMALL_SCREEN_PAGES.has(route.name)
          ? undefined
          : `<script>${smallScreenScript(localizedPath(pathTo('Info'), locale))}</script>`,
      })
      files.push({
        file: pageFile(path),
        content: loadCodeAfterPaint(readAsset ? inlineStylesheets(page, readAsset) : page),
      })
      pages.push(path)
      if (route.seo === 'index') sitemap.push(path)
    }
    const shellBoot = bootAssets(BOOT[locale], true)
    files.push({
      file: shellFile(locale),
      content: fill(template, {
        locale,
        head: `<title>${escapeHtml(SEO[locale].siteName)}</title>\n    <meta name="robots" content="noindex" data-seo>\n    ${shellBoot.head}`,
        root: bootMarkup(BOOT[locale]),
        rootAttributes: '',
        body: shellBoot.body,
      }),
    })
  }
  files.push({ file: 'sitemap.xml', content: sitemapXml(sitemap) })
  files.push({ file: 'robots.txt', content: robotsTxt() })
  return { files, pages, skipped }
}

/** sitemap.xml: every indexable page in every language, each with its language versions. */
export function sitemapXml(paths: readonly string[]): string {
  const byRest = new Map<string, string[]>()
  for (const path of paths) {
    const rest = path.replace(/^\/(de|tr)(?=\/|$)/, '') || '/'
    byRest.set(rest, [...(byRest.get(rest) ?? []), path])
  }
  const entries = paths.map((path) => {
    const rest = path.replace(/^\/(de|tr)(?=\/|$)/, '') || '/'
    const alternates = LOCALES.filter((locale) =>
      byRest.get(rest)?.includes(localizedPath(rest, locale)),
    ).map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${ORIGIN_PLACEHOLDER}${localizedPath(rest, locale)}"/>`,
    )
    return [
      '  <url>',
      `    <loc>${ORIGIN_PLACEHOLDER}${path}</loc>`,
      ...alternates,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN_PLACEHOLDER}${localizedPath(rest, 'en')}"/>`,
      '  </url>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

/** robots.txt: everything may be crawled (pages behind a login say noindex themselves). */
export function robotsTxt(): string {
  return `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml
`
}
