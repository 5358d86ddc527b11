// `cv export --format docx` in this process: the Word document needs no Chromium and no web
// build, so it runs with the fast tests. The file is read back with mammoth.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mammoth from 'mammoth'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CliIo } from '../command'
import { COMMANDS } from './index'
import { main } from '../main'

let dir = ''
const resumeFile = () => join(dir, 'ada.json')

async function cv(args: string[]) {
  let stderr = ''
  const chunks: Uint8Array[] = []
  const io: CliIo = {
    out: (text) => chunks.push(new TextEncoder().encode(text)),
    outBytes: (data) => chunks.push(data),
    err: (text) => (stderr += `${text}\n`),
    readStdin: async () => '',
  }
  const previous = process.cwd()
  process.chdir(dir)
  try {
    const code = await main(args, COMMANDS, io)
    return { code, stderr, stdout: Buffer.concat(chunks) }
  } finally {
    process.chdir(previous)
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-cli-docx-'))
  await writeFile(resumeFile(), JSON.stringify(completeResume()))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cv export --format docx', () => {
  it('writes an editable Word document under the download name', async () => {
    const run = await cv(['export', resumeFile(), '--format', 'docx', '--template', 'Classic'])
    expect(run.stderr).toMatch(
      /wrote Ada_Lovelace_Senior_Backend_Engineer\.docx \(Word, Classic layout, \d+ KiB\)/,
    )
    expect(run.code).toBe(0)
    const buffer = await readFile(join(dir, 'Ada_Lovelace_Senior_Backend_Engineer.docx'))
    const { value: text } = await mammoth.extractRawText({ buffer })
    expect(text).toContain('Analytical Engines Ltd')
    expect(text).toContain('Cut payment latency by 40%')
  })

  it('takes the format from an --out name ending in .docx, and writes to stdout with -', async () => {
    const named = await cv(['export', resumeFile(), '--out', 'cv.DOCX'])
    expect(named.code).toBe(0)
    const { value } = await mammoth.extractRawText({ buffer: await readFile(join(dir, 'cv.DOCX')) })
    expect(value).toContain('Ada')

    const piped = await cv(['export', resumeFile(), '--format', 'docx', '--out', '-'])
    expect(piped.code).toBe(0)
    // A .docx is a ZIP file.
    expect(piped.stdout.subarray(0, 2).toString('latin1')).toBe('PK')
  })

  it('refuses an unknown format and --adjust with docx, saying why', async () => {
    const unknown = await cv(['export', resumeFile(), '--format', 'odt'])
    expect(unknown.code).not.toBe(0)
    expect(unknown.stderr).toContain("unknown format 'odt'; use pdf or docx.")
    const adjust = await cv(['export', resumeFile(), '--format', 'docx', '--adjust'])
    expect(adjust.code).not.toBe(0)
    expect(adjust.stderr).toContain('--adjust applies to PDFs only')
  })
})
