// The production path runs compiled JavaScript with plain node: no TypeScript loader is started
// by `npm start` or `npm run cv`, and none is a runtime dependency.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  bin: Record<string, string>
}

describe('the production path', () => {
  it('starts the compiled cloud and the compiled cv with plain node', () => {
    expect(pkg.scripts.start).toMatch(/node (--\S+ )*dist\/cloud\/server\.js$/)
    expect(pkg.scripts['start:cloud']).toMatch(/node (--\S+ )*dist\/cloud\/server\.js$/)
    expect(pkg.scripts.cv).toBe('node bin/cv.mjs')
    expect(pkg.bin.cv).toBe('bin/cv.mjs')
    for (const name of ['start', 'start:cloud', 'cv', 'build:web', 'build:cloud', 'build:cli'])
      expect(pkg.scripts[name]).not.toMatch(/\btsx\b|ts-node/)
  })

  it('has no TypeScript loader among the runtime dependencies', () => {
    expect(Object.keys(pkg.dependencies)).not.toContain('tsx')
    expect(Object.keys(pkg.dependencies)).not.toContain('ts-node')
  })

  it('cv’s launcher loads the compiled entry, not the TypeScript source', () => {
    const launcher = readFileSync(resolve(ROOT, 'bin/cv.mjs'), 'utf8')
    expect(launcher).toContain("'dist/cli/cv.js'")
    expect(launcher).not.toMatch(/\btsx\b|\.ts'/)
  })
})
