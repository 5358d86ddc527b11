// Vite plugin: keep only the woff2 source of the bundled @fontsource faces. Their stylesheets
// also list a .woff fallback for browsers older than every Chromium the app runs in (Electron
// and the supported web browsers all read woff2), which would otherwise add some 800 unused
// files (22 MB) to the build and bloat the font CSS every page loads.
import type { Plugin } from 'vite'

const WOFF_FALLBACK = /,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g

export function woff2Only(): Plugin {
  return {
    name: 'vitae:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css(\?|$)/.test(id)) return null
      return { code: code.replace(WOFF_FALLBACK, ''), map: null }
    },
  }
}
