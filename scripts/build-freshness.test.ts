// When `npm run cv` recompiles: a build is stale when it is missing or any source it was made
// from changed (or vanished) after it was built, and fresh otherwise.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FRESHNESS_FILE, isStale } from './build-freshness.mjs'

let root = ''
const builtAt = Date.parse('2026-01-01T12:00:00Z')
const at = (ms: number) => new Date(ms)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vitae-freshness-'))
  mkdirSync(join(root, 'src'))
  mkdirSync(join(root, 'dist/cli'), { recursive: true })
  for (const file of ['src/a.ts', 'src/b.ts']) {
    writeFileSync(join(root, file), 'export {}')
    utimesSync(join(root, file), at(builtAt - 60_000), at(builtAt - 60_000))
  }
  writeFileSync(
    join(root, 'dist/cli', FRESHNESS_FILE),
    JSON.stringify({ builtAt, inputs: ['src/a.ts', 'src/b.ts'] }),
  )
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('isStale', () => {
  it('is fresh when no source changed since the build', () => {
    expect(isStale('dist/cli', root)).toBe(false)
  })

  it('is stale when a source changed after the build', () => {
    utimesSync(join(root, 'src/b.ts'), at(builtAt + 1000), at(builtAt + 1000))
    expect(isStale('dist/cli', root)).toBe(true)
  })

  it('is stale when a source is gone or there is no build at all', () => {
    rmSync(join(root, 'src/a.ts'))
    expect(isStale('dist/cli', root)).toBe(true)
    expect(isStale('dist/nothing', root)).toBe(true)
  })
})
