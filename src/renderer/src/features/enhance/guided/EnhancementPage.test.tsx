// Guided enhancement (spec 000 §4 "Guided enhancement", §6; issue 13 points 6 and 7) against a
// mocked API: steps with Accept and Discard, the fixed resume, the Free limit at step index 3,
// the 402 greeting, saving in place or as a copy named after the job, and the match rate.
import type {
  CvSuggestionsResponse,
  GuidedSuggestion,
  LibraryEntry,
  UserDetails,
} from '@shared/api'
import { createItem, createResume, type Resume } from '@shared/resume'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../../api'
import type * as ApiModule from '../../../api'
import { useSession } from '../../../stores/session'
import { EnhancementPage, STEP_DELAY_MS } from './EnhancementPage'
import { applySuggestion, fixedResume } from './guided'

vi.mock('../../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      session: { current: vi.fn() },
      library: { get: vi.fn(), update: vi.fn(), create: vi.fn() },
      history: { create: vi.fn(() => Promise.resolve({ result: {} })) },
      enhance: { suggestions: vi.fn() },
      export: { pdf: vi.fn() },
    },
  }
})

const resume: Resume = createResume({
  resumeName: 'My resume',
  contact: {
    ...createResume().contact,
    firstName: 'Ada',
    jobTitle: 'Planner',
    description: '<p>Planner.</p>',
  },
  experiences: [
    createItem('experiences', {
      id: 'e1',
      title: 'Planner',
      description: '<p>Helped with routes</p>',
    }),
    createItem('experiences', { id: 'e2', title: 'Clerk', description: '<p>Did invoices</p>' }),
  ],
  skills: [createItem('skills', { id: 's1', name: 'Excel', level: 'Expert' })],
})

function suggestion(over: Partial<GuidedSuggestion>): GuidedSuggestion {
  return {
    section: 'experiences',
    field: 'description',
    itemId: 'e1',
    reason: 'A stronger verb.',
    oldValue: '<p>Helped with routes</p>',
    newValue: '<p>Planned routes</p>',
    actionType: 'replace',
    highlightId: 'h1',
    status: 'pending',
    kinds: ['weakVerb'],
    placeholders: [],
    applicable: true,
    guard: { verdict: 'pass', newFacts: [], lostFacts: [] },
    locked: false,
    ...over,
  }
}

const FIVE = [
  suggestion({}),
  suggestion({
    itemId: 'e2',
    oldValue: '<p>Did invoices</p>',
    newValue: '<p>Audited invoices</p>',
    highlightId: 'h2',
  }),
  suggestion({
    section: 'skills',
    field: 'name',
    itemId: null,
    oldValue: '',
    newValue: 'SAP',
    actionType: 'add',
    highlightId: 'h3',
    reason: 'The posting asks for SAP.',
  }),
  suggestion({
    section: 'contact',
    itemId: null,
    oldValue: '<p>Planner.</p>',
    newValue: '<p>Route planner.</p>',
    highlightId: 'h4',
  }),
  suggestion({
    itemId: 'e2',
    newValue: '<p>Audited [number] invoices</p>',
    applicable: false,
    highlightId: 'h5',
  }),
]

function answer(suggestions: GuidedSuggestion[], freeSteps: number | null): CvSuggestionsResponse {
  return {
    result: {
      suggestions: suggestions.map((item, index) =>
        freeSteps !== null && index >= freeSteps ? { ...item, newValue: '', locked: true } : item,
      ),
    },
    error: null,
    freeSteps,
    engine: 'offline',
  }
}

const entry = {
  result: {
    id: 'cv-1',
    uid: 'u1',
    cvData: resume,
    revision: 3,
    createdAt: '',
    updatedAt: '',
  } as LibraryEntry,
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/cv-enhancement/:cvId', element: <EnhancementPage /> },
      { path: '/cv-creation/:cvId', element: <p>editor page</p> },
    ],
    { initialEntries: ['/cv-enhancement/cv-1'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const signIn = (accountStatus: UserDetails['accountStatus']) =>
  useSession.setState({
    user: { id: 'u1', uid: 'u1', firstName: 'Ada', accountStatus } as UserDetails,
    status: 'ready',
  })

async function startRun(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Start' }))
  return screen.findByTestId('guided-step', {}, { timeout: STEP_DELAY_MS + 1500 })
}

describe('guided enhancement steps (pure)', () => {
  it('writes accepted values, appends an added skill with an empty level, and ignores discarded ones', () => {
    const statuses = ['accepted', 'discarded', 'accepted', 'accepted', 'pending'] as const
    const fixed = fixedResume(
      resume,
      FIVE.map((item, index) => ({ ...item, status: statuses[index]! })),
    )
    expect(fixed.experiences.map((item) => item.description)).toEqual([
      '<p>Planned routes</p>',
      '<p>Did invoices</p>',
    ])
    expect(fixed.skills.map((skill) => [skill.name, skill.level])).toEqual([
      ['Excel', 'Expert'],
      ['SAP', ''],
    ])
    expect(fixed.contact.description).toBe('<p>Route planner.</p>')
    expect(applySuggestion(resume, suggestion({ itemId: 'nope' }))).toEqual(resume)
  })
})

describe('EnhancementPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    vi.mocked(api.library.get).mockResolvedValue(entry)
  })

  it('gives a Free account 3 steps, then the upgrade modal from step index 3 on', async () => {
    signIn('Free')
    vi.mocked(api.enhance.suggestions).mockResolvedValueOnce(answer(FIVE, 3))
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByText(/one suggestion at a time/)).toBeTruthy()
    const panel = await startRun(user)
    expect(api.enhance.suggestions).toHaveBeenCalledWith(
      expect.objectContaining({ cvJson: resume, jobTitle: 'Planner', jobDescription: '' }),
      expect.anything(),
    )
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('Suggestion 1 of 5')
    expect(within(panel).getByTestId('guided-new').textContent).toBe('Planned routes')
    await user.click(within(panel).getByRole('button', { name: 'Accept' }))
    const fixedPane = screen.getByRole('region', { name: 'Fixed resume' })
    const currentPane = screen.getByRole('region', { name: 'Current resume' })
    expect(fixedPane.textContent).toContain('Planned routes')
    expect(currentPane.textContent).toContain('Helped with routes')
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('Suggestion 2 of 5')
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(fixedPane.textContent).toContain('Did invoices')
    // The discarded place is marked red in the current resume, the accepted one green.
    const css = document.querySelector('style')?.textContent ?? ''
    expect(css).toContain('.guided__pane--current [data-item-id="e2"]')
    expect(css).toContain('.guided__pane--fixed [data-item-id="e1"]')
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    // Advancing to step index 3 opens the upgrade modal; the locked step cannot be taken.
    expect(
      await screen.findByRole('dialog', { name: 'Enhance your resume with Premium' }),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(
      await screen.findByRole('dialog', { name: 'Enhance your resume with Premium' }),
    ).toBeTruthy()
    expect(fixedPane.textContent).not.toContain('Route planner.')
  })

  it('runs every step for Premium, asks to confirm a placeholder, and saves then opens the editor', async () => {
    signIn('Premium')
    vi.mocked(api.enhance.suggestions).mockResolvedValueOnce(answer(FIVE, null))
    vi.mocked(api.library.update).mockResolvedValueOnce({
      result: { id: 'cv-1', revision: 4, updatedAt: '' },
      fixes: [],
    } as never)
    const user = userEvent.setup()
    const router = renderPage()
    await startRun(user)
    for (let step = 0; step < 4; step += 1)
      await user.click(screen.getByRole('button', { name: 'Accept' }))
    // The last one holds a placeholder: not applicable until the user confirms.
    const accept = screen.getByRole('button', { name: 'Accept' })
    expect(accept).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('checkbox', { name: /replace \[number\]/ }))
    await user.click(accept)
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('You accepted 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Save and edit' }))
    const saved = vi.mocked(api.library.update).mock.calls[0]?.[0]
    expect(saved?.id).toBe('cv-1')
    // Version history: the resume before the accepted suggestions was kept first.
    expect(api.history.create).toHaveBeenCalledWith({
      id: 'cv-1',
      kind: 'before_ai',
      cvData: resume,
    })
    // Saved in place on the revision it was read at.
    expect(saved?.baseRevision).toBe(3)
    const cvData = saved?.cvData as Resume
    expect(cvData.skills.map((skill) => skill.name)).toEqual(['Excel', 'SAP'])
    expect(cvData.experiences[1]?.description).toBe('<p>Audited [number] invoices</p>')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cv-creation/cv-1'))
  })

  it('shows the premium greeting instead of Start when the suggestions call answers 402', async () => {
    signIn('Free')
    vi.mocked(api.enhance.suggestions).mockRejectedValueOnce(
      new ApiError(402, 'not_enough_credits', 'No enhancements left.'),
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Start' }))
    expect(
      await screen.findByRole('dialog', { name: 'Enhance your resume with Premium' }),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull()
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('part of Premium')
  })

  it(
    'tailors to a pasted posting: match rate before and after, saved as a copy named after the job',
    { timeout: 30_000 },
    async () => {
      signIn('Premium')
      vi.mocked(api.enhance.suggestions).mockResolvedValueOnce(answer([FIVE[2]!], null))
      vi.mocked(api.library.create).mockResolvedValueOnce({ result: { id: 'cv-2' } } as never)
      const user = userEvent.setup()
      const router = renderPage()
      await user.click(await screen.findByLabelText(/Job posting/))
      await user.paste('We need SAP and Excel skills.')
      await startRun(user)
      expect(api.enhance.suggestions).toHaveBeenCalledWith(
        expect.objectContaining({ jobDescription: 'We need SAP and Excel skills.' }),
        expect.anything(),
      )
      const before = screen.getByTestId('guided-match').textContent ?? ''
      const [rateBefore] = /(\d+)% before/.exec(before)?.slice(1) ?? []
      await user.click(screen.getByRole('button', { name: 'Accept' }))
      const after = screen.getByTestId('guided-match').textContent ?? ''
      const [, rateAfter] = /(\d+)% before, (\d+)% after/.exec(after)?.slice(1) ?? []
      expect(Number(rateAfter)).toBeGreaterThan(Number(rateBefore))
      await user.click(screen.getByRole('radio', { name: /new copy/ }))
      await act(() => user.click(screen.getByRole('button', { name: 'Save and edit' })))
      expect(api.library.create).toHaveBeenCalledWith({
        cvData: expect.objectContaining({ resumeName: 'My resume – Planner' }),
      })
      expect(api.library.update).not.toHaveBeenCalled()
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cv-creation/cv-2'))
    },
  )
})
