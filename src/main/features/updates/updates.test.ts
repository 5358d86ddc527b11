import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { UpdateChannel, UpdateState } from '@shared/platform'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../../test/fake-electron'
import { registerFeature } from '../../test/ipc-harness'
import { resolveUpdateFeed, type UpdateFeed } from './feed'
import { registerUpdateHandlers } from './ipc'
import { CHECK_INTERVAL_MS, createUpdateService, type UpdateService } from './service'
import {
  channelFile,
  installer,
  PUBLISHER,
  startFeed,
  testApp,
  windowsUpdater,
  type Feed,
  type SignatureCheck,
  type TestApp,
} from './test/feed-server'

vi.mock('electron', () => import('../../test/fake-electron'))

/** A staging id whose rollout position is 50 % (its last four bytes are 0x7fffffff). */
const HALFWAY_USER = '6f1f2e4c-3b2a-4c1d-9e8f-00007fffffff'
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

let dir: string
let feed: Feed
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitae-updates-'))
  feed = await startFeed()
})
afterEach(async () => {
  await feed.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Publishes `version` on a channel file, with an installer whose checksum matches (or not). */
function publish(
  channelFileName: string,
  version: string,
  options: { corrupt?: boolean; stagingPercentage?: number } = {},
) {
  const file = `Vitae-Setup-${version}.exe`
  const good = installer(version)
  feed.set(`/${file}`, options.corrupt ? installer(`tampered ${version}`).bytes : good.bytes)
  feed.set(
    `/${channelFileName}`,
    channelFile({ version, file, sha512: good.sha512, size: good.bytes.length, ...options }),
  )
  return good.bytes
}

interface Harness {
  app: TestApp
  service: UpdateService
  states: UpdateState[]
  saved: UpdateChannel[]
  verify: ReturnType<typeof vi.fn<SignatureCheck>>
  quitAndInstall: ReturnType<typeof vi.fn>
  tick: () => void
}

function harness(
  options: {
    version?: string
    channel?: UpdateChannel
    feed?: UpdateFeed
    verify?: SignatureCheck
  } = {},
): Harness {
  const app = testApp(dir, options.version ?? '1.0.0', feed.url, HALFWAY_USER)
  const verify = vi.fn<SignatureCheck>(options.verify ?? (async () => null))
  const updater = windowsUpdater(app, verify)
  // Installing would start the downloaded "installer"; the test only needs to see it asked.
  const quitAndInstall = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined)
  const states: UpdateState[] = []
  const saved: UpdateChannel[] = []
  let scheduled: (() => void) | null = null
  const service = createUpdateService({
    loadUpdater: async () => updater,
    feed: options.feed ?? { kind: 'packaged' },
    currentVersion: app.version,
    channel: options.channel ?? 'stable',
    saveChannel: (channel) => saved.push(channel),
    onState: (state) => states.push(state),
    logger: quiet,
    now: () => new Date('2026-03-02T08:00:00Z'),
    timers: {
      setInterval: (run, ms) => {
        expect(ms).toBe(CHECK_INTERVAL_MS)
        scheduled = run
        return 1
      },
      clearInterval: () => (scheduled = null),
    },
  })
  return {
    app,
    service,
    states,
    saved,
    verify,
    quitAndInstall: quitAndInstall as unknown as ReturnType<typeof vi.fn>,
    tick: () => scheduled?.(),
  }
}

/** Starts the service and waits until the check at start has settled. */
async function started(h: Harness): Promise<UpdateState> {
  h.service.start()
  await vi.waitFor(() => {
    const kind = h.service.state().status.kind
    expect(['up-to-date', 'ready', 'error']).toContain(kind)
  })
  return h.service.state()
}

describe('updates from a generic feed', () => {
  it('says the app is up to date when the channel file names the running version', async () => {
    publish('latest.yml', '1.0.0')
    const h = harness()
    const state = await started(h)
    expect(state).toEqual({
      currentVersion: '1.0.0',
      channel: 'stable',
      status: { kind: 'up-to-date', checkedAt: '2026-03-02T08:00:00.000Z' },
    })
    expect(feed.requests).toEqual(['/latest.yml'])
  })

  it('downloads a newer version in the background with progress, checks it, and waits for the user', async () => {
    const bytes = publish('latest.yml', '1.1.0')
    const checked: Buffer[] = []
    const h = harness({
      verify: async (_publishers, path) => {
        checked.push(readFileSync(path))
        return null
      },
    })
    const state = await started(h)
    expect(state.status).toEqual({ kind: 'ready', version: '1.1.0' })
    const kinds = h.states.map((s) => s.status.kind)
    expect(kinds.indexOf('checking')).toBeLessThan(kinds.indexOf('downloading'))
    expect(kinds.at(-1)).toBe('ready')
    expect(h.states.map((s) => s.status)).toContainEqual({
      kind: 'downloading',
      version: '1.1.0',
      percent: 100,
      transferred: bytes.length,
      total: bytes.length,
    })
    // The publisher check saw the very file that was downloaded.
    expect(h.verify.mock.calls.map(([publishers]) => publishers)).toEqual([[PUBLISHER]])
    expect(checked.map((file) => file.equals(bytes))).toEqual([true])
    // Nothing is installed or quit on the app's own initiative.
    expect(h.quitAndInstall).not.toHaveBeenCalled()
    expect(h.app.quit).not.toHaveBeenCalled()
    h.service.restartNow()
    expect(h.quitAndInstall).toHaveBeenCalledWith(false, true)
  })

  it('refuses a download whose checksum does not match the channel file', async () => {
    publish('latest.yml', '1.1.0', { corrupt: true })
    const h = harness()
    const state = await started(h)
    expect(state.status).toMatchObject({ kind: 'error', message: expect.stringMatching(/sha512/) })
    expect(h.verify).not.toHaveBeenCalled()
    expect(() => h.service.restartNow()).toThrow('There is no downloaded update to install yet.')
  })

  it('refuses an update not signed by the publisher', async () => {
    publish('latest.yml', '1.1.0')
    const h = harness({ verify: async () => `not signed by ${PUBLISHER}` })
    const state = await started(h)
    expect(state.status).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/not signed by the application owner/),
    })
  })

  it('switches to the beta channel, remembers it, and never downgrades on the way back', async () => {
    publish('latest.yml', '1.0.0')
    publish('beta.yml', '1.1.0-beta.1')
    const h = harness()
    expect((await started(h)).status.kind).toBe('up-to-date')
    const beta = await h.service.setChannel('beta')
    expect(beta).toMatchObject({
      channel: 'beta',
      status: { kind: 'ready', version: '1.1.0-beta.1' },
    })
    expect(h.saved).toEqual(['beta'])
    expect(feed.requests).toContain('/beta.yml')

    // The beta is installed; its user goes back to stable, whose newest build is older.
    const back = harness({ version: '1.1.0-beta.1', channel: 'beta' })
    await started(back)
    const stable = await back.service.setChannel('stable')
    expect(stable).toMatchObject({ channel: 'stable', status: { kind: 'up-to-date' } })
  })

  it('honours a staged rollout: offered only to users inside the percentage', async () => {
    publish('latest.yml', '1.1.0', { stagingPercentage: 40 })
    expect((await started(harness())).status.kind).toBe('up-to-date')
    publish('latest.yml', '1.1.0', { stagingPercentage: 60 })
    expect((await started(harness())).status).toEqual({ kind: 'ready', version: '1.1.0' })
  })

  it('checks again every few hours', async () => {
    publish('latest.yml', '1.0.0')
    const h = harness()
    await started(h)
    publish('latest.yml', '1.2.0')
    h.tick()
    await vi.waitFor(() => expect(h.service.state().status.kind).toBe('ready'))
    expect(feed.requests.filter((path) => path === '/latest.yml')).toHaveLength(2)
  })

  it('takes UPDATE_URL in an unpackaged build', async () => {
    publish('latest.yml', '1.1.0')
    const h = harness({ feed: { kind: 'url', url: feed.url } })
    expect((await started(h)).status.kind).toBe('ready')
  })

  it('does nothing, and says so, when no feed is configured', async () => {
    const h = harness({ feed: { kind: 'none' } })
    h.service.start()
    await expect(h.service.check()).resolves.toMatchObject({ status: { kind: 'unavailable' } })
    await expect(h.service.setChannel('beta')).resolves.toMatchObject({ channel: 'beta' })
    expect(h.saved).toEqual(['beta'])
    expect(feed.requests).toEqual([])
  })
})

describe('resolveUpdateFeed', () => {
  it('uses only the packaged feed in an installed app, whatever the environment says', () => {
    const env = { UPDATE_URL: 'https://elsewhere.example.com' }
    expect(resolveUpdateFeed({ isPackaged: true, packagedConfigExists: true, env })).toEqual({
      kind: 'packaged',
    })
    expect(resolveUpdateFeed({ isPackaged: true, packagedConfigExists: false, env })).toEqual({
      kind: 'none',
    })
  })

  it('takes an https (or local) UPDATE_URL in development, and refuses plain http elsewhere', () => {
    const resolve = (UPDATE_URL?: string) =>
      resolveUpdateFeed({ isPackaged: false, packagedConfigExists: false, env: { UPDATE_URL } })
    expect(resolve(undefined)).toEqual({ kind: 'none' })
    expect(resolve('https://updates.example.com/vitae/')).toEqual({
      kind: 'url',
      url: 'https://updates.example.com/vitae',
    })
    expect(() => resolve('http://updates.example.com')).toThrow(/UPDATE_URL must use https/)
  })
})

describe('updates IPC', () => {
  beforeEach(resetFakeElectron)

  it('answers the state, switches channels, and refuses an unknown channel', async () => {
    publish('latest.yml', '1.0.0')
    const h = harness()
    await started(h)
    const { call } = registerFeature((handle) => registerUpdateHandlers(handle, h.service))
    await expect(call('updates:state')).resolves.toMatchObject({ channel: 'stable' })
    await expect(call('updates:set-channel', 'nightly')).rejects.toThrow(
      /must be one of: stable, beta/,
    )
    await expect(call('updates:restart')).rejects.toThrow(/no downloaded update/)
  })
})
