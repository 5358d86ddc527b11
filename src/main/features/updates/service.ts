// Updates through electron-updater, wrapped so the policy is plain code that runs under Node
// against a local feed (service.test.ts): check at start and every few hours, download in the
// background, install when the user quits or presses "Restart now", never on our own initiative,
// so nobody loses an edit to an update. The updater itself checks the sha512 of every download
// and, on Windows, the publisher's signature (macOS: Squirrel.Mac checks the code signature);
// it also honours the feed's stagingPercentage (staged rollout).
import type { AppUpdater, ProgressInfo, UpdateInfo } from 'electron-updater'
import type { UpdateChannel, UpdateState, UpdateStatus } from '@shared/platform'
import type { UpdateFeed } from './feed'

/** How often a running app looks for an update after the check at start. */
export const CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000

/** The channel file each channel reads: latest.yml (latest-mac.yml, …) or beta.yml. */
export const CHANNEL_FILE: Readonly<Record<UpdateChannel, string>> = {
  stable: 'latest',
  beta: 'beta',
}

export interface UpdateLogger {
  info(message?: unknown): void
  warn(message?: unknown): void
  error(message?: unknown): void
  debug?(message: string): void
}

export interface UpdateServiceDeps {
  /** electron-updater's platform updater, loaded only when there is a feed to use. */
  readonly loadUpdater: () => Promise<AppUpdater>
  readonly feed: UpdateFeed
  readonly currentVersion: string
  /** The persisted channel choice. */
  readonly channel: UpdateChannel
  readonly saveChannel: (channel: UpdateChannel) => void
  readonly onState: (state: UpdateState) => void
  readonly logger?: UpdateLogger
  readonly now?: () => Date
  readonly timers?: {
    setInterval(run: () => void, ms: number): unknown
    clearInterval(handle: unknown): void
  }
}

export interface UpdateService {
  state(): UpdateState
  /** Configures the updater, checks now, and then every CHECK_INTERVAL_MS. */
  start(): void
  check(): Promise<UpdateState>
  setChannel(channel: UpdateChannel): Promise<UpdateState>
  restartNow(): void
  stop(): void
}

export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const { feed } = deps
  let updater: AppUpdater | null = null
  const now = deps.now ?? (() => new Date())
  const timers = deps.timers ?? {
    setInterval: (run, ms) => setInterval(run, ms).unref(),
    clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  }
  let channel = deps.channel
  let status: UpdateStatus = feed.kind === 'none' ? { kind: 'unavailable' } : { kind: 'idle' }
  let interval: unknown = null

  const state = (): UpdateState => ({ currentVersion: deps.currentVersion, channel, status })
  const set = (next: UpdateStatus) => {
    status = next
    deps.onState(state())
  }

  function applyChannel(target: AppUpdater) {
    target.channel = CHANNEL_FILE[channel]
    // Setting a channel allows downgrades; going back from beta to stable must not install an
    // older build over a newer one (its local library schema may be newer than it knows).
    target.allowDowngrade = false
  }

  function listen(target: AppUpdater) {
    target.on('checking-for-update', () => {
      if (status.kind !== 'downloading') set({ kind: 'checking' })
    })
    target.on('update-not-available', () =>
      set({ kind: 'up-to-date', checkedAt: now().toISOString() }),
    )
    target.on('update-available', (info: UpdateInfo) =>
      set({ kind: 'downloading', version: info.version, percent: 0, transferred: 0, total: 0 }),
    )
    target.on('download-progress', (progress: ProgressInfo) => {
      const version = status.kind === 'downloading' ? status.version : ''
      set({
        kind: 'downloading',
        version,
        percent: Math.min(100, Math.max(0, progress.percent)),
        transferred: progress.transferred,
        total: progress.total,
      })
    })
    target.on('update-downloaded', (info: UpdateInfo) =>
      set({ kind: 'ready', version: info.version }),
    )
    target.on('error', (error: Error) => set({ kind: 'error', message: firstLine(error) }))
  }

  function configure(loaded: AppUpdater) {
    if (deps.logger) loaded.logger = deps.logger
    loaded.autoDownload = true
    loaded.autoInstallOnAppQuit = true
    if (feed.kind === 'url') {
      loaded.setFeedURL({ provider: 'generic', url: feed.url })
      // An unpackaged app checks only because UPDATE_URL asked it to.
      loaded.forceDevUpdateConfig = true
    }
    applyChannel(loaded)
    listen(loaded)
  }

  async function check(): Promise<UpdateState> {
    // A downloaded update waits for the user; looking again would only download it again.
    if (!updater || status.kind === 'unavailable' || status.kind === 'ready') return state()
    try {
      const result = await updater.checkForUpdates()
      await result?.downloadPromise
    } catch (error) {
      // The 'error' event has already set the status; this only keeps the promise quiet.
      if (status.kind !== 'error') set({ kind: 'error', message: firstLine(error) })
    }
    return state()
  }

  return {
    state,
    start() {
      if (feed.kind === 'none') return
      deps
        .loadUpdater()
        .then((loaded) => {
          configure(loaded)
          updater = loaded
          void check()
          interval = timers.setInterval(() => void check(), CHECK_INTERVAL_MS)
        })
        .catch((error: unknown) => set({ kind: 'error', message: firstLine(error) }))
    },
    check,
    async setChannel(next) {
      if (next === channel) return state()
      channel = next
      deps.saveChannel(next)
      if (!updater) return state()
      applyChannel(updater)
      // A downloaded update stays ready (it installs on quit); the new channel applies from the
      // next check after it.
      if (status.kind === 'error') status = { kind: 'idle' }
      deps.onState(state())
      return check()
    },
    restartNow() {
      if (status.kind !== 'ready') {
        throw new Error('There is no downloaded update to install yet.')
      }
      // isSilent=false shows the installer's progress on Windows; the app starts again after.
      updater?.quitAndInstall(false, true)
    },
    stop() {
      if (interval !== null) timers.clearInterval(interval)
      interval = null
    },
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (text.split('\n')[0] ?? '').slice(0, 300)
}
