// End-to-end tests of the desktop renderer (issue 18 point 7): the desktop build of the renderer
// (electron-vite, out/renderer) served by the cloud on its own port, opened in the system
// Chromium with window.vitae bound through a test bridge (desktop-bridge.ts) to the real
// main-process modules running in the test's Node process. Everything but Electron's shell.
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import base from './playwright.config'

const port = Number(process.env.E2E_DESKTOP_PORT ?? 8807)
const dataDir = (process.env.E2E_DESKTOP_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'vitae-e2e-desktop-'),
))

export default defineConfig({
  ...base,
  testMatch: /desktop(-[a-z]+)?\.spec\.ts$/,
  testIgnore: [],
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../../test-results/e2e-desktop.json' }]]
    : [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'npm run build:desktop && npm run start:cloud',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: 'out/renderer',
      LOG_LEVEL: 'warn',
    },
  },
})
