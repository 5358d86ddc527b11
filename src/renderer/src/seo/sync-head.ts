// Keeps the search-engine links of the page in step with client-side navigation (spec 001 §2.2
// rule 9). A prerendered page arrives with its full head (seo/head.ts); once the visitor moves to
// another page inside the app, the page-specific tags of the first one would describe the wrong
// page, so they are removed and the canonical and language links are written for the new path.
// Only on the web: the desktop app has no search engines.
import { LOCALES, localizedPath, splitLocale } from '../i18n/locale'

/** The path the page was prerendered for (data-prerendered on #root), or null. */
export function prerenderedPath(): string | null {
  return document.getElementById('root')?.getAttribute('data-prerendered') ?? null
}

function link(attributes: Record<string, string>): HTMLLinkElement {
  const element = document.createElement('link')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.setAttribute('data-seo', '')
  return element
}

/**
 * Rewrites the head's search-engine links for `pathname` (no-op for the prerendered path); the
 * title, description and robots are page-meta's (routes/page-meta.ts).
 */
export function syncHead(pathname: string): void {
  const head = document.head
  const current = head.getAttribute('data-seo-path') ?? prerenderedPath()
  if (current === pathname) return
  head.setAttribute('data-seo-path', pathname)
  for (const element of head.querySelectorAll('[data-seo]')) element.remove()
  const origin = window.location.origin
  const { rest } = splitLocale(pathname)
  const tags = [
    link({ rel: 'canonical', href: `${origin}${pathname}` }),
    ...LOCALES.map((locale) =>
      link({ rel: 'alternate', hreflang: locale, href: `${origin}${localizedPath(rest, locale)}` }),
    ),
    link({
      rel: 'alternate',
      hreflang: 'x-default',
      href: `${origin}${localizedPath(rest, 'en')}`,
    }),
  ]
  head.append(...tags)
}
