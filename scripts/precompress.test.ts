// The build's precompression: brotli and gzip copies of text files that are worth it, nothing
// for small files, binary formats or copies that would not be smaller.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress.mjs'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompress', () => {
  it('writes .br and .gz copies of large text files that decompress to the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-precompress-'))
    const script = 'export const answer = () => 42\n'.repeat(200)
    writeFileSync(join(dir, 'app.js'), script)
    const { before, after } = await precompress(dir)
    expect(before).toBe(script.length)
    expect(after).toBeLessThan(before / 10)
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script)
  })

  it('leaves small files, binary formats and incompressible text alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-precompress-'))
    writeFileSync(join(dir, 'tiny.js'), 'export {}')
    writeFileSync(join(dir, 'face.woff2'), Buffer.alloc(8192, 1))
    writeFileSync(join(dir, 'noise.js'), randomBytes(8192))
    // A stale copy from an earlier build of a file that no longer compresses is removed.
    writeFileSync(join(dir, 'noise.js.br'), 'stale')
    await precompress(dir)
    for (const file of ['tiny.js.br', 'face.woff2.br', 'noise.js.br', 'noise.js.gz'])
      expect(existsSync(join(dir, file))).toBe(false)
  })
})
