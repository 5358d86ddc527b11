// Writes brotli (.br) and gzip (.gz) copies of the web build's text files next to them, once at
// build time; the cloud's koa-send serves them to clients that accept them, so no request pays
// for compressing a file that never changes. Only files of 1 KiB and more, and only copies that
// come out at least 10% smaller, are kept.
//
// Brotli quality 7: on this build it is within 1% of quality 9 and 11% of quality 11, which take
// 3 and 30 times as long (seconds, not tenths, on every `npm start`).
//
//   node scripts/precompress.mjs [dist/web]
import { readdirSync } from 'node:fs'
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
])
const MIN_BYTES = 1024
const MIN_SAVING = 0.1
const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return entry.isFile() && TEXT.has(extname(path)) ? [path] : []
  })
}

/** @param {string} file @returns {Promise<{ before: number, after: number }>} */
async function precompressFile(file) {
  if ((await stat(file)).size < MIN_BYTES) return { before: 0, after: 0 }
  const data = await readFile(file)
  const [br, gz] = await Promise.all([
    toBrotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 7,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    toGzip(data, { level: constants.Z_BEST_COMPRESSION }),
  ])
  for (const [suffix, bytes] of /** @type {const} */ ([
    ['.br', br],
    ['.gz', gz],
  ])) {
    // A copy an earlier build left under the same name would be served stale.
    if (bytes.length > data.length * (1 - MIN_SAVING)) await rm(file + suffix, { force: true })
    else await writeFile(file + suffix, bytes)
  }
  return { before: data.length, after: Math.min(data.length, br.length) }
}

/**
 * Precompresses every text file of `dir` (the files in parallel, on libuv's thread pool).
 * @param {string} dir
 */
export async function precompress(dir) {
  const sizes = await Promise.all(files(dir).map(precompressFile))
  return sizes.reduce(
    (sum, size) => ({ before: sum.before + size.before, after: sum.after + size.after }),
    {
      before: 0,
      after: 0,
    },
  )
}

if (import.meta.main) {
  const dir = resolve(process.argv[2] ?? 'dist/web')
  const started = performance.now()
  const { before, after } = await precompress(dir)
  const kib = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KiB`
  const ms = Math.round(performance.now() - started)
  console.log(
    `precompressed ${dir}: ${kib(before)} of text, ${kib(after)} with brotli, in ${ms} ms`,
  )
}
