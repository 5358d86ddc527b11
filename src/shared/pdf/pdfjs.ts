// Loads pdf.js for the runtime we are in: the legacy build under Node (CLI, cloud, desktop main,
// tests), which needs no DOM and runs its "worker" in-process, and the normal build in a browser,
// where the caller sets GlobalWorkerOptions (the renderer points it at the bundled worker file).
import type * as PdfjsModule from 'pdfjs-dist'

export type Pdfjs = typeof PdfjsModule

function isNode(): boolean {
  const processLike = (globalThis as { process?: { versions?: { node?: string } } }).process
  return typeof processLike?.versions?.node === 'string' && !('document' in globalThis)
}

let loaded: Promise<Pdfjs> | null = null

export function loadPdfjs(): Promise<Pdfjs> {
  loaded ??= isNode()
    ? (import('pdfjs-dist/legacy/build/pdf.mjs') as Promise<Pdfjs>)
    : import('pdfjs-dist')
  return loaded
}
