// The compiled `cv import` in a child process: the resume JSON alone on stdout, messages on
// stderr, and a non-zero exit with a clear message for files it refuses.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resumeSchema } from '@shared/resume'
import { inflatingZeros, makePdf } from '@shared/pdf/test-fixtures/make-pdf'
import { makeDocx } from '@shared/import/test-fixtures/make-docx'
import { answer, startScriptedLlm } from '@shared/ai/llm/test-fixtures/make-llm-server'
import { runCv as cv } from '../../tests/support/cli'

let dir = ''
const file = (name: string) => join(dir, name)

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-import-'))
  await writeFile(
    file('resume.pdf'),
    makePdf([
      [
        { text: 'Jana Novak', x: 40, y: 40, size: 22, bold: true },
        { text: 'Data Engineer', x: 40, y: 70, size: 12 },
        { text: 'jana@example.com | +420 601 555 111', x: 40, y: 90, size: 9 },
        { text: 'SKILLS', x: 40, y: 130, size: 12, bold: true },
        { text: 'Python, SQL', x: 40, y: 150 },
      ],
    ]),
  )
  await writeFile(
    file('resume.docx'),
    makeDocx([
      { text: 'Tom Berger', style: 'Title' },
      { text: 'Skills', style: 'Heading1' },
      { text: 'Go, Rust' },
    ]),
  )
  // No job title under the name: the part an LLM is asked to read again.
  await writeFile(
    file('untitled.pdf'),
    makePdf([
      [
        { text: 'Jana Novak', x: 40, y: 40, size: 22, bold: true },
        { text: 'jana@example.com', x: 40, y: 70, size: 9 },
        { text: 'PROFILE', x: 40, y: 110, size: 12, bold: true },
        { text: 'Data Engineer who keeps nightly pipelines boring.', x: 40, y: 130 },
        { text: 'SKILLS', x: 40, y: 170, size: 12, bold: true },
        { text: 'Python, SQL', x: 40, y: 190 },
      ],
    ]),
  )
  await writeFile(file('resume.json'), JSON.stringify({ basics: { name: 'Ana Lima' } }))
  await writeFile(file('fake.pdf'), 'I am a text file with a PDF name')
  await writeFile(file('scan.pdf'), makePdf([[]], { extraContent: ['0.5 g 0 0 595 842 re f'] }))
  // L-2: 1 MB that inflates to 1 GiB (generated, never committed).
  await writeFile(
    file('bomb.pdf'),
    makePdf([[]], { rawStream: { bytes: inflatingZeros(1024), filter: 'FlateDecode' } }),
  )
}, 30_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cv import', () => {
  it('prints a valid resume for a PDF, and nothing else on stdout', async () => {
    const run = await cv(['import', file('resume.pdf')])
    expect(run.code).toBe(0)
    const resume = resumeSchema.parse(JSON.parse(run.stdout))
    expect(resume.contact).toMatchObject({
      firstName: 'Jana',
      lastName: 'Novak',
      jobTitle: 'Data Engineer',
      email: 'jana@example.com',
    })
    expect(resume.skills.map((s) => s.name)).toEqual(['Python', 'SQL'])
  }, 60_000)

  it('reads .docx and JSON Resume files', async () => {
    const docx = await cv(['import', file('resume.docx')])
    expect(docx.code).toBe(0)
    expect(JSON.parse(docx.stdout).skills).toHaveLength(2)
    const json = await cv(['import', file('resume.json')])
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout).contact.firstName).toBe('Ana')
  }, 60_000)

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const fake = await cv(['import', file('fake.pdf')])
    expect(fake.code).toBe(1)
    expect(fake.stdout).toBe('')
    expect(fake.stderr).toMatch(/not a PDF/)
    const scan = await cv(['import', file('scan.pdf')])
    expect(scan.code).toBe(1)
    expect(scan.stderr).toMatch(/no text layer.*Export the resume as a PDF/s)
    const missing = await cv(['import', file('missing.pdf')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/no such file/)
    const usage = await cv(['import'])
    expect(usage.code).toBe(2)
  }, 60_000)

  it('refuses a decompression bomb with a clear message (peak memory: npm run bench)', async () => {
    const bomb = await cv(['import', file('bomb.pdf')])
    expect(bomb.code).toBe(1)
    expect(bomb.stdout).toBe('')
    expect(bomb.stderr).toMatch(/too complex.*inflate to more than 64 MB/s)
  }, 60_000)
})

describe('cv import --engine llm', () => {
  const env = (url: string) => ({ AI_BASE_URL: url, AI_API_KEY: 'test', AI_MODEL: 'scripted' })

  it('reads the doubtful parts again and takes only what the document says', async () => {
    const server = await startScriptedLlm((_request, index) =>
      answer(JSON.stringify({ contact: { jobTitle: index === 0 ? 'Data Engineer' : 'CEO' } })),
    )
    try {
      const run = await cv(['import', file('untitled.pdf'), '--engine', 'llm'], {
        env: env(server.url),
      })
      expect(run.code).toBe(0)
      expect(JSON.parse(run.stdout).contact.jobTitle).toBe('Data Engineer')
      expect(run.stderr).toMatch(/read again by the LLM: jobTitle/)
      expect(run.stderr).toMatch(/taken from the LLM: jobTitle/)
      expect(server.requests).toHaveLength(1)
      // An answer the document does not support is not taken.
      const invented = await cv(['import', file('untitled.pdf'), '--engine', 'llm', '--warnings'], {
        env: env(server.url),
      })
      expect(JSON.parse(invented.stdout).contact.jobTitle).toBe('')
      expect(invented.stderr).toMatch(/contact.jobTitle not taken/)
      expect(invented.stderr).toMatch(/refused \(words not in the document\): jobTitle/)
      expect(invented.stderr).toMatch(/changed nothing; the offline parse stands/)
    } finally {
      await server.close()
    }
  }, 60_000)

  it('says what is missing without AI_* and refuses an unknown engine', async () => {
    const run = await cv(['import', file('untitled.pdf'), '--engine', 'llm'], {
      env: { AI_BASE_URL: '', AI_API_KEY: '', AI_MODEL: '' },
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/LLM engine/)
    expect(run.stdout).toBe('')
    const wrong = await cv(['import', file('untitled.pdf'), '--engine', 'gpt'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/--engine must be offline or llm/)
  }, 60_000)
})
