// Tells whether a Node-side build (scripts/build-node.mjs) is older than the sources it was made
// from. Kept apart from the build so a launcher can check without loading esbuild: a fresh build
// costs one small JSON read and a stat per source file (a few milliseconds).
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..')
/** Written into each build folder: when it was built and from which files. */
export const FRESHNESS_FILE = 'build-inputs.json'

/**
 * True when `outdir` holds no build, or any of its sources changed after it was built.
 * @param {string} outdir the build folder, relative to `root`
 * @param {string} [root] the project folder the recorded sources are relative to
 */
export function isStale(outdir, root = ROOT) {
  /** @type {{ builtAt: number, inputs: string[] }} */
  let record
  try {
    record = JSON.parse(readFileSync(join(resolve(root, outdir), FRESHNESS_FILE), 'utf8'))
  } catch {
    return true
  }
  for (const file of record.inputs) {
    try {
      if (statSync(join(root, file)).mtimeMs > record.builtAt) return true
    } catch {
      return true
    }
  }
  return false
}
