// Runs the compiled `cv evaluate` in a child process: the evaluation JSON on stdout only, clear
// messages and exit codes on bad input.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EvaluationResponse } from '@shared/api'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { runCv as cv } from '../../tests/support/cli'

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-evaluate-'))
  await writeFile(join(dir, 'resume.json'), JSON.stringify(completeResume()))
  await writeFile(join(dir, 'posting.txt'), 'We look for Docker, Kubernetes and Terraform skills.')
  await writeFile(join(dir, 'fake.pdf'), 'not a pdf at all')
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cv evaluate', { timeout: 60_000 }, () => {
  it('prints the evaluation JSON of a resume file with a job description match', async () => {
    const run = await cv([
      'evaluate',
      join(dir, 'resume.json'),
      '--job-title',
      'Software Engineer',
      '--job-description',
      join(dir, 'posting.txt'),
    ])
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout) as EvaluationResponse
    expect(result.score).toBeGreaterThan(0)
    expect(Object.keys(result.evaluation)).toEqual(
      expect.arrayContaining(['redFlags', 'skills', 'content', 'structure', 'sections']),
    )
    expect(result.evaluation.skills.jobFamily).toBe('software')
    expect(
      result.evaluation.skills.jobDescriptionMatch?.matched.concat(
        result.evaluation.skills.jobDescriptionMatch.missing,
      ),
    ).toEqual(expect.arrayContaining(['Docker', 'Kubernetes', 'Terraform']))
  })

  it('refuses a file that is not a PDF with a clear message and nothing on stdout', async () => {
    const run = await cv(['evaluate', join(dir, 'fake.pdf')])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/cannot evaluate/)
  })

  it('explains its usage when the file is missing', async () => {
    const run = await cv(['evaluate'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/evaluate needs a file/)
  })
})
