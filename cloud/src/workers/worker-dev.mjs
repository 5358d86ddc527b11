// The work pool's thread entry when the cloud runs from source (vitest, tsx): registers the same
// TypeScript loader the CLI's import worker uses, then exposes the tasks. The compiled cloud
// loads dist/cloud/work-tasks.js instead (scripts/build-node.mjs), with no loader at all.
import { register } from 'tsx/esm/api'

register()
const tasks = await import('./tasks.ts')

export const { importSource, importPlainText, evaluateResume, jobTitles, readPrintedPdf } = tasks
