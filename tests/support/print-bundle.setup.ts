// Global setup of the Chromium test project: one print bundle for all its files.
import type { TestProject } from 'vitest/node'
import { buildPrintBundle } from './print-bundle'
import type {} from './provided'

export default async function setup(project: TestProject) {
  const bundle = await buildPrintBundle()
  project.provide('printBundleDir', bundle.dir)
  return () => bundle.remove()
}
