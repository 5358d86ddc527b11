// Runs `cv enhance` in a child process: suggestions JSON on stdout only, clear messages and
// exit codes on bad input.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { englishResume } from '@shared/ai/test-fixtures/resumes'
import type { EnhancementSuggestion } from '@shared/ai'
import { startScriptedLlm } from '@shared/ai/llm/test-fixtures/make-llm-server'

const root = resolve(__dirname, '../..')
const entry = resolve(__dirname, 'index.ts')

function cv(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const clean = { ...process.env }
    for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL']) delete clean[name]
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: root,
      env: { ...clean, ...env },
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
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-enhance-'))
  await writeFile(join(dir, 'resume.json'), JSON.stringify(englishResume()))
  await writeFile(join(dir, 'posting.txt'), 'We look for a planner who knows Excel and SAP.')
  await writeFile(join(dir, 'broken.json'), '{"contact": ')
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cv enhance', { timeout: 90_000 }, () => {
  it('prints {"suggestions": [...]} on stdout only, applicable suggestions only', async () => {
    const run = await cv([
      'enhance',
      join(dir, 'resume.json'),
      '--job-title',
      'Logistics Planner',
      '--job-description',
      join(dir, 'posting.txt'),
    ])
    expect(run.code).toBe(0)
    const output = JSON.parse(run.stdout) as {
      engine: string
      suggestions: EnhancementSuggestion[]
    }
    expect(output.engine).toBe('offline')
    expect(output.suggestions.length).toBeGreaterThan(2)
    for (const suggestion of output.suggestions) {
      expect(suggestion.applicable).toBe(true)
      expect(suggestion.guard.verdict).toBe('pass')
    }
    expect(output.suggestions.find((s) => s.itemId === 'exp-1')?.oldValue).toBe(
      englishResume().experiences[0]?.description,
    )
  })

  it('explains bad input and wrong usage with a non-zero exit code', async () => {
    const missing = await cv(['enhance', join(dir, 'nope.json')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/no such file/)
    expect(missing.stdout).toBe('')
    const broken = await cv(['enhance', join(dir, 'broken.json')])
    expect(broken.code).toBe(1)
    expect(broken.stderr).toMatch(/not valid JSON/)
    const engine = await cv(['enhance', join(dir, 'resume.json'), '--engine', 'gpt'])
    expect(engine.code).toBe(2)
    expect(engine.stderr).toMatch(/--engine must be offline or llm/)
    const llm = await cv(['enhance', join(dir, 'resume.json'), '--engine', 'llm'])
    expect(llm.code).toBe(1)
    expect(llm.stderr).toMatch(/AI_BASE_URL, AI_API_KEY and AI_MODEL/)
  })

  it('asks the configured LLM with --engine llm and says which engine answered', async () => {
    const description = '<ul><li>Planned routes for 40 delivery vans across two depots</li></ul>'
    const server = await startScriptedLlm(() => ({
      kind: 'stream',
      chunks: [
        JSON.stringify({
          suggestions: [
            {
              section: 'experiences',
              itemId: 'exp-2',
              field: 'description',
              newValue: description,
              reason: 'Shorter.',
              actionType: 'replace',
            },
          ],
        }),
      ],
    }))
    try {
      const run = await cv(['enhance', join(dir, 'resume.json'), '--engine', 'llm'], {
        AI_BASE_URL: server.url,
        AI_API_KEY: 'test',
        AI_MODEL: 'scripted',
      })
      expect(run.code).toBe(0)
      const output = JSON.parse(run.stdout) as {
        engine: string
        suggestions: EnhancementSuggestion[]
      }
      expect(output.engine).toBe('llm')
      // The rewrite gives exp-2 a number of exp-1: the guard holds it back for the user to confirm.
      expect(output.suggestions).toEqual([])
      expect(run.stderr).toMatch(/1 suggestion\(s\) wait for the user/)
      expect(server.requests).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})
