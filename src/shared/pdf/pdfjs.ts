// The pdf.js module a caller hands to extractPdf. Shared code loads no pdf.js itself, so no
// bundle can reach a build it must not run: browsers use the modern build with its web worker
// (the renderer's features configure it), Node uses the legacy build, which needs no DOM and
// runs its "worker" in-process (src/node/pdf/pdfjs.ts; the modern build needs
// Uint8Array.prototype.toHex, which Node 24 lacks).
import type * as PdfjsModule from 'pdfjs-dist'

export type Pdfjs = typeof PdfjsModule
