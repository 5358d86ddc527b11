// The worker side of import-worker.ts: import one file, post the outcome, exit.
import module from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'

// Each worker is a new V8 instance: it keeps compiled code on disk too (pdf.js, the parser), as
// bin/cv.mjs does for the main thread. The parser is loaded only after this.
module.enableCompileCache?.()
const { importHere } = await import('./import-here')

const { bytes, fileName } = workerData as { bytes: Uint8Array; fileName: string }
parentPort?.postMessage(await importHere(bytes, fileName))
