// Inline enhance picks this computer's AI only on the desktop with the local AI server on, and
// hands the carousel the cloud's answer shape with the engine that answered.
import { createResume } from '@shared/resume'
import type { DesktopFeatures } from '@shared/platform'
import { DEFAULT_LOCAL_AI } from '@shared/platform'
import { describe, expect, it, vi } from 'vitest'
import { enhanceLocally, skillsLocally, suggestionsLocally } from './local-ai'

function desktop(enabled: boolean, answer?: unknown) {
  return {
    localAi: {
      get: vi.fn(async () => ({ ...DEFAULT_LOCAL_AI, enabled })),
      save: vi.fn(),
      test: vi.fn(),
    },
    ai: vi.fn(
      async () =>
        answer ?? {
          engine: 'offline' as const,
          fallback: { from: 'llm' as const, reason: 'cannot reach the AI server' },
          result: {
            alternatives: ['<p>Planned routes</p>', '<p>Led planning</p>'],
            guard: [{ verdict: 'pass' as const, newFacts: [], lostFacts: [] }],
          },
        },
    ),
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

const pass = { verdict: 'pass' as const, newFacts: [], lostFacts: [] }

describe('skillsLocally', () => {
  it('leaves the call to the cloud when the setting is off', async () => {
    const off = desktop(false)
    await expect(skillsLocally(createResume(), 'Planner', off)).resolves.toBe(null)
    expect(off.ai).not.toHaveBeenCalled()
  })

  it('answers both panels in the cloud’s shape without skills the resume lists', async () => {
    const resume = { ...createResume(), skills: [{ id: 's1', name: 'Excel', level: '' }] }
    const skill = (name: string, source: 'resume' | 'jobFamily') => ({
      name,
      reason: `Because of ${name}`,
      source,
      guard: pass,
    })
    const on = desktop(true, {
      engine: 'llm',
      result: {
        ai: [skill('excel', 'resume'), skill('Route planning', 'resume')],
        ats: [skill('Logistics', 'jobFamily')],
      },
    })
    const answer = await skillsLocally(resume as never, 'Planner', on)
    expect(on.ai).toHaveBeenCalledWith({ task: 'skills', resume, jobTitle: 'Planner' })
    expect(answer).toEqual({
      skillSuggestion: [skill('Route planning', 'resume')],
      atsSkillSuggestion: [skill('Logistics', 'jobFamily')],
      engine: 'llm',
    })
  })
})

describe('suggestionsLocally', () => {
  const suggestion = (index: number) => ({
    section: 'experiences',
    field: 'description',
    itemId: 'exp-1',
    reason: `Reason ${index}`,
    oldValue: `Old ${index}`,
    newValue: `New ${index}`,
    actionType: 'replace',
    highlightId: `h${index}`,
    status: 'pending',
    kinds: [],
    placeholders: [],
    applicable: true,
    guard: { verdict: 'pass', newFacts: ['x'], lostFacts: [] },
  })

  it('locks the steps beyond the plan’s, as the cloud does, and names the engine', async () => {
    const on = desktop(true, { engine: 'offline', result: [0, 1, 2, 3].map(suggestion) })
    const answer = await suggestionsLocally(
      createResume(),
      { jobTitle: 'Planner', jobDescription: 'Plans routes' },
      3,
      on,
    )
    expect(on.ai).toHaveBeenCalledWith(
      expect.objectContaining({
        task: 'guided',
        jobTitle: 'Planner',
        jobDescription: 'Plans routes',
      }),
    )
    expect(answer?.freeSteps).toBe(3)
    expect(answer?.engine).toBe('offline')
    const sent = answer?.result.suggestions ?? []
    expect(sent.map((item) => item.locked)).toEqual([false, false, false, true])
    expect(sent[2]?.newValue).toBe('New 2')
    expect(sent[3]?.newValue).toBe('')
    expect(sent[3]?.guard.newFacts).toEqual([])
  })

  it('sends every step when the plan has no limit', async () => {
    const on = desktop(true, { engine: 'offline', result: [0, 1, 2, 3].map(suggestion) })
    const answer = await suggestionsLocally(
      createResume(),
      { jobTitle: '', jobDescription: '' },
      null,
      on,
    )
    expect(answer?.result.suggestions.every((item) => !item.locked)).toBe(true)
  })
})
