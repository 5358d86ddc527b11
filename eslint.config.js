// ESLint guards the architecture as well as the code:
// - vitae/boundaries (lint/boundaries.js): which folder may import which; src/shared imports no
//   runtime and no Node built-in, the CLI and the bench reach no cloud internals, main never
//   imports the renderer, the cloud knows nothing of the clients;
// - src/shared uses no DOM-only and no Node-only global (it runs in every runtime);
// - only the two IPC helper files touch Electron's IPC objects, however they are reached.
// tests/architecture/boundaries.test.ts proves each of these fires on a probe file.
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import vitae from './lint/boundaries.js'

// Globals that exist in browsers but not in Node, or in Node but not in browsers. Node lists Web
// Storage among its globals, but it only works there with --localstorage-file.
const browserOnly = Object.keys(globals.browser).filter(
  (name) => !(name in globals.node) || name === 'localStorage' || name === 'sessionStorage',
)
const nodeOnly = Object.keys(globals.node).filter((name) => !(name in globals.browser))

const IPC_MESSAGE = 'Use the typed IPC helpers in src/main/ipc.ts and src/preload/ipc.ts.'
const IPC_NAME = '/^ipc(Main|Renderer)$/'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { vitae },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'vitae/boundaries': 'error',
      // ipcMain/ipcRenderer by import (also renamed or through a namespace), by property access
      // (electron.ipcMain, (await import('electron')).ipcRenderer) or by destructuring.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', importNames: ['ipcMain', 'ipcRenderer'], message: IPC_MESSAGE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `MemberExpression[property.name=${IPC_NAME}]`, message: IPC_MESSAGE },
        { selector: `MemberExpression[property.value=${IPC_NAME}]`, message: IPC_MESSAGE },
        { selector: `ObjectPattern > Property[key.name=${IPC_NAME}]`, message: IPC_MESSAGE },
        { selector: `ObjectPattern > Property[key.value=${IPC_NAME}]`, message: IPC_MESSAGE },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    // Tests and their byte builders run under Node in vitest (and are left out of the web
    // typecheck too, see tsconfig.web.json).
    ignores: ['**/*.test.ts', '**/test-fixtures/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[...browserOnly, ...nodeOnly].map((name) => ({
          name,
          message: `${name} exists only in ${browserOnly.includes(name) ? 'browsers' : 'Node'}; src/shared runs in every runtime.`,
        })),
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/main/ipc.ts', 'src/preload/ipc.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
)
