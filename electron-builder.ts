// Packaging of the desktop app (`npm run dist`, see the README's "Desktop installers"). It runs
// on a machine that can download the Electron binary and, for release builds, holds the signing
// identities; everything secret or machine-specific comes from the environment, never from here.
// electron.builder.test.ts validates this against electron-builder's own schema.
import type { Configuration } from 'app-builder-lib'
import { afterPack } from './build/fuses'
import { PROTOCOL_SCHEME } from './src/main/features/protocol'
import { readServiceUrl } from './src/main/features/service-url'

/** The reverse-DNS identity of the app: the macOS bundle id and the Windows AppUserModelID. */
export const APP_ID = 'app.vitae.desktop'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The update feed (UPDATE_URL) is baked into the packaged app as app-update.yml, so an installed
 * app never takes it from its environment. It must be https: the updater trusts what it finds
 * there (the signature check on Windows and macOS is the second line, not the first).
 */
export function updateFeed(env: Env): Configuration['publish'] {
  const raw = env.UPDATE_URL?.trim()
  if (!raw) return null
  return [{ provider: 'generic', url: readServiceUrl('UPDATE_URL', raw) }]
}

export function buildConfig(env: Env = process.env): Configuration {
  return {
    appId: APP_ID,
    productName: 'Vitae',
    // deb needs a homepage and a maintainer ("Name <e-mail>"); they belong to whoever publishes.
    ...(env.VITAE_HOMEPAGE ? { extraMetadata: { homepage: env.VITAE_HOMEPAGE } } : {}),
    directories: { output: 'dist/desktop', buildResources: 'build' },
    // electron-vite's output plus package.json; the production dependencies main loads at run
    // time (better-sqlite3, the keychain, the updater, …) are added by electron-builder.
    files: ['out/**/*', 'package.json', '!**/*.map'],
    asar: true,
    // better-sqlite3 and the keychain ship Node-API binaries for every platform in their npm
    // packages, and Node-API binaries load in Electron as they are: nothing to compile.
    npmRebuild: false,
    afterPack,
    // Beta builds (1.2.0-beta.1) write beta.yml; a stable build writes latest.yml and beta.yml,
    // so users on the beta channel get stable releases too.
    generateUpdatesFilesForAllChannels: true,
    publish: updateFeed(env),
    protocols: [{ name: 'Vitae link', schemes: [PROTOCOL_SCHEME] }],
    fileAssociations: [
      {
        ext: 'json',
        name: 'Vitae resume',
        description: 'Resume (JSON)',
        mimeType: 'application/json',
        role: 'Editor',
        // Listed under "Open With"; Vitae does not take every .json file over on macOS.
        rank: 'Alternate',
      },
    ],
    mac: {
      category: 'public.app-category.productivity',
      icon: 'build/icon.icns',
      target: [
        { target: 'dmg', arch: ['x64', 'arm64'] },
        // The zip is what the updater downloads on macOS.
        { target: 'zip', arch: ['x64', 'arm64'] },
      ],
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
      // Signing: CSC_LINK / CSC_KEY_PASSWORD or the login keychain. Notarisation: APPLE_API_KEY,
      // APPLE_API_KEY_ID and APPLE_API_ISSUER, or APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and
      // APPLE_TEAM_ID, or APPLE_KEYCHAIN_PROFILE; without them electron-builder skips it and says so.
      notarize: true,
    },
    dmg: { sign: false },
    win: {
      icon: 'build/icon.ico',
      target: [{ target: 'nsis', arch: ['x64', 'arm64'] }],
      // Signing: WIN_CSC_LINK / WIN_CSC_KEY_PASSWORD (or CSC_*). The updater refuses an update
      // not signed by this publisher; electron-builder takes it from the certificate when unset.
      ...(env.VITAE_WIN_PUBLISHER_NAME
        ? { signtoolOptions: { publisherName: [env.VITAE_WIN_PUBLISHER_NAME] } }
        : {}),
    },
    nsis: {
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      // The library and settings in the user-data folder outlive an uninstall.
      deleteAppDataOnUninstall: false,
    },
    linux: {
      icon: 'build/icons',
      category: 'Office',
      target: [
        { target: 'AppImage', arch: ['x64', 'arm64'] },
        { target: 'deb', arch: ['x64', 'arm64'] },
      ],
      ...(env.VITAE_MAINTAINER ? { maintainer: env.VITAE_MAINTAINER } : {}),
      desktop: { entry: { StartupWMClass: 'Vitae' } },
    },
  }
}

export default buildConfig()
