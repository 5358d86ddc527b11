// The cover letter editor's AI draft and translation panels: what is sent, what the page says
// about the engine that answered (never one for the other), and the translated copy's link.
import { createCoverLetter } from '@shared/cover-letter/model'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../api'
import type * as ApiModule from '../../api'
import { CoverLetterDraft } from './CoverLetterDraft'
import { CoverLetterTranslate } from './CoverLetterTranslate'
import { useCoverLetter } from './store'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      coverLetter: { draft: vi.fn(), translate: vi.fn() },
      translate: { options: vi.fn() },
    },
  }
})

const letter = createCoverLetter({ language: 'en', closing: 'Yours sincerely,' })

function inRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/x'] })
  render(<RouterProvider router={router} />)
}

const draftAnswer = (engine: 'llm' | 'offline', extra: object = {}) => ({
  result: {
    subject: 'Application',
    greeting: 'Dear [hiring manager’s name],',
    body: '<p>Body.</p>',
    closing: 'Yours sincerely,',
    removedFacts: [],
    placeholders: [],
  },
  engine,
  ...extra,
})

describe('CoverLetterDraft', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    useCoverLetter.getState().open('l1', { letter, resumeId: 'r1' })
  })

  it('sends the job and puts the draft in; says the offline engine wrote it', async () => {
    vi.mocked(api.coverLetter.draft).mockResolvedValueOnce(draftAnswer('offline'))
    inRouter(<CoverLetterDraft resumeId="r1" letter={letter} />)
    await userEvent.click(screen.getByText('Draft with AI'))
    await userEvent.type(screen.getByLabelText('Job description'), 'We need a planner.')
    await userEvent.click(screen.getByRole('button', { name: 'Write a draft' }))
    expect(api.coverLetter.draft).toHaveBeenCalledWith({
      resumeId: 'r1',
      letter,
      jobDescription: 'We need a planner.',
      jobTitle: '',
    })
    expect(await screen.findByText(/built-in offline engine \(rules, no AI model\)/)).toBeTruthy()
    expect(useCoverLetter.getState().state?.letter.subject).toBe('Application')
  })

  it('says the AI model wrote it, or that the offline engine stood in, and lists removed facts', async () => {
    vi.mocked(api.coverLetter.draft)
      .mockResolvedValueOnce({
        ...draftAnswer('llm'),
        result: { ...draftAnswer('llm').result, removedFacts: ['Globex'] },
      })
      .mockResolvedValueOnce(
        draftAnswer('offline', { fallback: { from: 'llm', reason: 'timeout' } }),
      )
    inRouter(<CoverLetterDraft resumeId="r1" letter={letter} />)
    await userEvent.click(screen.getByText('Draft with AI'))
    await userEvent.click(screen.getByRole('button', { name: 'Write a draft' }))
    expect(await screen.findByText(/Written by the AI model/)).toBeTruthy()
    expect(screen.getByText(/Removed because .*Globex/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Write a draft' }))
    expect(await screen.findByText(/did not give a usable answer/)).toBeTruthy()
  })
})

describe('CoverLetterTranslate', () => {
  beforeEach(() => vi.clearAllMocks())

  it('without a provider offers the offline part only, and links the copy', async () => {
    vi.mocked(api.translate.options).mockResolvedValue({ provider: null, languages: [] })
    vi.mocked(api.coverLetter.translate).mockResolvedValueOnce({
      result: { id: 'copy-1' },
      mode: 'offline-only',
      keptInSource: 2,
    })
    const flush = vi.fn()
    inRouter(<CoverLetterTranslate letterId="l1" letter={letter} beforeStart={flush} />)
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }))
    const offline = screen.getByRole<HTMLInputElement>('checkbox', { name: /Known phrases only/ })
    await vi.waitFor(() => expect(offline.disabled).toBe(true))
    expect(offline.checked).toBe(true)
    await userEvent.selectOptions(screen.getByLabelText('Translate into'), 'de')
    await userEvent.click(screen.getByRole('button', { name: 'Make a translated copy' }))
    expect(flush).toHaveBeenCalled()
    expect(api.coverLetter.translate).toHaveBeenCalledWith({
      id: 'l1',
      targetLanguage: 'de',
      offlineOnly: true,
    })
    const link = await screen.findByRole('link', { name: 'Open the copy' })
    expect(link.getAttribute('href')).toBe('/cover-letter/copy-1')
    expect(screen.getByText(/2 parts stayed in the original language/)).toBeTruthy()
  })
})
