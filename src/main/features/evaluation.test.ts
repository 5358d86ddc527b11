import { createResume, resumeToPlainText, updateContact } from '@shared/resume'
import { describe, expect, it, vi } from 'vitest'
import { registerFeature } from '../test/ipc-harness'
import { registerEvaluationHandlers } from './evaluation'

vi.mock('electron', () => import('../test/fake-electron'))

describe('the evaluation engine in main', () => {
  const { call } = registerFeature((handle) => registerEvaluationHandlers(handle))

  it('evaluates a resume on this computer and answers the full result', async () => {
    const resume = updateContact(createResume(), {
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Analyst',
      email: 'ada@example.org',
    })
    const answer = (await call('evaluation:run', {
      cvText: resumeToPlainText(resume),
      cvData: resume,
      jobTitle: 'Analyst',
    })) as { level: string; evaluation: Record<string, { score: number; locked?: boolean }> }
    expect(answer.level).toBe('detailed')
    const categories = Object.values(answer.evaluation)
    expect(categories.length).toBeGreaterThan(0)
    expect(categories.every((category) => category.locked !== true)).toBe(true)
  })

  it('refuses input the cloud would refuse, before any work', async () => {
    await expect(call('evaluation:run', { jobTitle: 'x' })).rejects.toThrow(/argument 1 › cvText/)
    const huge = { ...createResume(), summary: 'x'.repeat(3_000_000) }
    await expect(
      call('evaluation:run', { cvText: 'Ada', cvData: huge, jobTitle: 'Analyst' }),
    ).rejects.toThrow(/more than [0-9,]+ characters/)
  })
})
