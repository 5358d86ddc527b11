import { englishResume } from '@shared/ai/test-fixtures/resumes'
import type { Alternatives, Answer, EnhancementSuggestion } from '@shared/ai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { createNodeAi } from '@node/ai/service'
import { registerAiHandlers } from './ai'

vi.mock('electron', () => import('../test/fake-electron'))

describe('ai:run (the offline engine in main)', () => {
  let call: (channel: string, ...args: unknown[]) => Promise<unknown>

  beforeEach(() => {
    resetFakeElectron()
    call = registerFeature((handle) =>
      registerAiHandlers(handle, { load: async () => createNodeAi() }),
    ).call
  })

  it('enhances a description and gives guided suggestions, naming the engine', async () => {
    const resume = englishResume()
    const alternatives = (await call('ai:run', {
      task: 'description',
      resume,
      section: 'experiences',
      itemId: 'exp-1',
    })) as Answer<Alternatives>
    expect(alternatives.engine).toBe('offline')
    expect(alternatives.result.alternatives.length).toBeGreaterThan(0)
    const guided = (await call('ai:run', {
      task: 'guided',
      resume,
      jobTitle: 'Logistics Planner',
    })) as Answer<EnhancementSuggestion[]>
    expect(guided.engine).toBe('offline')
    expect(guided.result.length).toBeGreaterThan(0)
  }, 30_000)

  it('refuses an unknown task or a missing job title with a clear message', async () => {
    await expect(call('ai:run', { task: 'poem', resume: {} })).rejects.toThrow(
      /Invalid arguments for "ai:run"/,
    )
    await expect(
      call('ai:run', { task: 'summary', resume: englishResume(), jobTitle: '' }),
    ).rejects.toThrow(/job title/)
  })
})
