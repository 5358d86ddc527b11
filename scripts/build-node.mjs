// Compiles the Node-side programs to plain JavaScript, so they start with `node` alone and no
// TypeScript loader runs in production:
//   dist/cloud/server.js   the cloud (`npm start`), with work-tasks.js (its work pool's threads)
//   dist/cli/cv.js         the `cv` command line, with import-worker-entry.js (its import worker)
//                          and one chunk per command, loaded when that command runs
//
//   node scripts/build-node.mjs [cloud] [cli]    (both when none is named)
//
// esbuild, because it bundles TypeScript for Node in a few hundred milliseconds (so `npm start`
// and `npm run cv` can compile on the spot), resolves the tsconfig `paths` (@shared, @node)
// itself, splits ES-module chunks for lazy commands, and is already installed (Vite and tsx
// depend on it; its install script is approved in package.json). tsc alone cannot emit this
// code for Node: it rewrites neither the path aliases nor the extension-less imports. Rolldown
// (Vite's bundler) would do too, but its Node-bundling options are younger and move faster.
//
// The cloud bundles only the project's own code (cloud/, src/node, src/shared) and loads its
// dependencies from node_modules (packages: 'external'): better-sqlite3's binary, pino's
// transports, the hunspell dictionaries and pdf.js read files next to themselves.
// The CLI bundles its pure-JavaScript dependencies too (zod, sanitize-html and theirs): a
// command then loads a few chunks instead of some 180 modules, which takes a third off the
// import worker's start. Only the packages in CLI_EXTERNAL, which need their own files or are
// loaded by one command only, stay in node_modules.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { build } from 'esbuild'
import { FRESHNESS_FILE, ROOT } from './build-freshness.mjs'

/** Files outside the bundle's inputs that change what it compiles to (the lock file: `cv`
 * bundles dependencies). */
const CONFIG_FILES = [
  'scripts/build-node.mjs',
  'tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
]

/** Writes a file under a temporary name, then renames it: a `cv` starting meanwhile reads the
 * old file or the new one, never half of one. */
function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, contents)
  renameSync(temporary, path)
}

const CLI_EXTERNAL = [
  'pdfjs-dist', // loads its worker module and fonts from its own folder
  'dictionary-*', // read their .aff/.dic files from their own folder
  'playwright-core', // drives Chromium with files of its own; `cv export` only
  'mammoth', // .docx import only
  'tsx', // named in the import worker's source-mode branch, never run from dist
]

// Bundled CommonJS dependencies call require() for Node's built-ins; an ES module has none.
const REQUIRE_SHIM =
  "import { createRequire as __vitaeCreateRequire } from 'node:module'; const require = __vitaeCreateRequire(import.meta.url);"

const TARGETS = {
  cloud: {
    outdir: 'dist/cloud',
    // work-tasks.js: what the work pool's threads load (cloud/src/workers/pool.ts).
    entryPoints: { server: 'cloud/src/server.ts', 'work-tasks': 'cloud/src/workers/tasks.ts' },
    packages: /** @type {const} */ ('external'),
  },
  cli: {
    outdir: 'dist/cli',
    entryPoints: {
      cv: 'src/cli/index.ts',
      'import-worker-entry': 'src/cli/import-worker-entry.ts',
    },
    external: CLI_EXTERNAL,
    banner: { js: `#!/usr/bin/env node\n${REQUIRE_SHIM}` },
  },
}

/**
 * Compiles one target into `outdir` (default: its folder under dist/) and records the sources it
 * was made from, so a launcher can tell when it is out of date (build-freshness.mjs).
 * @param {'cloud' | 'cli'} name
 * @param {{ outdir?: string }} [options]
 * @returns {Promise<{ outdir: string, inputs: string[] }>}
 */
export async function buildTarget(name, { outdir } = {}) {
  const target = TARGETS[name]
  if (!target) throw new Error(`unknown build target '${name}'; use ${Object.keys(TARGETS)}`)
  const out = resolve(ROOT, outdir ?? target.outdir)
  const startedAt = Date.now()
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: target.entryPoints,
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'packages' in target ? target.packages : undefined,
    external: 'external' in target ? target.external : undefined,
    tsconfig: join(ROOT, 'tsconfig.json'),
    sourcemap: 'linked',
    banner: 'banner' in target ? target.banner : undefined,
    metafile: true,
    logLevel: 'warning',
    write: false,
  })
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents)
  const inputs = [
    ...Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/')),
    ...CONFIG_FILES,
  ]
  // Chunk names carry a content hash: drop the files earlier builds left behind.
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(ROOT, file)))
  for (const file of readdirSync(out)) {
    const path = join(out, file)
    if (file !== FRESHNESS_FILE && !written.has(path) && !file.endsWith('.tmp'))
      rmSync(path, { recursive: true, force: true })
  }
  writeAtomically(
    join(out, FRESHNESS_FILE),
    `${JSON.stringify({ builtAt: startedAt, inputs }, null, 2)}\n`,
  )
  return { outdir: out, inputs }
}

if (import.meta.main) {
  const names = process.argv.slice(2)
  for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
    const started = performance.now()
    const { outdir } = await buildTarget(name)
    const ms = Math.round(performance.now() - started)
    console.log(`built ${name} into ${relative(ROOT, outdir)} in ${ms} ms`)
  }
}
