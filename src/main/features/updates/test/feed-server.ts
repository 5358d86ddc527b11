// A generic update feed on 127.0.0.1 serving latest.yml / beta.yml and installers, and the real
// electron-updater (NsisUpdater) pointed at it with a fake app, as electron-builder's own tests
// drive it. Everything but Electron itself runs: HTTP, the yml parsing, the staging check, the
// download with its sha512 check, the signature hook.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import {
  createServer,
  request,
  type ClientRequest,
  type RequestOptions,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime'
import { NsisUpdater } from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import { vi } from 'vitest'

export interface Feed {
  readonly url: string
  /** Paths requested so far, in order. */
  readonly requests: string[]
  set(path: string, body: string | Buffer): void
  close(): Promise<void>
}

export async function startFeed(): Promise<Feed> {
  const files = new Map<string, Buffer>()
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname
    requests.push(path)
    const body = files.get(path)
    if (!body) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Length': body.length }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set: (path, body) => files.set(path, Buffer.from(body)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** An "installer" of the given size with its base64 sha512, as electron-builder writes it. */
export function installer(seed: string, size = 64 * 1024): { bytes: Buffer; sha512: string } {
  const bytes = Buffer.alloc(size, seed)
  return { bytes, sha512: createHash('sha512').update(bytes).digest('base64') }
}

/** A channel file (latest.yml, beta.yml) as electron-builder generates it. */
export function channelFile(options: {
  version: string
  file: string
  sha512: string
  size: number
  stagingPercentage?: number
}): string {
  return [
    `version: ${options.version}`,
    'files:',
    `  - url: ${options.file}`,
    `    sha512: ${options.sha512}`,
    `    size: ${options.size}`,
    `path: ${options.file}`,
    `sha512: ${options.sha512}`,
    `releaseDate: '2026-03-01T10:00:00.000Z'`,
    ...(options.stagingPercentage === undefined
      ? []
      : [`stagingPercentage: ${options.stagingPercentage}`]),
    '',
  ].join('\n')
}

/** The electron-updater HTTP client over Node's http module instead of Electron's net. */
class NodeFeedExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: unknown) => void): ClientRequest {
    return request(options, callback)
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined }
      configureRequestUrl(url, requestOptions)
      configureRequestOptions(requestOptions)
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      )
    })
  }
}

export const PUBLISHER = 'Vitae Test Publisher'

export interface TestApp extends AppAdapter {
  readonly quit: ReturnType<typeof vi.fn<() => void>>
  readonly relaunch: ReturnType<typeof vi.fn<() => void>>
}

/**
 * The app as electron-updater sees it: installed (packaged) at `version`, with the
 * app-update.yml electron-builder bakes in, and this user's staging id.
 */
export function testApp(dir: string, version: string, feedUrl: string, stagingId: string): TestApp {
  const resources = join(dir, 'resources')
  const userData = join(dir, 'user-data')
  mkdirSync(resources, { recursive: true })
  mkdirSync(userData, { recursive: true })
  const appUpdateConfigPath = join(resources, 'app-update.yml')
  writeFileSync(
    appUpdateConfigPath,
    [
      'provider: generic',
      `url: ${feedUrl}`,
      'updaterCacheDirName: vitae-updater',
      'publisherName:',
      `  - ${PUBLISHER}`,
      '',
    ].join('\n'),
  )
  writeFileSync(join(userData, '.updaterId'), stagingId)
  return {
    version,
    name: 'Vitae',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: userData,
    baseCachePath: join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: vi.fn<() => void>(),
    quit: vi.fn<() => void>(),
    onQuit: vi.fn(),
  }
}

export type SignatureCheck = (publisherNames: string[], path: string) => Promise<string | null>

/**
 * The Windows updater with the feed client swapped for Node's and the Authenticode check (which
 * needs PowerShell) swapped for `verify`; the updater still decides when to call it and what a
 * refusal means.
 */
export function windowsUpdater(app: TestApp, verify: SignatureCheck): NsisUpdater {
  const updater = new NsisUpdater(null, app)
  Object.assign(updater, {
    httpExecutor: new NodeFeedExecutor(),
    // electron-updater's own switch for testing another platform's channel file names.
    _testOnlyOptions: { platform: 'win32' },
  })
  updater.verifyUpdateCodeSignature = verify
  return updater
}
