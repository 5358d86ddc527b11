#!/usr/bin/env node
// `cv` (`npm run cv -- …`): runs the compiled command line, dist/cli/cv.js, with plain Node.
// It is compiled here first when it is missing or older than any of its sources, so a fresh
// clone and an edited source both just work; otherwise the check is a few stat calls.
import module from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isStale, ROOT } from '../scripts/build-freshness.mjs'

// V8's compiled code is kept on disk between runs (pdf.js alone takes ~100 ms to compile).
module.enableCompileCache?.()

if (isStale('dist/cli')) {
  const { buildTarget } = await import('../scripts/build-node.mjs')
  try {
    await buildTarget('cli')
  } catch {
    // esbuild has printed what does not compile, with file and line.
    console.error('cv: the command line could not be compiled (see above).')
    process.exit(70)
  }
}
await import(pathToFileURL(join(ROOT, 'dist/cli/cv.js')).href)
