// Wiring only: each concern lives in its own module and each feature registers its own handlers.
import { writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { app, BrowserWindow, dialog, net, protocol, session, shell } from 'electron'
import { APP_SCHEME, isAppUrl, resolveAppLocation } from './app-location'
import { APP_SCHEME_PRIVILEGES, serveAppRequest } from './app-protocol'
import { readApiBaseUrl, registerConfigHandlers } from './features/config'
import { registerFileHandlers } from './features/files'
import { registerLinkHandlers } from './features/links'
import { registerPdfHandlers } from './features/pdf'
import { openPrintWindow } from './features/print-window'
import type { SaveFileDeps } from './features/save-file'
import { registerSessionHandlers } from './features/session'
import { createKeyringTokenStore } from './features/token-store'
import { createHandle } from './ipc'
import { askSavePath } from './save-dialog'
import { applySecurity, buildCsp } from './security'
import { builtPaths, createMainWindow } from './window'

const paths = builtPaths(import.meta.dirname)
const openExternal = (url: string): Promise<void> => shell.openExternal(url)

// Both must happen before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])
app.enableSandbox()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', focusExistingWindow)
  app.on('window-all-closed', () => {
    // macOS apps stay running without windows until the user quits them.
    if (process.platform !== 'darwin') app.quit()
  })
  app.whenReady().then(start).catch(failToStart)
}

function start(): void {
  const apiBaseUrl = readApiBaseUrl(process.env)
  const location = resolveAppLocation(process.env.ELECTRON_RENDERER_URL, app.isPackaged)
  const csp = buildCsp({
    apiOrigin: new URL(apiBaseUrl).origin,
    devServerOrigin: location.kind === 'dev-server' ? location.origin : undefined,
  })
  const warn = (message: string): void => console.warn(`[vitae] ${message}`)

  applySecurity(app, session.defaultSession, { location, csp, openExternal, warn })
  protocol.handle(APP_SCHEME, (request) =>
    serveAppRequest(request, {
      rendererDir: paths.renderer,
      csp,
      fetchFile: (path) => net.fetch(pathToFileURL(path).href),
    }),
  )

  const handle = createHandle((url) => isAppUrl(url, location))
  const saving: SaveFileDeps = { askSavePath, writeFile: (path, data) => writeFile(path, data) }
  registerConfigHandlers(handle, apiBaseUrl)
  registerSessionHandlers(handle, createKeyringTokenStore())
  registerFileHandlers(handle, saving)
  registerPdfHandlers(handle, {
    ...saving,
    openPrintWindow: () => openPrintWindow(location.entryUrl),
  })
  registerLinkHandlers(handle, openExternal)

  const openWindow = (): BrowserWindow =>
    createMainWindow({ preloadPath: paths.preload, entryUrl: location.entryUrl, onLoadError: warn })
  openWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow()
  })
}

function focusExistingWindow(): void {
  const [window] = BrowserWindow.getAllWindows()
  if (!window) return
  if (window.isMinimized()) window.restore()
  window.focus()
}

function failToStart(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error)
  dialog.showErrorBox('Vitae could not start', message)
  app.exit(1)
}
