import { join } from 'node:path'
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron'

/** Where electron-vite puts the other two builds, relative to out/main. */
export function builtPaths(mainDir: string): { preload: string; renderer: string } {
  return {
    // CommonJS, because a sandboxed preload cannot be an ES module.
    preload: join(mainDir, '../preload/index.cjs'),
    renderer: join(mainDir, '../renderer'),
  }
}

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    title: 'Vitae',
    width: 1280,
    height: 840,
    minWidth: 900,
    minHeight: 600,
    // Shown on ready-to-show so the user never sees an empty white frame.
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      safeDialogs: true,
    },
  }
}

export function createMainWindow(options: {
  preloadPath: string
  entryUrl: string
  onLoadError: (message: string) => void
}): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(options.preloadPath))
  window.once('ready-to-show', () => window.show())
  window.loadURL(options.entryUrl).catch((error: unknown) => {
    options.onLoadError(
      `Could not load the app from ${options.entryUrl}: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
  return window
}
