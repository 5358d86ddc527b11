/**
 * A stand-in for the parts of the `electron` module main uses, for tests under plain Node
 * (the Electron binary is not available in CI). Use with
 *   vi.mock('electron', () => import('./test/fake-electron'))
 * and call resetFakeElectron() before each test.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'

type Listener = (...args: unknown[]) => unknown

export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>()
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener)
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
  clear(): void {
    this.listeners.clear()
  }
}

/** An event whose preventDefault can be asserted. */
export function fakeEvent<T extends object>(fields: T): T & { preventDefault: () => void } {
  return { ...fields, preventDefault: vi.fn() }
}

export class FakeWebContents extends FakeEmitter {
  sent: [string, unknown][] = []
  send = vi.fn((channel: string, payload: unknown) => {
    this.sent.push([channel, payload])
  })
  isDestroyed = vi.fn(() => false)
  undo = vi.fn()
  redo = vi.fn()
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  setWindowOpenHandler = vi.fn((handler: (details: { url: string }) => { action: string }) => {
    this.windowOpenHandler = handler
  })
  printToPDF = vi.fn(async (_options: object): Promise<Uint8Array> => new Uint8Array([37, 80]))
  executeJavaScript = vi.fn(async (_code: string): Promise<unknown> => undefined)
}

class FakeApp extends FakeEmitter {
  isPackaged = false
  /** A fresh folder per reset, since main keeps its library and settings there. */
  userData = ''
  requestSingleInstanceLock = vi.fn(() => true)
  quit = vi.fn()
  exit = vi.fn()
  enableSandbox = vi.fn()
  whenReady = vi.fn(() => Promise.resolve())
  getPath = vi.fn((name: string) =>
    name === 'userData' ? this.userData : `/home/ada/${name === 'documents' ? 'Documents' : name}`,
  )
  getLocale = vi.fn(() => 'en-US')
  getVersion = vi.fn(() => '1.0.0')
  setAsDefaultProtocolClient = vi.fn(() => true)
  addRecentDocument = vi.fn()
  clearRecentDocuments = vi.fn()
}

export const app = new FakeApp()

export class BrowserWindow extends FakeEmitter {
  static instances: BrowserWindow[] = []
  static getAllWindows = vi.fn(() => BrowserWindow.instances)
  static fromWebContents = vi.fn(
    (contents: unknown) => BrowserWindow.instances.find((w) => w.webContents === contents) ?? null,
  )
  /** What every window's loadURL does; mock it to make a load fail. */
  static loadOutcome = vi.fn(async (_url: string): Promise<void> => undefined)
  readonly webContents = new FakeWebContents()
  loadURL = vi.fn((url: string) => BrowserWindow.loadOutcome(url))
  show = vi.fn()
  focus = vi.fn()
  restore = vi.fn()
  isMinimized = vi.fn(() => false)
  isMaximized = vi.fn(() => false)
  isDestroyed = vi.fn(() => false)
  maximize = vi.fn()
  getNormalBounds = vi.fn(() => ({ x: 10, y: 20, width: 1280, height: 840 }))
  destroy = vi.fn()
  constructor(readonly options: Record<string, unknown>) {
    super()
    BrowserWindow.instances.push(this)
  }
}

type InvokeListener = (event: unknown, ...args: unknown[]) => Promise<unknown>

// Named apart from `ipcMain` so the lint rule guarding raw IPC use stays meaningful here.
export const fakeIpcMain = {
  handlers: new Map<string, InvokeListener>(),
  handle: vi.fn((channel: string, listener: InvokeListener) => {
    if (fakeIpcMain.handlers.has(channel)) throw new Error(`Second handler for '${channel}'`)
    fakeIpcMain.handlers.set(channel, listener)
  }),
}
export { fakeIpcMain as ipcMain }

/** Calls a registered handler the way Electron would for a page at `senderUrl`. */
export function invokeFromPage(
  channel: string,
  page: { senderUrl: string | null; sender?: FakeWebContents },
  ...args: unknown[]
): Promise<unknown> {
  const listener = fakeIpcMain.handlers.get(channel)
  if (!listener) throw new Error(`No handler for '${channel}'`)
  const senderFrame = page.senderUrl === null ? null : { url: page.senderUrl }
  return listener({ senderFrame, sender: page.sender ?? new FakeWebContents() }, ...args)
}

export const session = {
  defaultSession: {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    webRequest: { onHeadersReceived: vi.fn() },
  },
}

export const shell = { openExternal: vi.fn(async (_url: string) => undefined) }

export const dialog = {
  showOpenDialog: vi.fn(
    async (..._args: unknown[]): Promise<{ canceled: boolean; filePaths: string[] }> => ({
      canceled: true,
      filePaths: [],
    }),
  ),
  showMessageBox: vi.fn(async (..._args: unknown[]) => ({ response: 0 })),
  showSaveDialog: vi.fn(
    async (..._args: unknown[]): Promise<{ canceled: boolean; filePath?: string }> => ({
      canceled: true,
    }),
  ),
  showErrorBox: vi.fn(),
}

export const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() }

/** The last template main installed, as plain data. */
export const Menu = {
  installed: null as unknown[] | null,
  buildFromTemplate: vi.fn((template: unknown[]) => template),
  setApplicationMenu: vi.fn((menu: unknown[] | null) => {
    Menu.installed = menu
  }),
}

export const screen = {
  getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]),
}

export const webContents = { getFocusedWebContents: vi.fn((): FakeWebContents | null => null) }

export const webUtils = { getPathForFile: vi.fn((_file: unknown) => '') }

export const net = { fetch: vi.fn(async (_url: string) => new Response('')) }

export function resetFakeElectron(): void {
  // Restores every vi.fn to the implementation it was created with.
  vi.resetAllMocks()
  app.clear()
  app.isPackaged = false
  app.userData = mkdtempSync(join(tmpdir(), 'vitae-user-data-'))
  Menu.installed = null
  BrowserWindow.instances = []
  fakeIpcMain.handlers.clear()
}
