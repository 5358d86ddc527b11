// The packaging configuration as electron-builder itself reads and validates it, and the fuses
// hook run against a binary that carries Electron's fuse wire. Packaging for real needs the
// Electron binary, which these machines cannot download (README, "Desktop installers").
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import {
  Arch,
  type AfterPackContext,
  type Configuration,
  type PlatformPackager,
} from 'app-builder-lib'
import { validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { getConfig } from 'app-builder-lib/out/util/config/load'
import { afterEach, describe, expect, it } from 'vitest'
import { APP_ID, buildConfig } from '../electron-builder'
import { afterPack, packedBinaryPath } from './fuses'
import { ICON_SIZES, renderPng } from './make-icons'

const projectDir = resolve(import.meta.dirname, '..')
const quietLogger = { isEnabled: false, add: () => undefined } as never

async function validate(config: Configuration): Promise<void> {
  await validateConfiguration(config, quietLogger)
}

// Loading electron-builder and compiling electron-builder.ts takes seconds; on a loaded machine
// more than vitest's default 5 s.
describe('electron-builder configuration', { timeout: 60_000 }, () => {
  it('is found and loaded by electron-builder, and passes its schema', async () => {
    const loaded = await getConfig(
      {
        packageKey: 'build',
        configFilename: 'electron-builder',
        projectDir,
        packageMetadata: null,
      },
      null,
    )
    expect(loaded?.configFile).toMatch(/electron-builder\.ts$/)
    const config = loaded?.result as Configuration
    expect(config.appId).toBe(APP_ID)
    await expect(validate(config)).resolves.toBeUndefined()
  })

  it('passes the schema with every release variable set, too', async () => {
    const config = buildConfig({
      UPDATE_URL: 'https://updates.example.com/vitae/',
      VITAE_HOMEPAGE: 'https://example.com',
      VITAE_MAINTAINER: 'Release Team <release@example.com>',
      VITAE_WIN_PUBLISHER_NAME: 'Example Ltd',
    })
    await expect(validate(config)).resolves.toBeUndefined()
    expect(config.publish).toEqual([
      { provider: 'generic', url: 'https://updates.example.com/vitae' },
    ])
    expect(config.win?.signtoolOptions?.publisherName).toEqual(['Example Ltd'])
    expect(config.linux?.maintainer).toBe('Release Team <release@example.com>')
  })

  it('is caught by the schema when an option is misspelt (the validation is real)', async () => {
    const broken = { ...buildConfig({}), nsis: { oneClik: false } } as Configuration
    await expect(validate(broken)).rejects.toThrow(/configuration\.nsis/)
  })

  it('builds the installers the issue asks for', () => {
    const config = buildConfig({})
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64', 'arm64'] }])
    expect(config.mac?.target).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ])
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true })
    expect(config.linux?.target).toEqual([
      { target: 'AppImage', arch: ['x64', 'arm64'] },
      { target: 'deb', arch: ['x64', 'arm64'] },
    ])
  })

  it('registers vitae:// links and .json resumes, and flips the fuses after packing', () => {
    const config = buildConfig({})
    expect(config.protocols).toEqual([{ name: 'Vitae link', schemes: ['vitae'] }])
    expect(config.fileAssociations).toEqual([expect.objectContaining({ ext: 'json' })])
    expect(config.afterPack).toBe(afterPack)
    // The hook does it; electron-builder's own switch would flip them a second time.
    expect(config.electronFuses).toBeUndefined()
    expect(config.asar).toBe(true)
    expect(config.npmRebuild).toBe(false)
    expect(config.disableAsarIntegrity).toBeUndefined()
  })

  it('publishes no update feed without UPDATE_URL, and refuses one that is not https', () => {
    expect(buildConfig({}).publish).toBeNull()
    expect(() => buildConfig({ UPDATE_URL: 'http://updates.example.com' })).toThrow(
      /UPDATE_URL must use https/,
    )
    expect(buildConfig({ UPDATE_URL: 'http://localhost:8080' }).publish).toEqual([
      { provider: 'generic', url: 'http://localhost:8080' },
    ])
  })
})

describe('the afterPack fuses hook', () => {
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
  let dir: string | null = null
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
    dir = null
  })

  /** A stand-in binary: random bytes around Electron's fuse wire, every fuse at `initial`. */
  async function fakeElectron(wireLength: number, initial: '0' | '1'): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'vitae-fuses-'))
    const wire = Buffer.concat([
      Buffer.from(SENTINEL),
      Buffer.from([1, wireLength]),
      Buffer.from(initial.repeat(wireLength)),
    ])
    const binary = join(dir, 'Vitae.exe')
    await writeFile(binary, Buffer.concat([randomBytes(4096), wire, randomBytes(4096)]))
    return binary
  }

  /** What electron-builder passes the hook after laying out the Windows app. */
  function windowsContext(appOutDir: string): AfterPackContext {
    const packager = { appInfo: { productFilename: 'Vitae' } } as PlatformPackager<never>
    return {
      appOutDir,
      outDir: appOutDir,
      packager,
      electronPlatformName: 'win32',
      arch: Arch.x64,
      targets: [],
    }
  }

  it('turns off run-as-node, NODE_OPTIONS and inspect, and turns on cookie encryption and the asar checks', async () => {
    const binary = await fakeElectron(9, '1')
    await afterPack(windowsContext(dir as string))
    const wire = await getCurrentFuseWire(binary)
    const state = (fuse: FuseV1Options) => wire[fuse]
    expect(state(FuseV1Options.RunAsNode)).toBe(FuseState.DISABLE)
    expect(state(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe(FuseState.DISABLE)
    expect(state(FuseV1Options.EnableNodeCliInspectArguments)).toBe(FuseState.DISABLE)
    expect(state(FuseV1Options.GrantFileProtocolExtraPrivileges)).toBe(FuseState.DISABLE)
    expect(state(FuseV1Options.EnableCookieEncryption)).toBe(FuseState.ENABLE)
    expect(state(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe(FuseState.ENABLE)
    expect(state(FuseV1Options.OnlyLoadAppFromAsar)).toBe(FuseState.ENABLE)
  })

  it('finds the binary where electron-builder puts it on each platform', () => {
    const context = (electronPlatformName: string) => ({
      ...windowsContext('/out'),
      electronPlatformName,
      packager: { appInfo: { productFilename: 'Vitae' }, executableName: 'vitae' } as never,
    })
    expect(packedBinaryPath(context('win32'))).toBe(join('/out', 'Vitae.exe'))
    expect(packedBinaryPath(context('darwin'))).toBe(join('/out', 'Vitae.app'))
    expect(packedBinaryPath(context('linux'))).toBe(join('/out', 'vitae'))
  })

  it('stops packaging when Electron brings a fuse nobody has decided on', async () => {
    await fakeElectron(10, '0')
    await expect(afterPack(windowsContext(dir as string))).rejects.toThrow(
      /strictlyRequireAllFuses/,
    )
  })
})

describe('the app icons', () => {
  const file = (name: string) => readFileSync(join(import.meta.dirname, name))
  const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

  it('exist as PNGs in every size, rendered from the current icon.svg', () => {
    for (const size of ICON_SIZES) {
      const png = file(`icons/${size}x${size}.png`)
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(pngSize(png)).toEqual([size, size])
    }
    const svg = file('icon.svg').toString()
    // Regenerated with `npm run icons` whenever the SVG changes.
    expect(renderPng(svg, 64).equals(file('icons/64x64.png'))).toBe(true)
  })

  it('include a Windows .ico from 16 to 256 pixels', () => {
    const ico = file('icon.ico')
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    const count = ico.readUInt16LE(4)
    // In an ICO directory entry a width byte of 0 means 256.
    const widths = Array.from({ length: count }, (_, i) => ico[6 + i * 16] || 256)
    expect(widths).toEqual(expect.arrayContaining([16, 32, 48, 256]))
  })

  it('include a macOS .icns up to 1024 pixels', () => {
    const icns = file('icon.icns')
    expect(icns.subarray(0, 4).toString()).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const types: string[] = []
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      types.push(icns.subarray(at, at + 4).toString())
    }
    // ic10 is 512@2x (1024 px), ic07 128 px, and the small sizes come in too.
    expect(types).toEqual(expect.arrayContaining(['ic10', 'ic09', 'ic07']))
  })
})
