// The loading page (issue 17 point 7, spec 000 §2 "Other screens", 001 §9): while the app's code
// downloads on a slow connection, the page shell shows shuffled resume tips that change every
// 10 s, and if the code has not started after 120 s a message with a Reload button. It is part
// of the HTML itself (written into every page by the prerender, src/renderer/src/prerender.tsx),
// not of the JavaScript it waits for: `bootScript` runs as an inline script, its texts come from
// a JSON block next to it (so the script, and the hash the cloud's CSP allows it by, is the same
// in every language), and React replaces the whole loading page when the app renders into #root.
//
// main.tsx sets `window.vitaeStarted` as the first thing the app does.

export const TIP_INTERVAL_MS = 10_000
export const CODE_TIMEOUT_MS = 120_000

/** The texts one language's loading page needs (src/renderer/src/boot/tips/<locale>.json). */
export interface BootTexts {
  loading: string
  tipLabel: string
  failedTitle: string
  failedText: string
  reload: string
  tips: string[]
}

/**
 * Runs in the page before any module: plain ES2017, no imports, no closures over this module
 * (it is inlined as its source text). Finds #boot-data; shows the tips when the page has a
 * #boot-tip (the app shell); always arms the 120 s message.
 */
export function bootScript(): void {
  const data = document.getElementById('boot-data')
  if (!data) return
  const texts = JSON.parse(data.textContent || '{}') as BootTexts
  const tipBox = document.getElementById('boot-tip')
  if (tipBox && texts.tips && texts.tips.length > 0) {
    const tips = texts.tips.slice()
    for (let i = tips.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1))
      const swap = tips[i]!
      tips[i] = tips[j]!
      tips[j] = swap
    }
    let index = 0
    tipBox.textContent = tips[0]!
    const timer = setInterval(() => {
      // React has replaced the loading page: nothing left to rotate.
      if (!tipBox.isConnected) {
        clearInterval(timer)
        return
      }
      index = (index + 1) % tips.length
      tipBox.textContent = tips[index]!
    }, 10_000)
  }
  setTimeout(() => {
    if ((window as unknown as { vitaeStarted?: boolean }).vitaeStarted) return
    const box = document.createElement('div')
    box.className = 'boot-failed'
    box.setAttribute('role', 'alert')
    const title = document.createElement('p')
    title.className = 'boot-failed__title'
    title.textContent = texts.failedTitle
    const text = document.createElement('p')
    text.textContent = texts.failedText
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = texts.reload
    button.addEventListener('click', () => window.location.reload())
    box.append(title, text, button)
    const boot = document.getElementById('boot')
    if (boot) boot.replaceChildren(box)
    else document.body.append(box)
    button.focus()
  }, 120_000)
}

/** The inline script's text: the function above, called. */
export function bootScriptSource(): string {
  return `(${bootScript.toString()})()`
}

/** Styles of the loading page and of the failure message (inline; tiny). */
export const BOOT_CSS = `.boot{min-height:60vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:2rem 1rem;text-align:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;animation:boot-in .3s ease-out 1s both}
.boot__spinner{width:2.5rem;height:2.5rem;border:4px solid #d5dde8;border-top-color:#1d5b87;border-radius:50%;animation:boot-spin 1s linear infinite}
.boot__tip{max-width:34rem;margin:0;font-size:1.05rem;line-height:1.5}
.boot__label{font-weight:700;color:#1d5b87;margin:0}
.boot-failed{max-width:34rem;margin:1rem auto;padding:1rem 1.25rem;border:1px solid #b42318;border-radius:8px;background:#fff;color:#1f2933;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}
body>.boot-failed{position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:1000;box-shadow:0 4px 16px rgba(0,0,0,.2)}
.boot-failed__title{font-weight:700;margin:0 0 .5rem}
.boot-failed button{margin-top:.75rem;padding:.6rem 1.4rem;font:inherit;font-weight:600;color:#fff;background:#1d5b87;border:0;border-radius:6px;cursor:pointer}
@keyframes boot-spin{to{transform:rotate(360deg)}}
@keyframes boot-in{from{opacity:0}to{opacity:1}}
@media (prefers-reduced-motion:reduce){.boot,.boot__spinner{animation:none}}`

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The loading page shown inside #root of the app shell (React replaces it). */
export function bootMarkup(texts: BootTexts): string {
  return `<div id="boot" class="boot"><div class="boot__spinner" aria-hidden="true"></div><p class="boot__label" role="status">${escapeText(texts.loading)}</p><p class="boot__label" aria-hidden="true">${escapeText(texts.tipLabel)}</p><p id="boot-tip" class="boot__tip"></p></div>`
}

/**
 * The head and body parts every page carries: the styles, the texts (the tips only where the
 * loading page is shown) and the script.
 */
export function bootAssets(texts: BootTexts, withTips: boolean): { head: string; body: string } {
  const data = withTips ? texts : { ...texts, tips: [] }
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
  return {
    head: `<style>${BOOT_CSS}</style>`,
    body: `<script type="application/json" id="boot-data">${json}</script><script>${bootScriptSource()}</script>`,
  }
}
