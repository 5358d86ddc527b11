import { join } from 'node:path'
import { BrowserWindow, type BrowserWindowConstructorOptions, type Rectangle } from 'electron'
import type { WindowState } from './features/settings'
import { DEFAULT_SIZE, initialBounds, trackWindowState } from './features/window-state'

/** Where electron-vite puts the other two builds, relative to out/main. */
export function builtPaths(mainDir: string): { preload: string; renderer: string } {
  return {
    // CommonJS, because a sandboxed preload cannot be an ES module.
    preload: join(mainDir, '../preload/index.cjs'),
    renderer: join(mainDir, '../renderer'),
  }
}

export function mainWindowOptions(
  preloadPath: string,
  bounds: { x?: number; y?: number; width: number; height: number } = DEFAULT_SIZE,
): BrowserWindowConstructorOptions {
  return {
    title: 'Vitae',
    ...bounds,
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

export interface MainWindowOptions {
  preloadPath: string
  entryUrl: string
  onLoadError: (message: string) => void
  /** Where the window was last time, and the screens it may open on now. */
  remembered?: { state: WindowState | null; workAreas: readonly Rectangle[] }
  saveState?: (state: WindowState) => void
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const remembered = options.remembered
  const bounds = remembered ? initialBounds(remembered.state, remembered.workAreas) : undefined
  const window = new BrowserWindow(mainWindowOptions(options.preloadPath, bounds))
  if (remembered?.state?.maximized) window.maximize()
  if (options.saveState) trackWindowState(window, options.saveState)
  window.once('ready-to-show', () => window.show())
  window.loadURL(options.entryUrl).catch((error: unknown) => {
    options.onLoadError(
      `Could not load the app from ${options.entryUrl}: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
  return window
}
