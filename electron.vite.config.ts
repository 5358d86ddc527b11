// The desktop build: main, preload (CommonJS, because sandboxed preloads cannot be ES modules)
// and the same renderer as the web build, with the desktop platform adapter.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import { apiWire } from './scripts/vite-api-wire'
import { pureShared } from './scripts/vite-pure-shared'
import { woff2Only } from './scripts/vite-woff2-only'

const shared = { '@shared': resolve(import.meta.dirname, 'src/shared') }
// Node-side code shared with the cloud and the CLI (the PDF finishing); main only.
const node = { '@node': resolve(import.meta.dirname, 'src/node') }

// Main serves the renderer from app://vitae/ (src/main/app-protocol.ts), so asset URLs can be
// absolute and keep working when a client-side route such as /cv-creation/42 is reloaded.
// electron-vite forces base './' (meant for file://) in production; this runs after it.
const absoluteBase: Plugin = {
  name: 'vitae:absolute-base',
  enforce: 'post',
  config: () => ({ base: '/' }),
}

export default defineConfig({
  main: {
    resolve: { alias: { ...shared, ...node } },
    build: {
      externalizeDeps: true,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias: shared },
    build: {
      // A sandboxed preload can require only 'electron' and a few built-ins, so any dependency
      // it ever imports must be bundled rather than left as a require() that fails at runtime.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react(), absoluteBase, woff2Only(), apiWire()],
    resolve: {
      alias: {
        ...shared,
        '@platform': resolve(import.meta.dirname, 'src/renderer/src/platform/desktop.ts'),
      },
    },
    build: {
      rollupOptions: {
        treeshake: pureShared,
        input: {
          index: resolve(import.meta.dirname, 'src/renderer/index.html'),
          // The hidden window main prints PDFs from (src/main/features/pdf.ts).
          print: resolve(import.meta.dirname, 'src/renderer/print.html'),
        },
      },
    },
  },
})
