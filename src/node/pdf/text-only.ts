// pdf.js for reading text only, in a thread that does nothing else (the CLI's import worker):
// skips the two things pdf.js's Node build loads at start-up for drawing and networking, which
// took a fifth of `cv import` (issue 11 point 5, measured with node --cpu-prof):
//  - @napi-rs/canvas, a native module (its dlopen alone) that polyfills DOMMatrix and Path2D
//    for drawing pages onto a canvas. Reading text never draws: the module is replaced by an
//    empty one, and DOMMatrix/Path2D by placeholders that say so if anything ever constructs
//    them (also keeping pdf.js from printing "Cannot polyfill" on stdout);
//  - undici, Node's fetch, which Node loads the moment pdf.js touches the global `Response` to
//    polyfill Response.prototype.bytes. pdf.js uses Response only for signatures in its editor
//    and for fetched wasm; this thread fetches nothing, so `Response` is a placeholder here.
// Globals of a worker thread are its own: the process's other threads keep the real ones.
import module from 'node:module'

const NO_CANVAS = 'vitae:no-canvas'

class NotInTextOnlyPdfjs {
  constructor() {
    throw new Error('pdf.js drawing is not available where PDFs are only read for their text.')
  }
}

let prepared = false

export function prepareTextOnlyPdfjs(): void {
  if (prepared) return
  prepared = true
  module.registerHooks({
    resolve(specifier, context, next) {
      if (specifier === '@napi-rs/canvas')
        return { url: NO_CANVAS, format: 'commonjs', shortCircuit: true }
      return next(specifier, context)
    },
    load(url, context, next) {
      if (url === NO_CANVAS)
        return { format: 'commonjs', source: 'module.exports = {}', shortCircuit: true }
      return next(url, context)
    },
  })
  const globals = globalThis as Record<string, unknown>
  globals.DOMMatrix ??= NotInTextOnlyPdfjs
  globals.Path2D ??= NotInTextOnlyPdfjs
  // Deleted, then set: redefining Node's lazy global in place would load undici first.
  delete globals.Response
  globals.Response = class Response extends NotInTextOnlyPdfjs {}
}
