// `cv export` in a child process, printing with the real Chromium over a fresh print bundle.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfInfo, pdfToText } from '../../../tests/support/pdf-text'
import { buildPrintBundle, type PrintBundle } from '../../../tests/support/print-bundle'

const root = resolve(import.meta.dirname, '../../..')
const entry = resolve(root, 'src/cli/index.ts')
// The command runs in a temp folder (where it writes its default file name), outside the
// project, so the tsx loader is named by its path.
const tsx = pathToFileURL(resolve(root, 'node_modules/tsx/dist/loader.mjs')).href

interface Run {
  code: number | null
  stdout: Buffer
  stderr: string
}

function cv(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', tsx, entry, ...args], {
      cwd: dir,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: resolve(root, 'tsconfig.node.json'),
        WEB_DIST_DIR: bundle.dir,
        ...env,
      },
    })
    const stdout: Buffer[] = []
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout: Buffer.concat(stdout), stderr }))
    child.stdin.end()
  })
}

let dir = ''
let bundle: PrintBundle
const resumeFile = () => join(dir, 'ada.json')

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-cli-export-'))
  bundle = await buildPrintBundle()
  await writeFile(resumeFile(), JSON.stringify(completeResume()))
}, 120_000)
afterAll(async () => {
  bundle?.remove()
  await rm(dir, { recursive: true, force: true })
})

// Each run starts Node, tsx and Chromium: seconds on a busy machine.
describe('cv export', { timeout: 60_000 }, () => {
  it('writes the PDF under the download name, in the template asked for', async () => {
    const run = await cv(['export', resumeFile(), '--template', 'minimal'])
    const reported = /wrote Ada_Lovelace_Senior_Backend_Engineer\.pdf \(Classic, (\d+) pages?/.exec(
      run.stderr,
    )
    expect(run.code).toBe(0)
    expect(run.stdout.length).toBe(0)
    const pdf = await readFile(join(dir, 'Ada_Lovelace_Senior_Backend_Engineer.pdf'))
    expect(pdfToText(pdf)).toContain('Analytical Engines Ltd')
    expect(pdfInfo(pdf)).toMatchObject({ Author: 'Ada Lovelace', Pages: reported?.[1] })
  })

  it('writes the PDF to stdout with --out - and one tall page with --adjust', async () => {
    const run = await cv(['export', resumeFile(), '--out', '-', '--adjust'])
    expect(run.code).toBe(0)
    expect(run.stdout.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfInfo(run.stdout).Pages).toBe('1')
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
