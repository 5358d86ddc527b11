// The hidden window PDFs are printed from: the renderer's print page (src/renderer/print.html),
// sandboxed like the main window, never shown. One window per export, destroyed afterwards.
import { BrowserWindow } from 'electron'
import { A4_HEIGHT_PX, A4_WIDTH_PX, PRINT_ENTRY } from '@shared/export'

/** The part of a window printing needs; tests pass a fake. */
export interface PrintWindow {
  readonly webContents: {
    executeJavaScript(code: string): Promise<unknown>
    printToPDF(options: Electron.PrintToPDFOptions): Promise<Uint8Array>
  }
  destroy(): void
}

export function printWindowOptions(): Electron.BrowserWindowConstructorOptions {
  return {
    show: false,
    // Laid out at A4 width, like the page it prints.
    width: Math.ceil(A4_WIDTH_PX),
    height: Math.ceil(A4_HEIGHT_PX),
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      // Hidden windows are throttled by default; printing must not wait for a visible frame.
      backgroundThrottling: false,
    },
  }
}

/** The print page next to the app's entry (app://vitae/print.html, or the dev server's). */
export function printPageUrl(entryUrl: string): string {
  return new URL(PRINT_ENTRY, entryUrl).href
}

export async function openPrintWindow(entryUrl: string): Promise<PrintWindow> {
  const window = new BrowserWindow(printWindowOptions())
  try {
    await window.loadURL(printPageUrl(entryUrl))
  } catch (error) {
    window.destroy()
    throw error
  }
  return window
}
