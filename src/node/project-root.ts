// The folder holding the project's package.json, found from a module's own folder: the same
// answer whether the module runs from its TypeScript source (src/cli/commands/…) or compiled
// into one of dist/'s bundles (dist/cli/…), which sit at different depths.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

export function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`No package.json in ${from} or any folder above it.`)
  }
}
