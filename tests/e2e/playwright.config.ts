// End-to-end tests drive the app exactly as `npm start` serves it (web build + cloud on an
// embedded SQLite in a throwaway data folder), in the system Chromium.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8797)
// Kept in the environment: the config is evaluated again in each worker, which must see the
// same folder (export.spec.ts opens the server's database there to grant Premium).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vitae-e2e-')))

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Runs with its own server, whose translation provider is a scripted LLM (translate.config.ts).
  // desktop*.spec.ts run against the desktop renderer build (desktop.config.ts).
  testIgnore: ['translate.spec.ts', /desktop(-[a-z]+)?\.spec\.ts$/],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI a test that fails is run once more and, if it then passes, counted and named as flaky in
  // CI's summary (scripts/ci-summary.mjs): a browser on a loaded 2-core machine is not a reason to
  // throw a whole run away, and a flaky test still shows.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]]
    : [['list']],
  outputDir: '../../test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every spec signs up from 127.0.0.1: more accounts in an hour than one address may make.
      RATE_LIMIT_SCALE: '10',
    },
  },
})
