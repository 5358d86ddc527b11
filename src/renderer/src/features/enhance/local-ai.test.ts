// Inline enhance picks this computer's AI only on the desktop with the local AI server on, and
// hands the carousel the cloud's answer shape with the engine that answered.
import { createResume } from '@shared/resume'
import type { DesktopFeatures } from '@shared/platform'
import { DEFAULT_LOCAL_AI } from '@shared/platform'
import { describe, expect, it, vi } from 'vitest'
import { enhanceLocally } from './local-ai'

function desktop(enabled: boolean) {
  return {
    localAi: {
      get: vi.fn(async () => ({ ...DEFAULT_LOCAL_AI, enabled })),
      save: vi.fn(),
      test: vi.fn(),
    },
    ai: vi.fn(async () => ({
      engine: 'offline' as const,
      fallback: { from: 'llm' as const, reason: 'cannot reach the AI server' },
      result: {
        alternatives: ['<p>Planned routes</p>', '<p>Led planning</p>'],
        guard: [{ verdict: 'pass' as const, newFacts: [], lostFacts: [] }],
      },
    })),
  } as unknown as DesktopFeatures & { ai: ReturnType<typeof vi.fn> }
}

describe('enhanceLocally', () => {
  const resume = createResume()

  it('leaves the call to the cloud on the web and when the setting is off', async () => {
    await expect(enhanceLocally({ section: 'summary' }, resume, 'Planner', null)).resolves.toBe(
      null,
    )
    const off = desktop(false)
    await expect(enhanceLocally({ section: 'summary' }, resume, 'Planner', off)).resolves.toBe(null)
    expect(off.ai).not.toHaveBeenCalled()
  })

  it('asks main when the setting is on and answers in the cloud’s shape, naming the engine', async () => {
    const on = desktop(true)
    const answer = await enhanceLocally({ section: 'experiences', itemId: 'exp-1' }, resume, '', on)
    expect(on.ai).toHaveBeenCalledWith({
      task: 'description',
      resume,
      section: 'experiences',
      itemId: 'exp-1',
    })
    expect(answer).toEqual({
      enhancedSummaries: JSON.stringify({
        enhanced_summaries: ['<p>Planned routes</p>', '<p>Led planning</p>'],
      }),
      alternatives: [
        { text: '<p>Planned routes</p>', guard: { verdict: 'pass', newFacts: [], lostFacts: [] } },
        { text: '<p>Led planning</p>', guard: { verdict: 'pass', newFacts: [], lostFacts: [] } },
      ],
      engine: 'offline',
      fallback: { from: 'llm', reason: 'cannot reach the AI server' },
    })
    await enhanceLocally({ section: 'summary' }, resume, 'Planner', on)
    expect(on.ai).toHaveBeenLastCalledWith({ task: 'summary', resume, jobTitle: 'Planner' })
  })
})
