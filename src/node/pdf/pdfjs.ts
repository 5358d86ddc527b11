// pdf.js under Node (CLI, bench, tests): the legacy build, which needs no DOM and runs its
// "worker" in-process. The modern build does not run on Node 24 (it needs
// Uint8Array.prototype.toHex). Browsers never import this file: the renderer loads the modern
// build itself and passes it to extractPdf.
import type { Pdfjs } from '../../shared/pdf/pdfjs'

let loaded: Promise<Pdfjs> | null = null

export function loadPdfjs(): Promise<Pdfjs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs')
  return loaded
}
