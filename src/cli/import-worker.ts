// Runs an import in a worker thread with memory limits and a hard time limit, so a hostile
// file (a decompression bomb, a page tree built to loop) cannot take the CLI down with it:
// the worker is terminated and the user gets a clear message. Under tsx the worker runs the
// TypeScript entry with the same loader the CLI was started with. This side loads neither the
// parser nor pdf.js: only the worker does (import-here.ts).
import { Worker } from 'node:worker_threads'
import { IMPORT_ERROR_MESSAGES, IMPORT_TIMEOUT_MS } from '../shared/pdf/errors'
import type { ImportOutcome } from './import-here'

export type { ImportOutcome } from './import-here'

/** Memory a worker may use: far above a 5-page resume, far below what a bomb needs. */
const WORKER_HEAP_MB = 512

/** limitText: false reads a resume of any length (evaluation says "too long" instead of refusing). */
export async function importInWorker(
  bytes: Uint8Array,
  fileName: string,
  limitText = true,
): Promise<ImportOutcome> {
  // Run from source (tsx), the worker registers the same TypeScript loader before loading the
  // entry; built, the entry is plain JS.
  const fromSource = import.meta.url.endsWith('.ts')
  const entry = new URL(`./import-worker-entry.${fromSource ? 'ts' : 'js'}`, import.meta.url).href
  const script = fromSource
    ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
    : `import(${JSON.stringify(entry)})`
  let worker: Worker
  try {
    worker = new Worker(script, {
      eval: true,
      workerData: { bytes, fileName, limitText },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: true,
    })
  } catch {
    // No worker support in this runtime: import in-process (still bounded by the timeout).
    const { importHere } = await import('./import-here')
    return importHere(bytes, fileName, limitText)
  }
  return new Promise<ImportOutcome>((resolve) => {
    const timer = setTimeout(() => {
      void worker.terminate()
      resolve({ ok: false, code: 'timeout', message: IMPORT_ERROR_MESSAGES.timeout })
    }, IMPORT_TIMEOUT_MS + 5000)
    worker.once('message', (outcome: ImportOutcome) => {
      clearTimeout(timer)
      void worker.terminate()
      resolve(outcome)
    })
    worker.once('error', (error: Error & { code?: string }) => {
      clearTimeout(timer)
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      resolve(
        memory
          ? {
              ok: false,
              code: 'too-complex',
              message: `${IMPORT_ERROR_MESSAGES['too-complex']} (it needed too much memory)`,
            }
          : {
              ok: false,
              code: 'corrupt',
              message: `${IMPORT_ERROR_MESSAGES.corrupt} (${error.message})`,
            },
      )
    })
  })
}
