// The compiled `cv export` in a child process, printing with the real Chromium over the Chromium
// project's print bundle.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCv } from '../../../tests/support/cli'
import { pdfInfo, pdfToText } from '../../../tests/support/pdf-text'
import { printBundleDir } from '../../../tests/support/provided'

// The command runs in a temp folder, where it writes its default file name.
const cv = (args: string[], env: Record<string, string> = {}) =>
  runCv(args, { cwd: dir, env: { WEB_DIST_DIR: printBundleDir(), ...env } })

let dir = ''
const resumeFile = () => join(dir, 'ada.json')

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-cli-export-'))
  await writeFile(resumeFile(), JSON.stringify(completeResume()))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

// Each run starts Node and Chromium: seconds on a busy machine.
describe('cv export', { timeout: 60_000 }, () => {
  it('writes the PDF under the download name, in the template asked for', async () => {
    const run = await cv(['export', resumeFile(), '--template', 'minimal'])
    const reported = /wrote Ada_Lovelace_Senior_Backend_Engineer\.pdf \(Classic, (\d+) pages?/.exec(
      run.stderr,
    )
    expect(run.code).toBe(0)
    expect(run.stdoutBytes.length).toBe(0)
    const pdf = await readFile(join(dir, 'Ada_Lovelace_Senior_Backend_Engineer.pdf'))
    expect(pdfToText(pdf)).toContain('Analytical Engines Ltd')
    expect(pdfInfo(pdf)).toMatchObject({ Author: 'Ada Lovelace', Pages: reported?.[1] })
  })

  it('writes the PDF to stdout with --out - and one tall page with --adjust', async () => {
    const run = await cv(['export', resumeFile(), '--out', '-', '--adjust'])
    expect(run.code).toBe(0)
    expect(run.stdoutBytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfInfo(run.stdoutBytes).Pages).toBe('1')
  })

  it('says how to build the print page when it is missing', async () => {
    const run = await cv(['export', resumeFile(), '--out', 'x.pdf'], {
      WEB_DIST_DIR: join(dir, 'nowhere'),
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/print page is not built.*Run npm run build:web first/)
  })

  it('names the templates when the one asked for does not exist', async () => {
    const run = await cv(['export', resumeFile(), '--template', 'Shiny'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("unknown template 'Shiny'; use one of Business (Modern)")
  })
})
