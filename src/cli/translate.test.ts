// `cv translate` as a user runs it: a child process, the providers as real HTTP servers.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resumeSchema, type Resume } from '@shared/resume'
import { fullResume } from '@shared/translate/test-fixtures/full-resume'
import {
  startFakeLibreTranslate,
  startFakeLlm,
  type FakeServer,
} from '@shared/translate/test-fixtures/make-servers'

const root = resolve(__dirname, '../..')
const entry = resolve(__dirname, 'index.ts')

// The child must not inherit a provider configured on the machine running the tests.
const CLEAN_ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(TRANSLATE_PROVIDER|LIBRETRANSLATE_|AI_BASE_URL|AI_API_KEY|AI_MODEL)/.test(key),
  ),
)

function cv(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, 'translate', ...args], {
      cwd: root,
      env: { ...CLEAN_ENV, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
    child.stdin.end('')
  })
}

let dir = ''
let resumeFile = ''
let llm: FakeServer
let libre: FakeServer

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-translate-'))
  resumeFile = join(dir, 'resume.json')
  await writeFile(resumeFile, JSON.stringify(fullResume()))
  llm = await startFakeLlm()
  libre = await startFakeLibreTranslate()
})

afterAll(async () => {
  await Promise.all([llm.close(), libre.close(), rm(dir, { recursive: true, force: true })])
})

const parse = (stdout: string) => resumeSchema.parse(JSON.parse(stdout)) as Resume

describe.concurrent('cv translate', { timeout: 120_000 }, () => {
  it('does the offline part alone when no provider is configured, and says so', async () => {
    const run = await cv([resumeFile, '--to', 'German'])
    expect(run.code).toBe(0)
    const resume = parse(run.stdout)
    expect(resume.resumeLanguage).toBe('de')
    expect(resume.resumeName).toBe('Main resume (de)')
    expect(resume.experiences[0]?.endDate).toBe('Heute')
    expect(run.stderr).toContain('offline only (titles, dates and levels only)')
  })

  it('translates free text through LibreTranslate', async () => {
    const run = await cv([resumeFile, '--to', 'ar', '--provider', 'libretranslate'], {
      LIBRETRANSLATE_URL: libre.url,
    })
    expect(run.stderr).toContain('translated into Arabic with libretranslate')
    expect(run.code).toBe(0)
    expect(parse(run.stdout).contact.description).toContain('⁽ar⁾')
  })

  it('translates free text through an OpenAI-compatible LLM chosen by the environment', async () => {
    const run = await cv([resumeFile, '--to', 'tr', '--out', join(dir, 'tr.json')], {
      TRANSLATE_PROVIDER: 'llm',
      AI_BASE_URL: llm.url,
      AI_API_KEY: 'key',
      AI_MODEL: 'model',
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('translated into Turkish with llm')
    expect(run.stderr).toContain(`wrote ${join(dir, 'tr.json')}`)
  })

  it('explains a provider that is asked for but not configured', async () => {
    const run = await cv([resumeFile, '--to', 'de', '--provider', 'llm'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('needs the AI provider')
    expect(run.stdout).toBe('')
  })

  it('fails with a message when the provider cannot translate anything', async () => {
    const run = await cv([resumeFile, '--to', 'de', '--provider', 'libretranslate'], {
      LIBRETRANSLATE_URL: 'http://127.0.0.1:9',
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No text could be translated')
    expect(run.stdout).toBe('')
  })

  it('refuses a bad language, a missing --to and the same language', async () => {
    const bad = await cv([resumeFile, '--to', 'Klingon'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("unknown language 'Klingon'")
    const missing = await cv([resumeFile])
    expect(missing.code).toBe(2)
    const same = await cv([resumeFile, '--to', 'en'])
    expect(same.code).toBe(1)
    expect(same.stderr).toContain('already in English')
  })
})
