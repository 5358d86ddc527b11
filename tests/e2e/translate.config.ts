// End-to-end tests of translation (issue 15 point 8): the app as `npm start` serves it, with its
// translation provider set to the AI provider's LLM, answered by the scripted OpenAI-compatible
// server that translate.spec.ts starts on E2E_TRANSLATE_LLM_PORT. A config of its own so that
// no other end-to-end test runs with an AI provider configured.
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import base from './playwright.config'

const port = Number(process.env.E2E_TRANSLATE_PORT ?? 8795)
const llmPort = (process.env.E2E_TRANSLATE_LLM_PORT ??= '8794')
const dataDir = (process.env.E2E_TRANSLATE_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'vitae-e2e-translate-'),
))

export default defineConfig({
  ...base,
  testMatch: 'translate.spec.ts',
  testIgnore: [],
  // Its own report file under CI, beside the main run's (scripts/ci-summary.mjs reads both).
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../../test-results/e2e-translate.json' }]]
    : [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
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
      TRANSLATE_PROVIDER: 'llm',
      AI_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
      AI_API_KEY: 'e2e-key',
      AI_MODEL: 'e2e-model',
    },
  },
})
