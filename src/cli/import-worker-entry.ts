// The worker side of import-worker.ts: import one file, post the outcome, exit.
import module from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'

// Each worker is a new V8 instance: it keeps compiled code on disk too (pdf.js, the parser), as
// bin/cv.mjs does for the main thread. The parser is loaded only after this.
module.enableCompileCache?.()
// This thread only reads text: pdf.js loads neither its canvas nor Node's fetch here.
const { prepareTextOnlyPdfjs } = await import('../node/pdf/text-only')
prepareTextOnlyPdfjs()
const { importHere } = await import('./import-here')

const { bytes, fileName, limitText } = workerData as {
  bytes: Uint8Array
  fileName: string
  limitText: boolean
}
parentPort?.postMessage(await importHere(bytes, fileName, limitText))
