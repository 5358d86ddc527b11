// One test command for every runtime, in projects of two speeds.
//
// Fast (`npm run test:fast`, the loop while working): tests that start no process and no
// browser: shared engines, Node-side modules, the CLI's commands in-process, main-process
// modules under Node, the cloud against a real database (SQLite always, PostgreSQL too when
// DATABASE_URL is set) and the renderer's components in jsdom.
//
// Slow (`npm run test:slow`): files named *.process.test.ts start programs (the compiled cloud
// and `cv`, poppler's tools) and files named *.chromium.test.ts print in the system Chromium.
// Their projects compile what they run once, before their files start.
//
// Most of a fast file's time would go into loading its modules again (zod, React, jsdom, Koa):
// - the projects of pure code (shared, node, cli, repo) share modules between files
//   (isolate: false). Their tests keep no module state; one that mocks a module (vi.mock) or
//   changes module state belongs in an isolated project, or undoes it in afterAll.
// - the cloud and the renderer run each file in a VM context of its own on a worker that stays
//   up (pool: 'vmForks'): isolated like a fresh process without starting one per file, for a
//   half (cloud) to a quarter (renderer) of the CPU time. The renderer's stores and module mocks stay per file that way.
// - main mocks electron per file and stays in plain isolated workers.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { apiWire } from './scripts/vite-api-wire'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@node': resolve(import.meta.dirname, 'src/node'),
  '@platform': resolve(import.meta.dirname, 'src/renderer/src/platform/web.ts'),
}

const PROCESS_TESTS = '**/*.process.test.ts'
const CHROMIUM_TESTS = '**/*.chromium.test.ts'

// Drops the PostgreSQL test schemas once the whole run is over (see the file).
const PG_SCHEMAS = 'cloud/src/test/pg-schemas.setup.ts'

function fast(
  name: string,
  include: string[],
  test: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include,
      exclude: [...configDefaults.exclude, PROCESS_TESTS, CHROMIUM_TESTS],
      ...test,
    },
  }
}

function slow(
  name: string,
  include: string,
  globalSetup: string[],
): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include: [include],
      exclude: configDefaults.exclude,
      globalSetup,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }
}

// Under CI a JSON report is written too, so .ci/run can print one closing line for all runners.
const reporters = process.env.CI
  ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }]]
  : ['default']

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: reporters as never,
    // Every core (vitest's default leaves one free): the database and Chromium tests wait on I/O
    // often enough that two workers on two cores finish clearly sooner than one.
    maxWorkers: '100%',
    projects: [
      fast('shared', ['src/shared/**/*.test.ts'], { isolate: false }),
      fast('node', ['src/node/**/*.test.ts'], { isolate: false }),
      fast('cli', ['src/cli/**/*.test.ts'], { isolate: false }),
      fast('main', ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts', 'build/**/*.test.ts']),
      fast('cloud', ['cloud/**/*.test.ts', 'tests/desktop/**/*.test.ts'], {
        pool: 'vmForks',
        globalSetup: [PG_SCHEMAS],
        testTimeout: 20_000,
        hookTimeout: 30_000,
      }),
      {
        ...fast('renderer', ['src/renderer/**/*.test.{ts,tsx}'], {
          pool: 'vmForks',
          environment: 'jsdom',
          setupFiles: ['src/renderer/src/test/setup.ts'],
        }),
        plugins: [react(), apiWire()],
      },
      // The repository itself: architecture rules (lint boundaries, the web typecheck) and the
      // build scripts.
      fast('repo', ['tests/architecture/**/*.test.ts', 'scripts/**/*.test.ts'], {
        isolate: false,
        testTimeout: 60_000,
      }),
      slow('processes', PROCESS_TESTS, ['tests/support/built-programs.setup.ts', PG_SCHEMAS]),
      slow('chromium', CHROMIUM_TESTS, [
        PG_SCHEMAS,
        'tests/support/built-programs.setup.ts',
        'tests/support/print-bundle.setup.ts',
      ]),
    ],
  },
})
