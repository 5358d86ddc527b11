import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BrowserWindow, resetFakeElectron } from './test/fake-electron'
import { builtPaths, createMainWindow, mainWindowOptions } from './window'

vi.mock('electron', () => import('./test/fake-electron'))

describe('builtPaths', () => {
  it('points at the CommonJS preload and the renderer next to out/main', () => {
    expect(builtPaths('/app/out/main')).toEqual({
      preload: join('/app/out/preload/index.cjs'),
      renderer: join('/app/out/renderer'),
    })
  })
})

describe('mainWindowOptions', () => {
  it('isolates and sandboxes the renderer with the given preload', () => {
    expect(mainWindowOptions('/app/out/preload/index.cjs').webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
  })
})

describe('createMainWindow', () => {
  beforeEach(resetFakeElectron)

  it('loads the app and shows the window once it is ready', () => {
    const window = createMainWindow({
      preloadPath: '/p.cjs',
      entryUrl: 'app://vitae/index.html',
      onLoadError: vi.fn(),
    }) as unknown as BrowserWindow
    expect(window.loadURL).toHaveBeenCalledWith('app://vitae/index.html')
    expect(window.options).toMatchObject({ show: false })
    expect(window.show).not.toHaveBeenCalled()
    window.emit('ready-to-show')
    expect(window.show).toHaveBeenCalled()
  })

  it('reports a page that fails to load, naming the URL', async () => {
    BrowserWindow.loadOutcome.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'))
    const onLoadError = vi.fn()
    createMainWindow({ preloadPath: '/p.cjs', entryUrl: 'http://localhost:5173/', onLoadError })
    await vi.waitFor(() =>
      expect(onLoadError).toHaveBeenCalledWith(
        'Could not load the app from http://localhost:5173/: ERR_CONNECTION_REFUSED',
      ),
    )
  })
})
