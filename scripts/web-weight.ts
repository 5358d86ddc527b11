// What a browser downloads to show each page of the web app, computed from the built files
// (dist/web and the Vite manifest the web build writes): the HTML entry's script and styles,
// every chunk they import statically, and the page's own lazily loaded screen and texts, which
// the app starts loading at once (src/renderer/src/main.tsx). Font stylesheets, which only
// pages that show a resume load (templates/fonts.ts), are counted apart. Sizes are gzipped, as
// a server sends them. Used by `npm run bench` and by the budget test (tests/e2e).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'

/** The home page's budget of issue 11 point 8 (JS and CSS, gzipped, before fonts). */
export const HOME_BUDGET_KB = 150

export interface WebRoute {
  /** The page as a user opens it. */
  path: string
  /**
   * Manifest keys of the lazily loaded modules the page needs at once: its screen (none for the
   * home page, which is part of the entry) and the interface texts of a language other than
   * English.
   */
  lazy: string[]
  /** Manifest keys of the font stylesheet modules the page loads for its resume. */
  fonts: string[]
  /** The target of issue 11 point 8, when the page has one. */
  budgetKb?: number
}

const ENTRY = 'index.html'
const BASE_FONTS = 'src/templates/fonts/base.ts'

/** The pages `npm run bench` reports; a resume in English unless the path says otherwise. */
export const WEB_ROUTES: readonly WebRoute[] = [
  { path: '/', lazy: [], fonts: [], budgetKb: HOME_BUDGET_KB },
  // The home page in German and Turkish: the same budget, plus that language's texts.
  { path: '/de', lazy: ['src/i18n/locales/de.ts'], fonts: [], budgetKb: HOME_BUDGET_KB },
  { path: '/tr', lazy: ['src/i18n/locales/tr.ts'], fonts: [], budgetKb: HOME_BUDGET_KB },
  {
    path: '/library',
    lazy: ['src/features/library/LibraryPage.tsx'],
    fonts: [BASE_FONTS],
  },
  {
    path: '/cv-creation/<id>',
    lazy: ['src/features/editor/EditorPage.tsx'],
    fonts: [BASE_FONTS],
  },
  {
    path: '/cv-creation/<id> (Japanese resume)',
    lazy: ['src/features/editor/EditorPage.tsx'],
    fonts: [BASE_FONTS, 'src/templates/fonts/japanese.ts'],
  },
]

export interface RouteWeight {
  path: string
  /** Every JS and CSS file of the first load, relative to the build folder. */
  files: string[]
  /** Gzipped bytes of those files. */
  gzipBytes: number
  /** The font stylesheets the page adds, relative to the build folder. */
  fontFiles: string[]
  /** Gzipped bytes of the font stylesheets (the font files load as the text needs them). */
  fontGzipBytes: number
  budgetKb?: number
}

export function readManifest(buildDir: string): Manifest {
  const file = join(buildDir, '.vite', 'manifest.json')
  if (!existsSync(file))
    throw new Error(`No Vite manifest at ${file}: build the web app first (npm run build:web).`)
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

/** The files of the chunks named by `keys` and of every chunk they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The Vite manifest has no entry ${key}.`)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...files]
}

const gzipCache = new Map<string, number>()

export function gzipSize(buildDir: string, file: string): number {
  const path = join(buildDir, file)
  let size = gzipCache.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length
    gzipCache.set(path, size)
  }
  return size
}

function sum(buildDir: string, files: readonly string[]): number {
  return files.reduce((total, file) => total + gzipSize(buildDir, file), 0)
}

export function routeWeight(buildDir: string, manifest: Manifest, route: WebRoute): RouteWeight {
  const files = staticClosure(manifest, [ENTRY, ...route.lazy]).filter((file) =>
    /\.(js|mjs|css)$/.test(file),
  )
  const loaded = new Set(files)
  // Only the stylesheets: a font group's JS is an empty module that adds them.
  const fontFiles = staticClosure(manifest, route.fonts).filter(
    (file) => file.endsWith('.css') && !loaded.has(file),
  )
  return {
    path: route.path,
    files,
    gzipBytes: sum(buildDir, files),
    fontFiles,
    fontGzipBytes: sum(buildDir, fontFiles),
    budgetKb: route.budgetKb,
  }
}

export function webWeights(buildDir: string): RouteWeight[] {
  const manifest = readManifest(buildDir)
  return WEB_ROUTES.map((route) => routeWeight(buildDir, manifest, route))
}

export const kb = (bytes: number) => bytes / 1000
