// The web's way to a PDF when the cloud cannot print (spec: "the browser's own print-to-PDF"):
// the print page is loaded in an invisible same-origin frame, renders the resume exactly as the
// cloud would, and the browser's print dialog opens on that frame, where the user picks "Save as
// PDF". The frame is removed once the dialog closes.
import { PRINT_API_GLOBAL, PRINT_ENTRY, type PrintApi, type PrintRequest } from '@shared/export'

/** How long the print page may take to load before the fallback gives up. */
const LOAD_TIMEOUT_MS = 20_000

function printApiOf(frame: HTMLIFrameElement): PrintApi | undefined {
  const view = frame.contentWindow as unknown as Record<string, PrintApi | undefined> | null
  return view?.[PRINT_API_GLOBAL]
}

function waitForPrintApi(frame: HTMLIFrameElement): Promise<PrintApi> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      const api = printApiOf(frame)
      if (api) return resolve(api)
      if (Date.now() - started > LOAD_TIMEOUT_MS)
        return reject(new Error('The print page did not load.'))
      setTimeout(check, 50)
    }
    frame.addEventListener('load', check, { once: true })
    frame.addEventListener('error', () => reject(new Error('The print page did not load.')), {
      once: true,
    })
  })
}

export async function printWithBrowser(request: PrintRequest, baseUrl = '/'): Promise<void> {
  const frame = document.createElement('iframe')
  frame.title = 'Resume print'
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  // Laid out at A4 width (so the page breaks are the real ones) but never seen.
  Object.assign(frame.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: '210mm',
    height: '297mm',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
  })
  frame.src = `${baseUrl}${PRINT_ENTRY}`
  document.body.append(frame)
  try {
    const api = await waitForPrintApi(frame)
    await api.render(request)
    const view = frame.contentWindow
    if (!view) throw new Error('The print page closed.')
    await new Promise<void>((resolve) => {
      view.addEventListener('afterprint', () => resolve(), { once: true })
      view.focus()
      view.print()
      // Some browsers print synchronously and never send afterprint.
      setTimeout(resolve, 60_000)
    })
  } finally {
    frame.remove()
  }
}
