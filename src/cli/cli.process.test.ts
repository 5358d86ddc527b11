// The compiled `cv` entry point as a person runs it: a new Node process whose stdout carries
// data only, whose stderr carries messages, and whose exit code says what happened. The commands
// themselves are tested in-process (cli.test.ts, import.process.test.ts for the worker).
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { describe, expect, it } from 'vitest'
import { runCv } from '../../tests/support/cli'

const ROOT = resolve(import.meta.dirname, '../..')

describe('the compiled cv', () => {
  it('lists the commands on stdout for --help, and exits 0', async () => {
    const run = await runCv(['--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/Commands:[\s\S]*validate[\s\S]*import/)
    expect(run.stderr).toBe('')
  })

  it('exits 2 with the reason on stderr for an unknown command', async () => {
    const run = await runCv(['frobnicate'])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^cv: unknown command 'frobnicate'/)
  })

  it('reads standard input for "-" and exits 3 under --strict when fixes were needed', async () => {
    const valid = await runCv(['validate', '-', '--json'], {
      stdin: JSON.stringify(completeResume()),
    })
    expect(valid.code).toBe(0)
    expect(JSON.parse(valid.stdout)).toEqual(completeResume())
    const junk = await runCv(['validate', '-', '--strict'], { stdin: '{"contact": "x"}' })
    expect(junk.code).toBe(3)
    expect(junk.stderr).toContain('-: Vitae resume, repaired with')
  })

  it('runs through `npm run cv`’s launcher (bin/cv.mjs), which compiles dist/cli when stale', () => {
    const run = spawnSync(process.execPath, [resolve(ROOT, 'bin/cv.mjs'), 'help', 'validate'], {
      encoding: 'utf8',
    })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Usage: cv validate')
  })
})
