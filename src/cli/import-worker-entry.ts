// The worker side of import-worker.ts: import one file, post the outcome, exit.
import { parentPort, workerData } from 'node:worker_threads'
import { importHere } from './import-worker'

const { bytes, fileName } = workerData as { bytes: Uint8Array; fileName: string }
void importHere(bytes, fileName).then((outcome) => parentPort?.postMessage(outcome))
