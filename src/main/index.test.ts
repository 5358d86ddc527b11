import type { IpcChannel } from '@shared/ipc'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as FakeElectron from './test/fake-electron'

vi.mock('electron', () => import('./test/fake-electron'))

type Fake = typeof FakeElectron

// Listing every channel as a Record key makes the compiler fail here when the contract grows.
const contractChannels: Record<IpcChannel, true> = {
  'app:api-base-url': true,
  'session:get-token': true,
  'session:set-token': true,
  'file:save': true,
  'pdf:export': true,
  'link:open': true,
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
    app.emit('second-instance')
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
})
