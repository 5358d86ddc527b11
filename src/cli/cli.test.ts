// The commands as `cv` dispatches them, in this process: what a user sees on stdout (data only)
// and stderr (messages), and the exit code. cli.process.test.ts runs the compiled entry itself.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resumeSchema } from '@shared/resume'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import type { CliIo } from './command'
import { COMMANDS } from './commands'
import { main } from './main'

const root = resolve(import.meta.dirname, '../..')
const jsonResumeFixture = resolve(root, 'src/shared/jsonresume/test-fixtures/complete.json')

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** Runs `cv <args>` with standard input `stdin`, recording what it writes. */
async function cv(args: string[], stdin = ''): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    out: (text) => (stdout += text),
    outBytes: (data) => (stdout += new TextDecoder().decode(data)),
    err: (text) => (stderr += `${text}\n`),
    readStdin: async () => stdin,
  }
  const code = await main(args, COMMANDS, io)
  return { code, stdout, stderr }
}

let dir = ''
const file = (name: string) => join(dir, name)

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-cli-'))
  await writeFile(file('valid.json'), JSON.stringify(completeResume()))
  await writeFile(
    file('junk.json'),
    JSON.stringify({
      contact: 'x',
      skills: [{ id: 0, name: 'TS', level: 'x'.repeat(41) }],
      selectedTemplate: 'Foo',
    }),
  )
  await writeFile(file('broken.json'), '{"contact": ')
  await writeFile(file('empty.json'), '')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cv help', () => {
  it('lists the commands on stdout for --help and help', async () => {
    for (const args of [['--help'], ['help']]) {
      const run = await cv(args)
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(/Commands:[\s\S]*validate[\s\S]*convert/)
      expect(run.stderr).toBe('')
    }
  })

  it('shows a command’s help', async () => {
    const run = await cv(['help', 'convert'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('--to jsonresume|vitae')
    expect((await cv(['validate', '--help'])).stdout).toContain('Usage: cv validate')
  })

  it('prints the help on stderr and fails without a command', async () => {
    const run = await cv([])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('Commands:')
  })

  it('names the known commands for an unknown one', async () => {
    const run = await cv(['frobnicate'])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      "cv: unknown command 'frobnicate'. Commands: help, validate, convert, export, evaluate, enhance, import, translate.\n",
    )
  })
})

describe('cv validate', () => {
  it('accepts a valid resume with nothing on stdout', async () => {
    const run = await cv(['validate', file('valid.json')])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('Vitae resume, valid; nothing to fix')
  })

  it('repairs a broken resume and lists every fix', async () => {
    const run = await cv(['validate', file('junk.json')])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('Vitae resume, repaired with')
    expect(run.stderr).toContain('  - skills[0].id was the number 0; converted it to text')
    expect(run.stderr).toContain(
      '  - selectedTemplate "Foo" is unknown; using Default, as the preview does',
    )
  })

  it('prints the repaired resume with --json, and fails with --strict', async () => {
    const run = await cv(['validate', file('junk.json'), '--json'])
    expect(run.code).toBe(0)
    const resume = resumeSchema.parse(JSON.parse(run.stdout))
    expect(resume.skills[0]).toMatchObject({ id: '0', name: 'TS', level: '' })
    expect((await cv(['validate', file('junk.json'), '--strict'])).code).toBe(3)
    expect((await cv(['validate', file('valid.json'), '--strict'])).code).toBe(0)
  })

  it('repairs a date that cannot exist and says so (month 13 keeps its year)', async () => {
    const resume = completeResume()
    const first = resume.experiences[0]!
    resume.experiences[0] = { ...first, startDate: '13/2020' }
    const run = await cv(['validate', '-', '--json'], JSON.stringify(resume))
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).experiences[0].startDate).toBe('2020')
    expect(run.stderr).toContain(
      'experiences[0].startDate "13/2020" is not a real date (there is no month 13); kept the year "2020"',
    )
    expect((await cv(['validate', '-', '--strict'], JSON.stringify(resume))).code).toBe(3)
  })

  it('recognises a JSON Resume', async () => {
    const run = await cv(['validate', jsonResumeFixture])
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('JSON Resume, read with')
  })

  it('reads standard input for "-"', async () => {
    const run = await cv(['validate', '-', '--json'], JSON.stringify(completeResume()))
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual(completeResume())
  })

  it.each([
    ['missing.json', "cannot read '%s': no such file"],
    ['broken.json', "'%s' is not valid JSON"],
    ['empty.json', "'%s' is empty; expected a JSON resume"],
    ['', "cannot read '%s': it is a directory, not a file"],
  ])('fails with a clear message for %j', async (name, message) => {
    const path = name === '' ? dir : file(name)
    const run = await cv(['validate', path])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`cv: ${message.replace('%s', path)}`)
  })

  it('rejects unknown options and extra files as wrong usage', async () => {
    const unknown = await cv(['validate', file('valid.json'), '--frob'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("Unknown option '--frob'")
    expect(unknown.stderr).toContain('Usage: cv validate')
    const extra = await cv(['validate', file('valid.json'), file('junk.json')])
    expect(extra.code).toBe(2)
    expect(extra.stderr).toContain('validate takes one file')
  })
})

describe('cv convert', () => {
  it('writes a JSON Resume to stdout', async () => {
    const run = await cv(['convert', file('valid.json'), '--to', 'jsonresume'])
    expect(run.code).toBe(0)
    const json = JSON.parse(run.stdout) as { basics: { name: string }; work: unknown[] }
    expect(json.basics.name).toBe('Ada Lovelace')
    expect(json.work).toHaveLength(2)
    expect(run.stderr).toContain('valid; nothing to fix')
  })

  it('writes a Vitae resume to a file with --out', async () => {
    const out = file('converted.json')
    const run = await cv(['convert', jsonResumeFixture, '--to', 'vitae', '--out', out])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`wrote ${out}`)
    const resume = resumeSchema.parse(JSON.parse(await readFile(out, 'utf8')))
    expect(resume.contact.lastName).toBe('Santos')
  })

  it('needs a known --to format', async () => {
    const missing = await cv(['convert', file('valid.json')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('convert needs --to jsonresume or --to vitae.')
    const unknown = await cv(['convert', file('valid.json'), '--to', 'xml'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("unknown format 'xml'; use jsonresume or vitae.")
    expect(unknown.stdout).toBe('')
  })

  it('fails clearly when the output cannot be written', async () => {
    const run = await cv([
      'convert',
      file('valid.json'),
      '--to',
      'vitae',
      '--out',
      join(dir, 'no/such/dir.json'),
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('cv: cannot write')
    expect(run.stderr).toContain('no such file')
  })
})
