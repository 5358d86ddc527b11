// The web build of the renderer: the same React bundle as the desktop client, with the web
// platform adapter. The cloud serves dist/web.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { apiWire } from './scripts/vite-api-wire'
import { pureShared } from './scripts/vite-pure-shared'
import { woff2Only } from './scripts/vite-woff2-only'
import { devProxy } from './src/shared/api/server-paths'

/** Where `npm run dev` runs the cloud (scripts/dev.mjs). */
export const DEV_CLOUD_URL = 'http://localhost:8787'

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  plugins: [react(), woff2Only(), apiWire()],
  resolve: {
    alias: {
      '@shared': resolve(import.meta.dirname, 'src/shared'),
      '@platform': resolve(import.meta.dirname, 'src/renderer/src/platform/web.ts'),
    },
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Read by `npm run bench` and the budget test (scripts/web-weight.ts); the cloud does not
    // serve it (hidden files are refused).
    manifest: true,
    // The app, and the print page every PDF is printed from (src/shared/export/print.ts).
    rollupOptions: {
      treeshake: pureShared,
      input: {
        index: resolve(import.meta.dirname, 'src/renderer/index.html'),
        print: resolve(import.meta.dirname, 'src/renderer/print.html'),
      },
    },
  },
  server: {
    port: 5173,
    // Every path of the route table goes to the cloud; everything else is the app.
    proxy: devProxy(DEV_CLOUD_URL),
  },
})
