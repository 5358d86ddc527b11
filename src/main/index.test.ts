import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { IpcChannel } from '@shared/ipc'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as FakeElectron from './test/fake-electron'

vi.mock('electron', () => import('./test/fake-electron'))

type Fake = typeof FakeElectron

// Electron sets it; a packaged app looks there for the update feed it was built with.
Object.assign(process, { resourcesPath: join(tmpdir(), 'vitae-no-resources') })

// Listing every channel as a Record key makes the compiler fail here when the contract grows.
const contractChannels: Record<IpcChannel, true> = {
  'app:api-base-url': true,
  'session:get-token': true,
  'session:set-token': true,
  'session:offline': true,
  'auth:social-sign-in': true,
  'file:save': true,
  'pdf:export': true,
  'link:open': true,
  'library:list': true,
  'library:get': true,
  'library:create': true,
  'library:update': true,
  'library:delete': true,
  'sync:state': true,
  'sync:now': true,
  'sync:resolve': true,
  'updates:state': true,
  'updates:check': true,
  'updates:set-channel': true,
  'updates:restart': true,
  'file:open-dropped': true,
  'app:page-ready': true,
  'menu:set-locale': true,
  'menu:set-editor-state': true,
  'evaluation:run': true,
  'ai:run': true,
  'ai:local-settings': true,
  'ai:set-local-settings': true,
  'ai:test-local': true,
}

/** Starts the real entry point against a fresh fake Electron and lets app.whenReady() settle. */
async function boot(prepare: (electron: Fake) => void = () => undefined): Promise<Fake> {
  vi.resetModules()
  // The mocked module as index.ts will see it (the mock outlives resetModules).
  const electron = (await import('electron')) as unknown as Fake
  electron.resetFakeElectron()
  prepare(electron)
  await import('./index')
  await new Promise((resolve) => setImmediate(resolve))
  return electron
}

const realPlatform = process.platform
function setPlatform(platform: NodeJS.Platform): void {
  Object.defineProperty(process, 'platform', { value: platform })
}

afterEach(() => {
  vi.unstubAllEnvs()
  setPlatform(realPlatform)
})

describe('main entry point', () => {
  it('registers the app scheme and the sandbox before the app is ready', async () => {
    const { protocol, app } = await boot()
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app' }),
    ])
    expect(app.enableSandbox).toHaveBeenCalled()
  })

  it('handles every channel of the IPC contract once ready', async () => {
    const { fakeIpcMain } = await boot()
    expect([...fakeIpcMain.handlers.keys()].sort()).toEqual(Object.keys(contractChannels).sort())
  })

  it('opens one secure window on the bundled app with the CommonJS preload', async () => {
    const { BrowserWindow } = await boot()
    expect(BrowserWindow.instances).toHaveLength(1)
    const [window] = BrowserWindow.instances
    expect(window?.loadURL).toHaveBeenCalledWith('app://vitae/index.html')
    expect(window?.options.webPreferences).toMatchObject({
      preload: expect.stringMatching(/[/\\]preload[/\\]index\.cjs$/),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
  })

  it('loads the dev server when electron-vite gives one, but never in a packaged app', async () => {
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173/')
    const dev = await boot()
    expect(dev.BrowserWindow.instances[0]?.loadURL).toHaveBeenCalledWith('http://localhost:5173/')
    const packaged = await boot(({ app }) => {
      app.isPackaged = true
    })
    expect(packaged.BrowserWindow.instances[0]?.loadURL).toHaveBeenCalledWith(
      'app://vitae/index.html',
    )
  })

  it('secures the session and every web contents', async () => {
    const { session, app } = await boot()
    expect(session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled()
    expect(session.defaultSession.setPermissionCheckHandler).toHaveBeenCalled()
    expect(app.listeners.get('web-contents-created')).toHaveLength(1)
  })

  it('serves the bundle over app:// with a CSP that allows the configured API', async () => {
    vi.stubEnv('VITAE_API_URL', 'https://api.vitae.app/')
    const { protocol, net } = await boot()
    const [scheme, serve] = protocol.handle.mock.calls[0] ?? []
    expect(scheme).toBe('app')
    net.fetch.mockResolvedValueOnce(
      new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
    )
    const response: Response = await serve(new Request('app://vitae/index.html'))
    expect(net.fetch).toHaveBeenCalledWith(expect.stringMatching(/^file:.*renderer\/index\.html$/))
    expect(response.headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' https://api.vitae.app",
    )
  })

  it('quits at once when another instance is running', async () => {
    const { app, BrowserWindow } = await boot(({ app }) => {
      app.requestSingleInstanceLock.mockReturnValue(false)
    })
    expect(app.quit).toHaveBeenCalled()
    expect(app.whenReady).not.toHaveBeenCalled()
    expect(BrowserWindow.instances).toHaveLength(0)
  })

  it('brings the existing window forward when a second instance starts', async () => {
    const { app, BrowserWindow } = await boot()
    const [window] = BrowserWindow.instances
    window?.isMinimized.mockReturnValue(true)
    app.emit('second-instance', {}, ['vitae'], '/')
    expect(window?.restore).toHaveBeenCalled()
    expect(window?.focus).toHaveBeenCalled()
  })

  it('quits when the last window closes, except on macOS', async () => {
    setPlatform('linux')
    const linux = await boot()
    linux.app.emit('window-all-closed')
    expect(linux.app.quit).toHaveBeenCalled()

    setPlatform('darwin')
    const mac = await boot()
    mac.app.emit('window-all-closed')
    expect(mac.app.quit).not.toHaveBeenCalled()
  })

  it('shows why it cannot start when the API URL is invalid, and exits', async () => {
    vi.stubEnv('VITAE_API_URL', 'ftp://example.com')
    const { dialog, app, BrowserWindow } = await boot()
    expect(dialog.showErrorBox).toHaveBeenCalledWith(
      'Vitae could not start',
      expect.stringMatching(/VITAE_API_URL must use https/),
    )
    expect(app.exit).toHaveBeenCalledWith(1)
    expect(BrowserWindow.instances).toHaveLength(0)
  })

  it('keeps the local library in the user-data folder and serves it to the app page', async () => {
    const { invokeFromPage, app } = await boot()
    const page = { senderUrl: 'app://vitae/index.html' }
    const created = (await invokeFromPage('library:create', page, {
      cvData: { resumeName: 'Ada' },
    })) as {
      result: { id: string }
    }
    await expect(invokeFromPage('library:get', page, created.result.id)).resolves.toMatchObject({
      cvData: { resumeName: 'Ada' },
    })
    expect(app.getPath).toHaveBeenCalledWith('userData')
  })

  it('installs the application menu in the system language', async () => {
    const { Menu } = await boot(({ app }) => {
      app.getLocale.mockReturnValue('de-DE')
    })
    const labels = (Menu.installed as { label?: string }[]).map((item) => item.label)
    expect(labels).toEqual(expect.arrayContaining(['Datei', 'Bearbeiten', 'Darstellung', 'Hilfe']))
  })

  it("hands a second launch's resume file and vitae:// link to the running window once its page is ready", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitae-launch-'))
    writeFileSync(join(folder, 'ada.json'), JSON.stringify({ resumeName: 'Ada', contact: {} }))
    const { app, BrowserWindow, invokeFromPage } = await boot()
    const [window] = BrowserWindow.instances
    app.emit('second-instance', {}, ['vitae', 'ada.json', 'vitae://app/library', '--flag'], folder)
    expect(window?.focus).toHaveBeenCalled()
    // Sync's state is broadcast to every window at any time; the inbox waits for the page.
    const delivered = () =>
      (window?.webContents.sent ?? []).filter(([channel]) => channel !== 'sync:state')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(delivered()).toEqual([])
    await invokeFromPage('app:page-ready', { senderUrl: 'app://vitae/index.html' })
    await vi.waitFor(() => expect(delivered()).toHaveLength(2))
    const sent = new Map(delivered())
    expect(sent.get('file:opened')).toMatchObject({
      fileName: 'ada.json',
      resume: { resumeName: 'Ada' },
    })
    expect(sent.get('app:navigate')).toBe('/library')
  })

  it('opens the window where it was left', async () => {
    const { BrowserWindow } = await boot(({ app }) => {
      writeFileSync(
        join(app.userData, 'settings.json'),
        JSON.stringify({
          window: { bounds: { x: 100, y: 50, width: 1000, height: 700 }, maximized: true },
        }),
      )
    })
    const [window] = BrowserWindow.instances
    expect(window?.options).toMatchObject({ x: 100, y: 50, width: 1000, height: 700 })
    expect(window?.maximize).toHaveBeenCalled()
  })

  it('opens a window for a file that arrives while none is open (macOS)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitae-open-file-'))
    writeFileSync(join(folder, 'cv.json'), '{}')
    const { app, BrowserWindow } = await boot()
    BrowserWindow.instances = []
    app.emit('open-file', { preventDefault: vi.fn() }, join(folder, 'cv.json'))
    expect(BrowserWindow.instances).toHaveLength(1)
  })
})
