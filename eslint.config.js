// ESLint guards the architecture as well as the code: shared code imports no runtime, the
// renderer never reaches into main, preload or cloud, and only the two IPC helper files touch
// Electron's IPC objects.
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const runtimeFolders = (except) =>
  ['main', 'preload', 'renderer', 'cli']
    .filter((f) => f !== except)
    .flatMap((f) => [`**/src/${f}/**`, `../${f}/*`, `../../${f}/*`, `../../../${f}/*`])

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
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='ipcRenderer'], MemberExpression[object.name='ipcMain']",
          message: 'Use the typed IPC helpers in src/main/ipc.ts and src/preload/ipc.ts.',
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...runtimeFolders(''),
                '**/cloud/**',
                'electron',
                'koa',
                'react',
                'react-dom',
              ],
              message: 'src/shared imports no runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/main/**',
                '**/src/preload/**',
                '**/cloud/**',
                'electron',
                'koa',
                'better-sqlite3',
                'node:*',
              ],
              message:
                'The renderer talks to main only through the platform interface and to the cloud through the API client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cloud/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/main/**', '**/src/preload/**', '**/src/renderer/**', 'electron'],
              message: 'The cloud shares only src/shared with the clients.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/ipc.ts', 'src/preload/ipc.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
