// Compresses answers where it pays: text (JSON, HTML, JavaScript, CSS, SVG) of 1 KiB and more,
// with brotli or gzip as the client accepts (Vary: Accept-Encoding). Never: small bodies (the
// headers would outweigh the saving), formats that are compressed already (PDFs, images, woff2
// fonts), event streams (each event must reach the client at once) and answers that carry a
// Content-Encoding already, such as the web build's precompressed .br/.gz files that koa-send
// serves (scripts/precompress.mjs writes them at build time, at the highest settings).
import { constants } from 'node:zlib'
import compress from 'koa-compress'
import type { Middleware } from 'koa'

/** Below this, compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024

/** Text formats, and nothing that is compressed already or must stream event by event. */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)[\w.+-]+|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)(;|$)/i

export function compression(): Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD,
    filter: (type) => COMPRESSIBLE.test(type),
    // Brotli at quality 4 compresses better than gzip at about gzip's speed; the slow, densest
    // settings are for the build (scripts/precompress.mjs), not for every request.
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    // Node's zstd is still experimental, and every client that sends zstd also takes br.
    zstd: false,
    deflate: false,
  })
}
