// One test command for every runtime: shared and main-process modules under Node, the cloud
// against a real database (SQLite always, PostgreSQL too when DATABASE_URL is set), and the
// renderer's components in jsdom.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@node': resolve(import.meta.dirname, 'src/node'),
  '@platform': resolve(import.meta.dirname, 'src/renderer/src/platform/web.ts'),
}

// Under CI a JSON report is written too, so .ci/run can print one closing line for all runners.
const reporters = process.env.CI
  ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }]]
  : ['default']

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: reporters as never,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/cli/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'main',
          environment: 'node',
          include: ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cloud',
          environment: 'node',
          include: ['cloud/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/src/test/setup.ts'],
        },
      },
    ],
  },
})
