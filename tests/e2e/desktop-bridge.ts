// The test bridge: what the Electron preload and main do, with Electron's shell left out. The
// page gets window.vitae with the preload's shape; every call goes through one Playwright binding
// to the real main-process handlers (the same register* functions main uses, arguments checked
// by their schemas), running here in Node on a library of their own. What main broadcasts is
// delivered to the page's listeners.
import { mkdtempSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import type { IpcChannel, IpcEvent, IpcEvents } from '../../src/shared/ipc'
import { openLibraryDatabase } from '../../src/main/features/library/database'
import { registerLibraryHandlers } from '../../src/main/features/library/ipc'
import {
  createLocalLibraryStore,
  type LocalLibraryStore,
} from '../../src/main/features/library/store'
import { createCloudLibrary } from '../../src/main/features/sync/cloud'
import { createSyncEngine, type SyncEngine } from '../../src/main/features/sync/engine'
import { registerEvaluationHandlers } from '../../src/main/features/evaluation'
import { registerPdfHandlers } from '../../src/main/features/pdf'
import { registerSyncHandlers } from '../../src/main/features/sync/ipc'
import { createSyncSchedule } from '../../src/main/features/sync/service'
import { createPlanCache, type PlanCache } from '../../src/main/features/plan-cache'
import { createUserCache, offlineSession, type UserCache } from '../../src/main/features/user-cache'
import type { Handle } from '../../src/main/ipc'

export interface DesktopMain {
  readonly store: LocalLibraryStore
  readonly engine: SyncEngine
  /** The account main caches for a start without the cloud (refreshed after each sync). */
  readonly account: { readonly users: UserCache; readonly plans: PlanCache }
  token: string | null
  /** While true, main cannot reach the cloud (its requests fail as a dropped network does). */
  offline: boolean
  /** Where "saved" files go (the save dialog answers with this folder). */
  readonly savedDir: string
  close(): void
}

type Handler = (args: unknown[]) => Promise<unknown>

export async function bindDesktop(page: Page, cloudUrl: string): Promise<DesktopMain> {
  const handlers = new Map<string, Handler>()
  const handle: Handle = (channel, schema, handler) => {
    handlers.set(channel, async (args) => {
      const parsed = schema.parse(args) as unknown[]
      const call = handler as unknown as (...all: unknown[]) => Promise<unknown>
      return call(...parsed, { sender: undefined })
    })
  }
  const broadcast = <E extends IpcEvent>(event: E, payload: IpcEvents[E]) =>
    void page
      .evaluate(([name, value]) => window.__vitaeEmit?.(name, value), [event, payload] as const)
      .catch(() => undefined)

  const folder = mkdtempSync(join(tmpdir(), 'vitae-e2e-main-'))
  const { db } = openLibraryDatabase(join(folder, 'library.sqlite'))
  const store = createLocalLibraryStore(db)
  const main: DesktopMain = {
    store,
    engine: undefined as never,
    account: undefined as never,
    token: null,
    offline: false,
    savedDir: folder,
    close: () => db.close(),
  }
  const cloud = createCloudLibrary({
    baseUrl: cloudUrl,
    getToken: async () => main.token,
    fetch: (input, init) =>
      main.offline ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
  })
  // As main does (src/main/index.ts): the plan and the user cached after each pass that reached
  // the cloud, for a start without it.
  const account = {
    plans: createPlanCache({
      path: join(folder, 'plan-cache.json'),
      fetchPlan: () => cloud.plan(),
    }),
    users: createUserCache({
      path: join(folder, 'user-cache.json'),
      fetchUser: () => cloud.user(),
    }),
  }
  const engine = createSyncEngine({
    ledger: store.sync,
    cloud,
    onState: (state) => {
      broadcast('sync:state', state)
      if (state.status === 'synced' || state.status === 'conflict') {
        void account.plans.refresh()
        void account.users.refresh()
      }
    },
  })
  Object.assign(main, { engine, account })
  // No timers in tests: a pass runs when the page (or the test) asks.
  const schedule = createSyncSchedule({ engine, setTimer: () => ({ cancel: () => undefined }) })
  registerLibraryHandlers(handle, store)
  registerSyncHandlers(handle, { engine, schedule })
  registerEvaluationHandlers(handle)
  // PDF through Chromium's print pipeline: the print page in a page of its own, as main's hidden
  // print window, and the real handler's printing, finishing and saving.
  registerPdfHandlers(handle, {
    askSavePath: async (_sender, { defaultName }) => join(folder, defaultName),
    writeFile: (path, data) => writeFile(path, data),
    openPrintWindow: async () => {
      const printPage = await page.context().newPage()
      await printPage.goto(new URL('/print.html', cloudUrl).href)
      await printPage.waitForFunction(() => 'vitaePrint' in window)
      return {
        webContents: {
          executeJavaScript: (code: string) => printPage.evaluate(code),
          printToPDF: async () =>
            new Uint8Array(
              await printPage.pdf({
                printBackground: true,
                preferCSSPageSize: true,
                margin: { top: '0', bottom: '0', left: '0', right: '0' },
                tagged: true,
                outline: true,
              }),
            ),
        },
        destroy: () => void printPage.close(),
      }
    },
  })
  handlers.set('app:api-base-url', async () => cloudUrl)
  handlers.set('session:get-token', async () => main.token)
  handlers.set('session:set-token', async ([token]) => {
    main.token = (token as string | null) ?? null
    if (main.token) await schedule.now()
    else {
      await account.plans.clear()
      await account.users.clear()
      engine.reset()
    }
  })
  handlers.set('session:offline', () =>
    offlineSession({ hasToken: async () => main.token !== null, ...account }),
  )
  handlers.set('app:page-ready', async () => undefined)
  handlers.set('menu:set-locale', async () => undefined)
  handlers.set('menu:set-editor-state', async () => undefined)
  handlers.set('updates:state', async () => ({
    currentVersion: '0.0.0-e2e',
    channel: 'stable',
    status: { kind: 'unavailable' },
  }))

  await page.exposeBinding(
    '__vitaeInvoke',
    async (_source, channel: IpcChannel, args: unknown[]) => {
      const handler = handlers.get(channel)
      if (!handler) throw new Error(`The test bridge has no handler for "${channel}".`)
      return handler(args)
    },
  )
  await page.addInitScript(() => {
    const listeners = new Map<string, Set<(payload: unknown) => void>>()
    const invoke = (channel: string, ...args: unknown[]) =>
      (
        window as unknown as { __vitaeInvoke: (c: string, a: unknown[]) => Promise<unknown> }
      ).__vitaeInvoke(channel, args)
    const subscribe = (event: string) => (listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    }
    const none = () => () => undefined
    Object.assign(window, {
      __vitaeEmit: (event: string, payload: unknown) =>
        listeners.get(event)?.forEach((listener) => listener(payload)),
      vitae: {
        kind: 'desktop',
        auth: 'bearer',
        apiBaseUrl: () => invoke('app:api-base-url'),
        getSessionToken: () => invoke('session:get-token'),
        setSessionToken: (token: string | null) => invoke('session:set-token', token),
        saveFile: () => Promise.resolve(false),
        exportPdf: ({ resume, adjust }: { resume: unknown; adjust: boolean }) =>
          invoke('pdf:export', { resume, adjust }),
        openExternal: () => Promise.resolve(),
        desktop: {
          library: {
            list: () => invoke('library:list'),
            get: (id: string) => invoke('library:get', id),
            create: (cvData: unknown) => invoke('library:create', { cvData }),
            update: (id: string, cvData: unknown, baseVersion?: number) =>
              invoke(
                'library:update',
                baseVersion === undefined ? { id, cvData } : { id, cvData, baseVersion },
              ),
            remove: (id: string) => invoke('library:delete', id),
          },
          sync: {
            state: () => invoke('sync:state'),
            now: () => invoke('sync:now'),
            resolve: (id: string, choice: string) => invoke('sync:resolve', { id, choice }),
            onState: subscribe('sync:state'),
          },
          session: { offline: () => invoke('session:offline') },
          updates: {
            state: () => invoke('updates:state'),
            check: () => invoke('updates:state'),
            setChannel: () => invoke('updates:state'),
            restartNow: () => Promise.resolve(),
            onState: subscribe('updates:state'),
          },
          onCommand: none,
          onOpenFile: none,
          onNavigate: none,
          pageReady: () => invoke('app:page-ready'),
          openDroppedFile: () => Promise.reject(new Error('not in the e2e bridge')),
          setMenuLocale: (locale: string) => invoke('menu:set-locale', locale),
          setEditorMenuState: (state: unknown) => invoke('menu:set-editor-state', state),
          evaluate: (input: unknown) => invoke('evaluation:run', input),
          ai: () => Promise.reject(new Error('not in the e2e bridge')),
          localAi: {
            get: () => Promise.reject(new Error('not in the e2e bridge')),
            save: () => Promise.reject(new Error('not in the e2e bridge')),
            test: () => Promise.reject(new Error('not in the e2e bridge')),
          },
        },
      },
    })
  })
  return main
}

/**
 * Cuts the page off from the cloud: every request the app's code makes (fetch, XHR) fails as a
 * dropped network does, while the app's own files still load (in the desktop app they come from
 * the computer, not the network). Answers the paths refused and a way to reconnect.
 */
export async function cutOffCloud(
  page: Page,
): Promise<{ refused: string[]; reconnect(): Promise<void> }> {
  const refused: string[] = []
  const handler = async (route: Route) => {
    const request = route.request()
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') {
      refused.push(new URL(request.url()).pathname)
      await route.abort('internetdisconnected')
    } else await route.fallback()
  }
  await page.route('**/*', handler)
  return { refused, reconnect: () => page.unroute('**/*', handler) }
}

declare global {
  interface Window {
    __vitaeEmit?: (event: string, payload: unknown) => void
  }
}
