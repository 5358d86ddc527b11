// The browser side of the platform interface. The cookie carries the session, so there is no
// token to keep; files are offered through a download link. PDFs come from the cloud
// (features/export); exportPdf is the fallback, the browser's own print dialog on the print page.
import { isExternalLinkAllowed } from '@shared/ipc'
import type { Platform } from '@shared/platform'
import { printWithBrowser } from '../print/browser-print'

function downloadBlob(blob: Blob, suggestedName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = suggestedName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers; a tick later is enough.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export const platform: Platform = {
  kind: 'web',
  auth: 'cookie',
  apiBaseUrl: () => Promise.resolve(import.meta.env.VITE_API_URL ?? ''),
  getSessionToken: () => Promise.resolve(null),
  setSessionToken: () => Promise.resolve(),
  saveFile: ({ suggestedName, mimeType, data }) => {
    // Copy into a fresh ArrayBuffer: Blob does not accept a view over a SharedArrayBuffer.
    downloadBlob(new Blob([new Uint8Array(data)], { type: mimeType }), suggestedName)
    return Promise.resolve(true)
  },
  exportPdf: async (request) => {
    // The browser's print dialog offers "Save as PDF"; whether the user saved cannot be known.
    await printWithBrowser(request, import.meta.env.BASE_URL)
    return true
  },
  openExternal: (url) => {
    if (!isExternalLinkAllowed(url)) {
      return Promise.reject(
        new Error(`Refusing to open a link that is not http(s) or mailto: ${url}`),
      )
    }
    window.open(url, '_blank', 'noopener,noreferrer')
    return Promise.resolve()
  },
  desktop: null,
}
