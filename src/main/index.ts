// Wiring only: each concern lives in its own module and each feature registers its own handlers.
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  net,
  protocol,
  screen,
  session,
  shell,
  webContents,
} from 'electron'
import type { AppUpdater } from 'electron-updater'
import type { OpenedResumeFile } from '@shared/platform'
import { APP_SCHEME, isAppUrl, resolveAppLocation } from './app-location'
import { APP_SCHEME_PRIVILEGES, serveAppRequest } from './app-protocol'
import { registerAiHandlers } from './features/ai'
import { registerEvaluationHandlers } from './features/evaluation'
import { readApiBaseUrl, registerConfigHandlers } from './features/config'
import { registerFileHandlers } from './features/files'
import { createLaunchRouter } from './features/launch'
import { LIBRARY_FILE_NAME, openLibraryDatabase } from './features/library/database'
import { registerLibraryHandlers } from './features/library/ipc'
import { createLocalLibraryStore } from './features/library/store'
import { registerLinkHandlers } from './features/links'
import { createMenuController, registerMenuHandlers } from './features/menu/controller'
import { createFileOpener, readResumeFile, registerFileOpenHandlers } from './features/open-file'
import { createPageInbox, registerPageInboxHandlers } from './features/page-inbox'
import { registerPdfHandlers } from './features/pdf'
import { openPrintWindow } from './features/print-window'
import { linkPath, PROTOCOL_SCHEME } from './features/protocol'
import type { SaveFileDeps } from './features/save-file'
import { createPlanCache, PLAN_CACHE_FILE_NAME } from './features/plan-cache'
import { createUserCache, offlineSession, USER_CACHE_FILE_NAME } from './features/user-cache'
import { registerSessionHandlers } from './features/session'
import { createSettingsStore, SETTINGS_FILE_NAME } from './features/settings'
import { registerSocialSignInHandlers } from './features/social-sign-in'
import { createCloudLibrary } from './features/sync/cloud'
import { createSyncEngine } from './features/sync/engine'
import { registerSyncHandlers } from './features/sync/ipc'
import { createSyncSchedule } from './features/sync/service'
import { createKeyringTokenStore } from './features/token-store'
import { resolveUpdateFeed } from './features/updates/feed'
import { registerUpdateHandlers } from './features/updates/ipc'
import { createUpdateService } from './features/updates/service'
import { createBroadcast, createHandle } from './ipc'
import { askSavePath } from './save-dialog'
import { applySecurity, buildCsp } from './security'
import { builtPaths, createMainWindow } from './window'

const paths = builtPaths(import.meta.dirname)
const openExternal = (url: string): Promise<void> => shell.openExternal(url)
const warn = (message: string): void => console.warn(`[vitae] ${message}`)
const launch = createLaunchRouter()

// Both must happen before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])
app.enableSandbox()

if (!app.requestSingleInstanceLock()) {
  // The running instance receives this launch's files and links through 'second-instance'.
  app.quit()
} else {
  // macOS hands over double-clicked files and clicked links as events, possibly before ready.
  app.on('open-file', (event, path) => {
    event.preventDefault()
    launch.openFile(path)
  })
  app.on('open-url', (event, url) => {
    event.preventDefault()
    launch.openLink(url)
  })
  app.on('second-instance', (_event, argv, workingDirectory) => {
    focusExistingWindow()
    launch.handleArgv(argv, workingDirectory)
  })
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

  applySecurity(app, session.defaultSession, { location, csp, openExternal, warn })
  protocol.handle(APP_SCHEME, (request) =>
    serveAppRequest(request, {
      rendererDir: paths.renderer,
      csp,
      fetchFile: (path) => net.fetch(pathToFileURL(path).href),
    }),
  )
  // Installers register vitae:// for a packaged app; a development build must not claim it.
  if (app.isPackaged) app.setAsDefaultProtocolClient(PROTOCOL_SCHEME)

  const userData = app.getPath('userData')
  const settings = createSettingsStore(join(userData, SETTINGS_FILE_NAME), warn)
  const handle = createHandle((url) => isAppUrl(url, location))
  const broadcast = createBroadcast(() =>
    BrowserWindow.getAllWindows().map((window) => window.webContents),
  )

  const menu = createMenuController({
    platform: process.platform,
    isPackaged: app.isPackaged,
    settings,
    broadcast,
    install: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
    chooseResumeFile: async (texts) => {
      const result = await dialog.showOpenDialog({
        title: texts.openDialogTitle,
        defaultPath: app.getPath('documents'),
        filters: [{ name: texts.resumeFiles, extensions: ['json'] }],
        properties: ['openFile'],
      })
      return result.canceled ? null : (result.filePaths[0] ?? null)
    },
    openFile: (path) => opener.open(path),
    nativeEdit: (action) => webContents.getFocusedWebContents()?.[action](),
    systemRecent: {
      add: (path) => app.addRecentDocument(path),
      clear: () => app.clearRecentDocuments(),
    },
  })
  menu.setLocale(app.getLocale())
  menu.render()

  const inbox = createPageInbox(broadcast)
  const openerDeps = {
    read: readResumeFile,
    deliver: (file: OpenedResumeFile) => inbox.send('file:opened', file),
    remember: (path: string, opened: boolean) => menu.remember(path, opened),
    report: (error: Error) =>
      void dialog.showMessageBox({
        type: 'warning',
        message: menu.texts().openFailed,
        detail: error.message,
      }),
  }
  const opener = createFileOpener(openerDeps)

  const library = openLibraryDatabase(join(userData, LIBRARY_FILE_NAME))
  if (library.movedAside) {
    void dialog.showMessageBox({
      type: 'warning',
      message: menu.texts().libraryMovedAside.replace('{path}', library.movedAside),
    })
  }
  app.on('will-quit', () => library.db.close())

  const updates = createUpdateService({
    loadUpdater,
    feed: resolveUpdateFeed({
      isPackaged: app.isPackaged,
      packagedConfigExists:
        app.isPackaged && existsSync(join(process.resourcesPath, 'app-update.yml')),
      env: process.env,
    }),
    currentVersion: app.getVersion(),
    channel: settings.read().updateChannel,
    saveChannel: (updateChannel) => settings.update({ updateChannel }),
    onState: (state) => broadcast('updates:state', state),
    logger: { info: () => undefined, warn, error: (message) => warn(String(message)) },
  })

  // Two-way sync of the local library while signed in (a token in the keychain).
  const tokens = createKeyringTokenStore()
  const localLibrary = createLocalLibraryStore(library.db)
  const cloud = createCloudLibrary({
    baseUrl: apiBaseUrl,
    // A locked or missing keychain reads as signed out; sync waits for a token.
    getToken: () => tokens.get().catch(() => null),
  })
  // The account's plan, cached for offline use (src/shared/plans/desktop.ts).
  const planCache = createPlanCache({
    path: join(userData, PLAN_CACHE_FILE_NAME),
    fetchPlan: () => cloud.plan(),
  })
  // And who is signed in, so a start without the cloud still knows (user-cache.ts).
  const userCache = createUserCache({
    path: join(userData, USER_CACHE_FILE_NAME),
    fetchUser: () => cloud.user(),
  })
  const syncEngine = createSyncEngine({
    ledger: localLibrary.sync,
    cloud,
    onState: (state) => {
      broadcast('sync:state', state)
      if (state.status === 'synced' || state.status === 'conflict') {
        void planCache.refresh()
        void userCache.refresh()
      }
    },
  })
  const syncSchedule = createSyncSchedule({ engine: syncEngine })
  app.on('will-quit', () => syncSchedule.stop())

  const saving: SaveFileDeps = { askSavePath, writeFile: (path, data) => writeFile(path, data) }
  registerConfigHandlers(handle, apiBaseUrl)
  // One wrapped store for every way in: a token from the password, social or passkey sign-in
  // starts a sync, and signing out clears the plan cache and the sync state.
  const sessionTokens = {
    get: () => tokens.get(),
    set: async (token: string) => {
      await tokens.set(token)
      void syncSchedule.now()
    },
    clear: async () => {
      await tokens.clear()
      await planCache.clear()
      await userCache.clear()
      syncEngine.reset()
    },
  }
  registerSessionHandlers(handle, sessionTokens, () =>
    offlineSession({
      hasToken: async () => (await tokens.get()) !== null,
      users: userCache,
      plans: planCache,
    }),
  )
  registerSocialSignInHandlers(handle, sessionTokens, { apiUrl: apiBaseUrl, openExternal })
  registerFileHandlers(handle, saving)
  registerEvaluationHandlers(handle)
  registerPdfHandlers(handle, {
    ...saving,
    openPrintWindow: () => openPrintWindow(location.entryUrl),
  })
  registerLinkHandlers(handle, openExternal)
  registerLibraryHandlers(handle, localLibrary, () => syncSchedule.changed())
  registerSyncHandlers(handle, { engine: syncEngine, schedule: syncSchedule })
  registerUpdateHandlers(handle, updates)
  registerMenuHandlers(handle, menu)
  registerFileOpenHandlers(handle, openerDeps)
  registerPageInboxHandlers(handle, inbox)
  registerAiHandlers(handle, {
    localAi: {
      read: () => settings.read().localAi,
      save: (localAi) => settings.update({ localAi }).localAi,
    },
  })

  const openWindow = (): BrowserWindow => {
    const window = createMainWindow({
      preloadPath: paths.preload,
      entryUrl: location.entryUrl,
      onLoadError: warn,
      remembered: {
        state: settings.read().window,
        workAreas: screen.getAllDisplays().map((display) => display.workArea),
      },
      saveState: (state) => settings.update({ window: state }),
    })
    window.webContents.on('did-navigate', () => inbox.left())
    return window
  }
  // On macOS the app may be running with no window when a file or link arrives.
  const ensureWindow = () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow()
  }
  openWindow()
  app.on('activate', ensureWindow)

  launch.attach({
    openFile: (path) => {
      ensureWindow()
      void opener.open(path)
    },
    openLink: (link) => {
      const path = linkPath(link)
      if (!path) return warn(`Ignored a link Vitae does not know: ${link}`)
      ensureWindow()
      inbox.send('app:navigate', path)
    },
  })
  // Windows and Linux pass a double-clicked file or a clicked link on the command line.
  launch.handleArgv(process.argv, process.cwd())
  updates.start()
  syncSchedule.start()
}

/** electron-updater is CommonJS whose autoUpdater is a getter: ESM reaches it through default. */
async function loadUpdater(): Promise<AppUpdater> {
  const { default: electronUpdater } = await import('electron-updater')
  return electronUpdater.autoUpdater
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
