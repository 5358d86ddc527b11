// Serves the built web app (WEB_DIST_DIR): hashed files under /assets/ cached for a year,
// everything else revalidated, and index.html for any page the SPA routes itself: every GET that
// is neither a server path of the route table nor a missing file, whatever its Accept header
// (deep links opened by scripts, link previews and `curl` get the app too).
import { createReadStream, existsSync } from 'node:fs'
import { join } from 'node:path'
import { isServerPath } from '@shared/api'
import type { Middleware } from 'koa'
import send from 'koa-send'
import type { AppContext, AppState } from '../../context'

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

export function serveWeb(
  webDistDir: string,
  options: {
    /** An X-Robots-Tag for a page path (share links are noindex unless opted in), or null. */
    robots?: (path: string) => Promise<string | null>
  } = {},
): Middleware<AppState> {
  const indexFile = join(webDistDir, 'index.html')
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next()
    const robots = options.robots ? await options.robots(ctx.path) : null
    if (robots) ctx.set('X-Robots-Tag', robots)

    const isIndex = ctx.path === '/' || ctx.path === '/index.html'
    if (!isIndex) {
      const cache = ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
      if (await sendFile(ctx, webDistDir, ctx.path, cache)) return
      // A missing hashed file is a stale page asking for an old build: never answer it with HTML.
      if (ctx.path.startsWith('/assets/') || looksLikeFile(ctx.path)) return next()
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
