// Serves the built print page (dist/web or out/renderer) to Chromium from memory, under an
// origin that exists nowhere else. Chromium never touches the network: every request outside
// the bundle is refused, so a resume can never make the server fetch anything (no SSRF, no
// tracking pixels, no font hosts).
import { readFileSync, statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
import { PRINT_ENTRY } from '@shared/export'
import type { BrowserContext } from 'playwright-core'

export const PRINT_ORIGIN = 'http://print.vitae.invalid'
export const PRINT_URL = `${PRINT_ORIGIN}/${PRINT_ENTRY}`

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

export class MissingBundleError extends Error {
  constructor(readonly bundleDir: string) {
    super(
      `The print page is not built: ${join(bundleDir, PRINT_ENTRY)} is missing. Run npm run build:web first.`,
    )
    this.name = 'MissingBundleError'
  }
}

export function assertBundle(bundleDir: string): void {
  try {
    if (statSync(join(bundleDir, PRINT_ENTRY)).isFile()) return
  } catch {
    // reported below
  }
  throw new MissingBundleError(bundleDir)
}

/** The file of the bundle a URL names, or null when it is not inside the bundle. */
export function bundleFile(bundleDir: string, url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.origin !== PRINT_ORIGIN) return null
  const root = resolve(bundleDir)
  const file = resolve(root, `.${decodeURIComponent(parsed.pathname)}`)
  return file.startsWith(root + sep) ? file : null
}

/** Routes every request of the context: bundle files from memory, anything else refused. */
export async function serveBundle(context: BrowserContext, bundleDir: string): Promise<void> {
  // The bundle does not change while the process runs; hashed assets make that safe to assume.
  const cache = new Map<string, Buffer | null>()
  const read = (file: string): Buffer | null => {
    if (!cache.has(file)) {
      try {
        cache.set(file, readFileSync(file))
      } catch {
        cache.set(file, null)
      }
    }
    return cache.get(file) ?? null
  }
  await context.route('**/*', async (route) => {
    const file = bundleFile(bundleDir, route.request().url())
    if (!file) return route.abort('blockedbyclient')
    const body = read(file)
    if (!body) return route.fulfill({ status: 404, body: 'Not found' })
    return route.fulfill({
      status: 200,
      body,
      headers: {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'max-age=31536000',
      },
    })
  })
}
