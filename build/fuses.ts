// Electron Fuses (https://www.electronjs.org/docs/latest/tutorial/fuses) are switches compiled
// into the Electron binary. They are flipped in the packaged copy of the binary, after the app is
// laid out and before it is signed, so the signature covers them. Every fuse this version of
// @electron/fuses knows is set on purpose (strictlyRequireAllFuses): an Electron upgrade that
// adds a fuse stops packaging until someone decides its value here.
import { join } from 'node:path'
import { flipFuses, FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses'
import { Arch, type AfterPackContext, type LinuxPackager } from 'app-builder-lib'

export const VITAE_FUSES = {
  /** ELECTRON_RUN_AS_NODE would turn the signed app into a general-purpose Node. */
  [FuseV1Options.RunAsNode]: false,
  /** Cookies (the session) are encrypted at rest with an OS-protected key. */
  [FuseV1Options.EnableCookieEncryption]: true,
  /** NODE_OPTIONS could inject code (--require) into the main process. */
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  /** --inspect and friends would let anyone who can start the app debug its main process. */
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  /** app.asar is checked against the hash electron-builder records (macOS and Windows). */
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  /** Only the (integrity-checked) app.asar is loaded, never a loose app folder beside it. */
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  /** One V8 snapshot for every process, as Electron ships it. */
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  /** The renderer is served from app://, so file:// gets no special powers. */
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  /** Electron's default: WebAssembly bounds checks through the trap handler. */
  [FuseV1Options.WasmTrapHandlers]: true,
} as const satisfies Record<FuseV1Options, boolean>

/**
 * The fuse configuration for one packaged binary. Flipping fuses invalidates the ad-hoc
 * signature Electron's arm64 macOS binary ships with, so that one is re-signed ad hoc; a
 * release build is then signed properly by electron-builder right after this hook.
 */
export function fusesFor(platform: string, arch: Arch): FuseV1Config {
  return {
    version: FuseVersion.V1,
    strictlyRequireAllFuses: true,
    resetAdHocDarwinSignature: platform === 'darwin' && arch === Arch.arm64,
    ...VITAE_FUSES,
  }
}

/** The Electron binary inside the packed app, named as electron-builder names it. */
export function packedBinaryPath(context: AfterPackContext): string {
  const { appOutDir, electronPlatformName, packager } = context
  const name = packager.appInfo.productFilename
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(appOutDir, `${name}.app`)
    case 'win32':
      return join(appOutDir, `${name}.exe`)
    default:
      return join(appOutDir, (packager as LinuxPackager).executableName)
  }
}

/**
 * electron-builder's afterPack hook: flips the fuses in the binary it just laid out, with this
 * project's @electron/fuses (electron-builder's own copy may not know the newest fuses).
 */
export async function afterPack(context: AfterPackContext): Promise<void> {
  await flipFuses(packedBinaryPath(context), fusesFor(context.electronPlatformName, context.arch))
}
