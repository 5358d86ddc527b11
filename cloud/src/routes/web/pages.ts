// The prerendered site (issue 17 point 5; written by scripts/prerender.mjs into
// WEB_DIST_DIR/pages, see src/renderer/src/prerender.tsx): each public page in each language as
// real HTML, the app shell of each language for every other path, sitemap.xml and robots.txt.
// The files carry two placeholders only the running cloud can fill: the public origin
// (PUBLIC_URL) and the operator's Organization data (OPERATOR_*; left out when not configured).
// Each file is read and filled once and kept until it changes on disk. Inline scripts (the
// loading page's) are allowed by their hashes in the page's Content-Security-Policy.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { OperatorConfig } from '../../config'

export const ORIGIN_PLACEHOLDER = '__VITAE_ORIGIN__'
export const ORGANIZATION_PLACEHOLDER = '<!--vitae:organization-->'
const LOCALE_PREFIXES = ['de', 'tr'] as const

export interface SiteOptions {
  publicUrl: string
  operator: OperatorConfig | null
}

export interface FilledFile {
  body: string
  etag: string
  /** CSP source expressions ('sha256-…') of the inline scripts. */
  scriptHashes: string[]
}

function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}

/** The Organization JSON-LD from the operator's configuration, or nothing. */
export function organizationJsonLd(options: SiteOptions): string {
  const { operator, publicUrl } = options
  if (!operator) return ''
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: operator.name,
    url: `${publicUrl}/`,
    ...(operator.email ? { email: operator.email } : {}),
    ...(operator.socialUrls.length > 0 ? { sameAs: operator.socialUrls } : {}),
  }
  return `<script type="application/ld+json">${scriptJson(organization)}</script>`
}

/** Inline executable scripts (no src, no data type) and their CSP hashes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ''
    if (/\ssrc=/.test(attributes) || /\stype="application\/(ld\+)?json"/.test(attributes)) continue
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    )
  }
  return hashes
}

/**
 * The prerendered file of a request path: /de/about → pages/de/about.html, / → pages/index.html.
 * Only plain lower-case page paths qualify (no dots, no underscores, no trailing slash), so no
 * request reaches another file.
 */
export function pageFileOf(path: string): string | null {
  if (path === '/') return 'pages/index.html'
  if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path)) return null
  return `pages${path}.html`
}

/** The language shell of any path: by its /de or /tr prefix, else English. */
export function shellFileOf(path: string): string {
  const first = path.split('/')[1] ?? ''
  const locale = (LOCALE_PREFIXES as readonly string[]).includes(first) ? first : 'en'
  return `pages/_shell/${locale}.html`
}

export function createSiteFiles(webDistDir: string, options: SiteOptions) {
  const cache = new Map<string, { mtimeMs: number; size: number; filled: FilledFile }>()
  const organization = organizationJsonLd(options)

  /** The filled file, or null when the build has no such file. */
  function read(file: string): FilledFile | null {
    const path = join(webDistDir, file)
    let stats
    try {
      stats = statSync(path)
    } catch {
      return null
    }
    if (!stats.isFile()) return null
    const cached = cache.get(file)
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size)
      return cached.filled
    let raw: string
    try {
      raw = readFileSync(path, 'utf8')
    } catch {
      return null
    }
    const body = raw
      .replaceAll(ORIGIN_PLACEHOLDER, options.publicUrl)
      .replace(ORGANIZATION_PLACEHOLDER, organization)
    const filled: FilledFile = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      scriptHashes: file.endsWith('.html') ? inlineScriptHashes(body) : [],
    }
    cache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, filled })
    return filled
  }

  return {
    page: (path: string) => {
      const file = pageFileOf(path)
      return file ? read(file) : null
    },
    shell: (path: string) => read(shellFileOf(path)),
    text: (name: 'sitemap.xml' | 'robots.txt') => read(name),
  }
}

/** The page's CSP with its inline scripts' hashes added to script-src. */
export function withScriptHashes(csp: string, hashes: readonly string[]): string {
  if (hashes.length === 0 || !csp) return csp
  return csp.replace(/(^|;)\s*script-src([^;]*)/, (_, start: string, sources: string) => {
    return `${start}script-src${sources} ${hashes.join(' ')}`
  })
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * An HTML page with its title, description and robots meta replaced (a share link's page, served
 * as the app shell of its language): the shell's noindex goes, the given rule (if any) comes in.
 */
export function withPageHead(
  html: string,
  head: { title: string; description: string; robots: string | null },
): string {
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" data-seo>`,
    ...(head.robots
      ? [`<meta name="robots" content="${escapeAttribute(head.robots)}" data-seo>`]
      : []),
  ].join('\n    ')
  return html
    .replace(/\s*<title>[\s\S]*?<\/title>/g, '')
    .replace(/\s*<meta\s+name="(?:description|robots)"[^>]*>/g, '')
    .replace('</head>', `    ${tags}\n  </head>`)
}
