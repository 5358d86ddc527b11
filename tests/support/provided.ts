// What the slow test projects' global setups hand to their test files (vitest provide/inject):
// the programs compiled once per run and the print bundle built once per run.
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled `cv` entry point (built like dist/cli/cv.js). */
    builtCli: string
    /** The compiled cloud entry point (built like dist/cloud/server.js). */
    builtCloud: string
    /** The web build holding print.html that the Chromium tests print from. */
    printBundleDir: string
  }
}

export const builtCli = () => inject('builtCli')
export const builtCloud = () => inject('builtCloud')
export const printBundleDir = () => inject('printBundleDir')
