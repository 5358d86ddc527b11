// The modal's steps and its plain words when no translation service is configured (issue 15
// points 4 and 6); the real flow against the cloud is in tests/e2e/translate.spec.ts.
import type { TranslateJob } from '@shared/api'
import { createResume } from '@shared/resume'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../api'
import type * as ApiModule from '../../api'
import { TranslateModal } from './TranslateModal'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: { translate: { options: vi.fn(), start: vi.fn(), job: vi.fn(), cancel: vi.fn() } },
  }
})

const options = vi.mocked(api.translate.options)
const start = vi.mocked(api.translate.start)
const cancel = vi.mocked(api.translate.cancel)

function job(patch: Partial<TranslateJob> = {}): TranslateJob {
  return {
    id: 'job-1',
    kind: 'copy',
    sourceId: 'cv-1',
    targetLanguage: 'de',
    mode: 'full',
    status: 'running',
    progress: {
      total: 10,
      done: 4,
      sections: { contact: { total: 2, done: 2 }, experiences: { total: 8, done: 2 } },
    },
    resultId: null,
    keptInSource: 0,
    error: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  }
}

function renderModal(onClose = vi.fn()) {
  const source = createResume({ resumeName: 'Main', resumeLanguage: 'en' })
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <TranslateModal sourceId="cv-1" source={source} sourceName="Main" onClose={onClose} />
        ),
      },
    ],
    { initialEntries: ['/library'] },
  )
  render(<RouterProvider router={router} />)
  return { onClose }
}

describe('TranslateModal', () => {
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('goes intro → 24 languages (its own disabled) → progress by section, and cancels', async () => {
    options.mockResolvedValue({ provider: 'llm', languages: [] })
    start.mockResolvedValue({ job: job() })
    cancel.mockResolvedValue({ job: job({ status: 'cancelled' }) })
    renderModal()
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Smart Translation' })
    expect(within(dialog).queryByText(/needs a translation service/)).toBeNull()
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }))
    const languages = within(dialog).getAllByRole('button', { pressed: false })
    expect(languages).toHaveLength(24)
    expect(
      (within(dialog).getByRole('button', { name: /English/ }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: /Deutsch/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Translate' }))
    expect(start).toHaveBeenCalledWith({
      sourceId: 'cv-1',
      targetLanguage: 'de',
      offlineOnly: false,
    })
    expect(await within(dialog).findByText('4 of 10 fields')).toBeTruthy()
    expect(within(dialog).getByText('Work experience')).toBeTruthy()
    expect(within(dialog).getByText('2 / 8')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel translation' }))
    expect(cancel).toHaveBeenCalledWith({ id: 'job-1' })
    expect(await within(dialog).findByText(/No copy was made and nothing was charged/)).toBeTruthy()
  })

  it('with no provider says so plainly and offers titles, dates and levels only', async () => {
    options.mockResolvedValue({ provider: null, languages: [] })
    start.mockResolvedValue({ job: job({ mode: 'offline-only' }) })
    renderModal()
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Smart Translation' })
    expect(await within(dialog).findByText(/needs a translation service/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(within(dialog).getByRole('button', { name: /Français/ }))
    await user.click(
      within(dialog).getByRole('button', { name: 'Copy with titles, dates and levels only' }),
    )
    expect(start).toHaveBeenCalledWith({
      sourceId: 'cv-1',
      targetLanguage: 'fr',
      offlineOnly: true,
    })
    expect(await within(dialog).findByText('Titles, dates and levels only')).toBeTruthy()
  })
})
