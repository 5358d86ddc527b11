// Global setup of the test projects that run Vitae's programs as processes: the cloud and the
// `cv` command line, compiled once the way `npm start` and `npm run cv` compile them
// (scripts/build-node.mjs), into a folder of this run's own under dist/test, so parallel runs
// never share one and a stale dist/ never hides a change.
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildTarget } from '../../scripts/build-node.mjs'
import type {} from './provided'

const ROOT = resolve(import.meta.dirname, '../..')

export default async function setup(project: TestProject) {
  const dir = join(ROOT, 'dist/test', `${process.pid}-${project.name}`)
  const [cli, cloud] = await Promise.all([
    buildTarget('cli', { outdir: join(dir, 'cli') }),
    buildTarget('cloud', { outdir: join(dir, 'cloud') }),
  ])
  project.provide('builtCli', join(cli.outdir, 'cv.js'))
  project.provide('builtCloud', join(cloud.outdir, 'server.js'))
  return () => rmSync(dir, { recursive: true, force: true })
}
