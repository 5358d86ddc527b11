// Writes the prerendered site into the web build (issue 17 point 5): runs the build-time
// renderer (dist/prerender, built by vite.prerender.config.ts) on dist/web/index.html and writes
// every page, the language shells, sitemap.xml and robots.txt. See src/renderer/src/prerender.tsx.
//
//   node scripts/prerender.mjs [dist/web]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
const webDir = resolve(process.argv[2] ?? join(root, 'dist/web'))
// The production build of React's server renderer, as the browser runs the production build.
process.env.NODE_ENV = 'production'
const started = performance.now()
const { renderSite } = await import(pathToFileURL(join(root, 'dist/prerender/prerender.js')).href)
const template = readFileSync(join(webDir, 'index.html'), 'utf8')
// The Vite manifest names each lazily loaded screen's stylesheets and chunks (written by the
// web build, vite.web.config.ts).
const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'))
const site = await renderSite(template, manifest, (file) =>
  readFileSync(join(webDir, file), 'utf8'),
)
for (const { file, content } of site.files) {
  const target = join(webDir, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, content)
}
const ms = Math.round(performance.now() - started)
console.log(`prerendered ${site.pages.length} pages in ${ms} ms: ${site.pages.join(' ')}`)
if (site.skipped.length > 0)
  console.log(`no screen yet (served as the app shell): ${site.skipped.join(', ')}`)
