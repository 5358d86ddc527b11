// The build-time renderer of the public pages (src/renderer/src/prerender.tsx), built for Node
// with the web build's root, aliases and plugins (vite.web.config.ts) into dist/prerender; scripts/prerender.mjs runs
// it after `vite build --config vite.web.config.ts` (npm run build:web).
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { apiWire } from './scripts/vite-api-wire'
import { pureShared } from './scripts/vite-pure-shared'

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  plugins: [react(), apiWire()],
  resolve: {
    alias: {
      '@shared': resolve(import.meta.dirname, 'src/shared'),
      '@platform': resolve(import.meta.dirname, 'src/renderer/src/platform/web.ts'),
    },
  },
  logLevel: 'warn',
  build: {
    ssr: resolve(import.meta.dirname, 'src/renderer/src/prerender.tsx'),
    outDir: resolve(import.meta.dirname, 'dist/prerender'),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { treeshake: pureShared },
  },
})
