// Inline AI enhance in the editor (spec 000 §4 "Inline AI enhance"; issue 13 point 5), against a
// mocked API: the carousel, choosing through the store (undo), the 500 ms highlight, the fact
// guard's flagged alternatives, the sign-in, upgrade and credits prompts, the job-title modal of
// the summary and the skills panels.
import type {
  AlternativeWire,
  EnhancedSummariesResponse,
  EnhanceSkillsResponse,
  GuardDecisionWire,
  SkillSuggestionWire,
  UserDetails,
} from '@shared/api'
import { createItem, createResume, type Resume } from '@shared/resume'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../api'
import type * as ApiModule from '../../api'
import { useEditor } from '../../stores/editor'
import { useSession } from '../../stores/session'
import { EnhanceField, HIGHLIGHT_REMOVAL_MS, type EnhanceTarget } from './EnhanceField'
import { SkillSuggestions } from './SkillSuggestions'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      session: { current: vi.fn() },
      evaluation: { jobTitles: vi.fn() },
      history: { create: vi.fn(() => Promise.resolve({ result: {} })) },
      enhance: {
        experience: vi.fn(),
        education: vi.fn(),
        project: vi.fn(),
        summary: vi.fn(),
        skills: vi.fn(),
      },
    },
  }
})

const store = () => useEditor.getState()
const pass: GuardDecisionWire = { verdict: 'pass', newFacts: [], lostFacts: [] }
const ORIGINAL = '<ul><li>Helped the team with invoices</li></ul>'

function openResume(overrides: Partial<Resume> = {}) {
  const resume = createResume({
    contact: {
      ...createResume().contact,
      firstName: 'Ada',
      jobTitle: '',
      description: '<p>Planner.</p>',
    },
    experiences: [
      createItem('experiences', { id: 'exp-1', title: 'Planner', description: ORIGINAL }),
    ],
    skills: [createItem('skills', { id: 's1', name: 'Excel', level: 'Expert' })],
    ...overrides,
  })
  act(() => store().open('cv-1', resume))
}

const signIn = (accountStatus: UserDetails['accountStatus'] = 'Premium') =>
  useSession.setState({
    user: { id: 'u1', uid: 'u1', firstName: 'Ada', accountStatus } as UserDetails,
    status: 'ready',
  })

function answer(
  alternatives: AlternativeWire[],
  extra: Partial<EnhancedSummariesResponse> = {},
): EnhancedSummariesResponse {
  return {
    enhancedSummaries: JSON.stringify({ enhanced_summaries: alternatives.map((a) => a.text) }),
    alternatives,
    engine: 'offline',
    remainingCredits: 4,
    ...extra,
  }
}

function renderField(target: EnhanceTarget) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EnhanceField target={target}>
            <p>field</p>
          </EnhanceField>
        ),
      },
    ],
    { initialEntries: ['/cv-creation/cv-1'] },
  )
  render(<RouterProvider router={router} />)
}

const description = () => store().resume?.experiences[0]?.description

describe('EnhanceField (descriptions and summary)', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    useSession.setState({ user: null, status: 'ready' })
    useSession.getState().closeDialog()
    openResume()
  })

  it('asks a visitor to sign in and calls nothing', async () => {
    renderField({ section: 'experiences', itemId: 'exp-1' })
    await userEvent.setup().click(screen.getByRole('button', { name: /Enhance with AI/ }))
    expect(useSession.getState().dialog.open).toBe(true)
    expect(api.enhance.experience).not.toHaveBeenCalled()
  })

  it('shows the alternatives in a carousel, names the engine, and a choice replaces the text through the store', async () => {
    signIn()
    const first = '<ul><li>Audited invoices for the team</li></ul>'
    const second = '<ul><li>Checked [number] invoices a week</li></ul>'
    vi.mocked(api.enhance.experience).mockResolvedValueOnce(
      answer([
        { text: first, guard: pass },
        { text: second, guard: pass },
      ]),
    )
    const user = userEvent.setup()
    renderField({ section: 'experiences', itemId: 'exp-1' })
    await user.click(screen.getByRole('button', { name: /Enhance with AI/ }))
    expect(api.enhance.experience).toHaveBeenCalledWith(
      expect.objectContaining({ summary: ORIGINAL, itemId: 'exp-1', cvData: store().resume }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Choose an enhanced version' })
    expect(dialog.textContent).toContain('built-in offline engine')
    expect(within(dialog).getByText('Version 1 of 2')).toBeTruthy()
    expect(within(dialog).getByTestId('ai-alternative').textContent).toBe(
      'Audited invoices for the team',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Next version' }))
    // The placeholder the user must fill is highlighted and explained.
    expect(within(dialog).getByTestId('ai-alternative').querySelector('mark')?.textContent).toBe(
      '[number]',
    )
    expect(dialog.textContent).toContain('Replace every [number]')
    await user.click(within(dialog).getByRole('button', { name: 'Previous version' }))
    expect(description()).toBe(ORIGINAL)
    const before = store().resume
    await user.click(within(dialog).getByRole('button', { name: 'Use this version' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(description()).toBe(first)
    // Version history: the resume before the accepted alternative was kept.
    expect(api.history.create).toHaveBeenCalledWith({
      id: 'cv-1',
      kind: 'before_ai',
      cvData: before,
    })
    // The field shows the enhanced highlight, which goes after 500 ms; the stored text has none.
    const field = document.querySelector('.ai-field') as HTMLElement
    expect(field.dataset.enhanced).toBe('true')
    await waitFor(() => expect(field.dataset.enhanced).toBe('false'), {
      timeout: HIGHLIGHT_REMOVAL_MS + 1000,
    })
    // Empty fields of the item are named after the enhance action (spec 000 §5).
    expect(screen.getByRole('status').textContent).toContain('Add the company name.')
    // One undo step brings the original back.
    act(() => store().undo())
    expect(description()).toBe(ORIGINAL)
  })

  it('says when the AI model failed and the offline engine answered', async () => {
    signIn()
    vi.mocked(api.enhance.experience).mockResolvedValueOnce(
      answer([{ text: '<p>Audited invoices</p>', guard: pass }], {
        fallback: { from: 'llm', reason: 'timeout' },
      }),
    )
    renderField({ section: 'experiences', itemId: 'exp-1' })
    await userEvent.setup().click(screen.getByRole('button', { name: /Enhance with AI/ }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('did not give a usable answer')
  })

  it('leaves the text as it was on Discard', async () => {
    signIn()
    vi.mocked(api.enhance.experience).mockResolvedValueOnce(
      answer([{ text: '<p>Other</p>', guard: pass }]),
    )
    const user = userEvent.setup()
    renderField({ section: 'experiences', itemId: 'exp-1' })
    await user.click(screen.getByRole('button', { name: /Enhance with AI/ }))
    await user.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(description()).toBe(ORIGINAL)
  })

  it('highlights the new facts of a flagged alternative and applies it only once confirmed', async () => {
    signIn()
    vi.mocked(api.enhance.experience).mockResolvedValueOnce(
      answer(
        [
          {
            text: '<ul><li>Audited invoices at Maersk, saving 35%</li></ul>',
            guard: { verdict: 'flag', newFacts: ['Maersk', '35%'], lostFacts: [] },
          },
        ],
        { engine: 'llm' },
      ),
    )
    const user = userEvent.setup()
    renderField({ section: 'experiences', itemId: 'exp-1' })
    await user.click(screen.getByRole('button', { name: /Enhance with AI/ }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Suggested by the AI model.')
    const marks = [...within(dialog).getByTestId('ai-alternative').querySelectorAll('mark')]
    expect(marks.map((mark) => mark.textContent)).toEqual(['Maersk', '35%'])
    const choose = within(dialog).getByRole('button', { name: 'Use this version' })
    expect(choose).toHaveProperty('disabled', true)
    await user.click(within(dialog).getByRole('checkbox', { name: /These facts are true/ }))
    expect(choose).toHaveProperty('disabled', false)
    await user.click(choose)
    expect(description()).toContain('Maersk')
  })

  it('opens the upgrade prompt for Free and the credits prompt for Premium on 402', async () => {
    signIn('Free')
    vi.mocked(api.enhance.experience).mockRejectedValue(
      new ApiError(402, 'not_enough_credits', 'You have used all your AI enhancements.'),
    )
    const user = userEvent.setup()
    renderField({ section: 'experiences', itemId: 'exp-1' })
    await user.click(screen.getByRole('button', { name: /Enhance with AI/ }))
    const free = await screen.findByRole('dialog', { name: 'No AI enhancements left' })
    expect(within(free).getByRole('link', { name: 'See plans' })).toBeTruthy()
    await user.click(within(free).getByRole('button', { name: 'Not now' }))
    signIn('Premium')
    await user.click(screen.getByRole('button', { name: /Enhance with AI/ }))
    const premium = await screen.findByRole('dialog', { name: 'Not enough AI enhancements' })
    expect(premium.textContent).toContain('contact support')
    expect(description()).toBe(ORIGINAL)
    // The loading flag is cleared after the failure.
    expect(screen.getByRole('button', { name: /Enhance with AI/ })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('asks for a job title before the summary, sets it, then enhances', async () => {
    signIn()
    vi.mocked(api.evaluation.jobTitles).mockResolvedValueOnce({
      jobTitleSuggestions: ['Logistics Planner', 'Dispatcher'],
    })
    vi.mocked(api.enhance.summary).mockResolvedValueOnce(
      answer([{ text: '<p>Logistics planner.</p>', guard: pass }]),
    )
    const user = userEvent.setup()
    renderField({ section: 'summary' })
    await user.click(screen.getByRole('button', { name: /Enhance summary with AI/ }))
    const modal = await screen.findByRole('dialog', { name: 'Which job do you want?' })
    expect(api.enhance.summary).not.toHaveBeenCalled()
    await user.click(await within(modal).findByRole('button', { name: 'Logistics Planner' }))
    expect(store().resume?.contact.jobTitle).toBe('Logistics Planner')
    const dialog = await screen.findByRole('dialog', { name: 'Choose an enhanced version' })
    expect(api.enhance.summary).toHaveBeenCalledWith(
      expect.objectContaining({ jobTitle: 'Logistics Planner', summary: '<p>Planner.</p>' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Use this version' }))
    expect(store().resume?.contact.description).toBe('<p>Logistics planner.</p>')
  })

  it('says there is nothing to enhance in an empty text, without a call', async () => {
    signIn()
    openResume({
      experiences: [
        createItem('experiences', { id: 'exp-1', title: 'Planner', description: '<p></p>' }),
      ],
    })
    renderField({ section: 'experiences', itemId: 'exp-1' })
    await userEvent.setup().click(screen.getByRole('button', { name: /Enhance with AI/ }))
    expect(screen.getByRole('alert').textContent).toContain('nothing to enhance')
    expect(api.enhance.experience).not.toHaveBeenCalled()
  })
})

describe('SkillSuggestions (skills step panels)', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    openResume({
      contact: { ...createResume().contact, jobTitle: 'Logistics Planner' },
    })
    signIn()
  })

  const skill = (name: string): SkillSuggestionWire => ({
    name,
    reason: `Because of ${name}.`,
    source: 'resume',
    guard: pass,
  })

  it('adds an accepted skill with an empty level, removes it from both lists, discards from one, and closes when both are empty', async () => {
    const response: EnhanceSkillsResponse = {
      skillSuggestion: [skill('SAP'), skill('Forecasting')],
      atsSkillSuggestion: [skill('SAP'), skill('Transport management')],
      engine: 'offline',
    }
    vi.mocked(api.enhance.skills).mockResolvedValueOnce(response)
    const user = userEvent.setup()
    render(<SkillSuggestions />)
    await user.click(screen.getByRole('button', { name: /Suggest skills with AI/ }))
    expect(api.enhance.skills).toHaveBeenCalledWith(
      expect.objectContaining({ jobTitle: 'Logistics Planner', skills: ['Excel'] }),
    )
    const panels = await screen.findByTestId('skill-suggestions')
    const ai = within(panels).getByRole('region', { name: 'AI suggestions' })
    const ats = within(panels).getByRole('region', { name: 'ATS suggestions' })
    expect(ai.textContent).toContain('Because of SAP.')
    await user.click(within(ai).getByRole('button', { name: 'Add SAP' }))
    expect(store().resume?.skills.map((s) => [s.name, s.level])).toEqual([
      ['Excel', 'Expert'],
      ['SAP', ''],
    ])
    expect(within(ats).queryByText('SAP')).toBeNull()
    expect(within(ai).queryByText('SAP')).toBeNull()
    await user.click(within(ai).getByRole('button', { name: 'Discard Forecasting' }))
    expect(within(ai).getByText('No more suggestions in this list.')).toBeTruthy()
    expect(store().resume?.skills).toHaveLength(2)
    await user.click(within(ats).getByRole('button', { name: 'Discard Transport management' }))
    expect(screen.queryByTestId('skill-suggestions')).toBeNull()
    act(() => store().undo())
    expect(store().resume?.skills.map((s) => s.name)).toEqual(['Excel'])
  })

  it('asks for a job title first when the resume has none', async () => {
    openResume()
    vi.mocked(api.evaluation.jobTitles).mockResolvedValueOnce({ jobTitleSuggestions: [] })
    const user = userEvent.setup()
    const router = createMemoryRouter([{ path: '*', element: <SkillSuggestions /> }])
    render(<RouterProvider router={router} />)
    await user.click(screen.getByRole('button', { name: /Suggest skills with AI/ }))
    expect(await screen.findByRole('dialog', { name: 'Which job do you want?' })).toBeTruthy()
    expect(api.enhance.skills).not.toHaveBeenCalled()
  })
})
