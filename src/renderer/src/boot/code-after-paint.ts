// A prerendered page paints before its code downloads (issue 17 point 6). The page is complete
// HTML (prerender.tsx), so its first paint needs nothing but the HTML; the app's code only
// hydrates it. If the module script and its preloads are in the HTML, the browser's preload
// scanner starts all of them while the HTML itself is still arriving, and on a phone's slow
// connection the page's own bytes then share the line with a few hundred kilobytes of code it
// does not need to paint. So a prerendered page names its code in a JSON block, and this inline
// script adds the preloads and the module script right after the first frame has been
// produced (a frame, then a task); in a hidden tab, where no frame comes, at once (also when the
// tab is hidden before its first frame). The app shell
// (every other path) keeps its script tags: it has nothing to paint without the code.
//
// The script is the same on every page (the cloud allows inline scripts by their hash,
// cloud/src/routes/web/pages.ts); the page's files come from the JSON block.

/** What the JSON block holds: the entry module and the modules to preload beside it. */
export interface PageCode {
  entry: string
  preload: string[]
}

/**
 * Runs in the page: plain ES2017, no imports, no closures over this module (it is inlined as its
 * source text).
 */
export function codeAfterPaint(): void {
  const data = document.getElementById('page-code')
  if (!data) return
  const code = JSON.parse(data.textContent || '{}') as PageCode
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of code.preload || []) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.setAttribute('crossorigin', '')
      link.href = href
      document.head.appendChild(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.setAttribute('crossorigin', '')
    script.src = code.entry
    document.head.appendChild(script)
  }
  if (document.visibilityState === 'hidden') start()
  else {
    requestAnimationFrame(() => setTimeout(start, 0))
    // Hidden before its first frame (a link opened into a background tab): no frame will come.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') start()
    })
  }
}

/** The inline script's text: the function above, called. */
export function codeAfterPaintSource(): string {
  return `(${codeAfterPaint.toString()})()`
}

/**
 * Takes the module script and its preloads out of a built page and names them in the JSON block
 * the inline script reads, at the end of the body. A page without a module script is returned as
 * it is.
 */
export function loadCodeAfterPaint(html: string): string {
  let entry: string | undefined
  const preload: string[] = []
  const rest = html.replace(
    /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script|link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*)>/g,
    (_tag, src: string | undefined, href: string | undefined) => {
      if (src) entry = src
      if (href) preload.push(href)
      return ''
    },
  )
  if (!entry) return html
  const json = JSON.stringify({ entry, preload } satisfies PageCode)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
  return rest.replace(
    '</body>',
    `<script type="application/json" id="page-code">${json}</script><script>${codeAfterPaintSource()}</script>\n  </body>`,
  )
}
