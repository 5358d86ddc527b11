// Serves the built web app (WEB_DIST_DIR): hashed files under /assets/ cached for a year,
// everything else revalidated; each public page as its prerendered HTML in its language (the same
// HTML for crawlers and people, pages.ts), and for any other page the SPA routes itself the app
// shell of the path's language, marked noindex: every GET that is neither a server path of the
// route table nor a missing file, whatever its Accept header (deep links opened by scripts, link
// previews and `curl` get the app too). A build without prerendered pages gets index.html.
import { createReadStream, existsSync } from 'node:fs'
import { join } from 'node:path'
import { isServerPath } from '@shared/api'
import type { Middleware } from 'koa'
import send from 'koa-send'
import type { AppContext, AppState } from '../../context'
import { createHash } from 'node:crypto'
import {
  createSiteFiles,
  withPageHead,
  withScriptHashes,
  type FilledFile,
  type SiteOptions,
} from './pages'

export const WEB_NOT_BUILT = 'The web app is not built; run npm run build:web'
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/**
 * A path whose last segment has a file extension (/favicon.ico, /logo.svg) names a file, not a
 * page: when it is missing it answers 404 rather than the app. Client routes have no extension.
 */
function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf('/') + 1))
}

/** 304 when the browser's copy is current (Last-Modified set by koa-send). */
function answerNotModified(ctx: AppContext) {
  if (!ctx.fresh) return
  const body: unknown = ctx.body
  if (body && typeof body === 'object' && 'destroy' in body && typeof body.destroy === 'function')
    body.destroy()
  ctx.status = 304
  ctx.body = null
}

async function sendFile(
  ctx: AppContext,
  root: string,
  path: string,
  cacheControl: string,
): Promise<boolean> {
  try {
    const served = await send(ctx, path, {
      root,
      hidden: false,
      format: false,
      setHeaders: (res) => res.setHeader('Cache-Control', cacheControl),
    })
    if (!served) return false
  } catch {
    // Missing files, directories and paths that try to leave the root: not a file we serve.
    ctx.remove('Cache-Control')
    return false
  }
  answerNotModified(ctx)
  return true
}

/** Answers with a filled prerendered file (HTML, sitemap.xml or robots.txt). */
function sendFilled(ctx: AppContext, file: FilledFile, type: string) {
  ctx.set('Cache-Control', REVALIDATE)
  ctx.etag = file.etag
  const csp = ctx.response.get('Content-Security-Policy')
  if (csp) ctx.set('Content-Security-Policy', withScriptHashes(csp, file.scriptHashes))
  ctx.type = type
  ctx.status = 200
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  ctx.body = file.body
}

const DEFAULT_SITE: SiteOptions = { publicUrl: 'http://localhost:8787', operator: null }

export function serveWeb(
  webDistDir: string,
  site: SiteOptions = DEFAULT_SITE,
  options: {
    /**
     * The head of a page path that has its own (a share link's: robots rule, title and
     * description; noindex unless its owner opted in), or null for every other path.
     */
    sharePage?: (path: string) => Promise<{
      robots: string | null
      title: string
      description: string
    } | null>
  } = {},
): Middleware<AppState> {
  const indexFile = join(webDistDir, 'index.html')
  const files = createSiteFiles(webDistDir, site)
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next()
    const ownHead = options.sharePage ? await options.sharePage(ctx.path) : null
    if (ownHead?.robots) ctx.set('X-Robots-Tag', ownHead.robots)

    // The raw prerendered files are read through `files` only, filled in.
    if (ctx.path.startsWith('/pages/')) return next()
    if (ctx.path === '/sitemap.xml' || ctx.path === '/robots.txt') {
      const text = files.text(ctx.path === '/sitemap.xml' ? 'sitemap.xml' : 'robots.txt')
      if (!text) return next()
      sendFilled(
        ctx,
        text,
        ctx.path === '/sitemap.xml'
          ? 'application/xml; charset=utf-8'
          : 'text/plain; charset=utf-8',
      )
      return
    }
    const page = files.page(ctx.path)
    if (page) {
      sendFilled(ctx, page, 'text/html; charset=utf-8')
      return
    }

    const isIndex = ctx.path === '/' || ctx.path === '/index.html'
    if (!isIndex) {
      const cache = ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
      if (await sendFile(ctx, webDistDir, ctx.path, cache)) return
      // A missing hashed file is a stale page asking for an old build: never answer it with HTML.
      if (ctx.path.startsWith('/assets/') || looksLikeFile(ctx.path)) return next()
    }

    // Pages behind a login, unknown paths (the app shows its 404 page) and token pages: the
    // app shell in the path's language, kept out of search results.
    const shell = files.shell(ctx.path)
    if (shell && ownHead) {
      // A share link: the shell with the link's own head, its robots rule in the HTML as well
      // as in the header, so a crawler that reads only the HTML is told the same.
      const body = withPageHead(shell.body, ownHead)
      sendFilled(
        ctx,
        {
          ...shell,
          body,
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        },
        'text/html; charset=utf-8',
      )
      return
    }
    if (shell) {
      ctx.set('X-Robots-Tag', 'noindex')
      sendFilled(ctx, shell, 'text/html; charset=utf-8')
      return
    }

    if (!existsSync(indexFile)) {
      ctx.status = 503
      ctx.type = 'text/plain; charset=utf-8'
      ctx.set('Cache-Control', 'no-store')
      ctx.body = WEB_NOT_BUILT
      return
    }
    if (await sendFile(ctx, webDistDir, 'index.html', REVALIDATE)) {
      ctx.type = 'text/html; charset=utf-8'
      return
    }
    // index.html vanished between the check and the read (a rebuild in progress).
    ctx.set('Cache-Control', 'no-cache')
    ctx.type = 'text/html; charset=utf-8'
    ctx.body = createReadStream(indexFile)
  }
}
