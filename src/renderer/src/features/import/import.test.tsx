import { PdfImportError } from '@shared/pdf'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api'
import type * as ApiModuleNamespace from '../../api'
import { importErrorMessage } from './import-errors'
import { refinementSentences } from './RefinementResult'
import { progressAt, PROGRESS_CAP } from './useImportProgress'

type ApiModule = typeof ApiModuleNamespace

const readResumeFile = vi.fn()
const create = vi.fn()
vi.mock('./read-file', () => ({
  ACCEPTED_FILES: '.pdf',
  readResumeFile: (file: File) => readResumeFile(file),
}))
vi.mock('../../api', async (original) => ({
  ...(await original<ApiModule>()),
  api: { import: { create: (input: unknown) => create(input) } },
}))

const { ImportPage } = await import('./ImportPage')

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/cv-existing', element: <ImportPage /> },
      { path: '/cv-creation/:cvId', element: <p>editor</p> },
    ],
    { initialEntries: ['/cv-existing'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('progressAt', () => {
  it('counts 1 % per 100 ms and stops at 99', () => {
    expect(progressAt(0, 12).percent).toBe(0)
    expect(progressAt(1000, 12).percent).toBe(10)
    expect(progressAt(60_000, 12).percent).toBe(PROGRESS_CAP)
  })

  it('moves to the next tip every 5 s, wrapping around', () => {
    expect(progressAt(4999, 12, 3).tip).toBe(3)
    expect(progressAt(5000, 12, 3).tip).toBe(4)
    expect(progressAt(5000 * 12, 12, 3).tip).toBe(3)
  })
})

describe('importErrorMessage', () => {
  it('words refusals from the app and from the cloud, and the 402, in the interface language', () => {
    const t = i18next.t.bind(i18next)
    expect(importErrorMessage(new PdfImportError('no-text'), t)).toMatch(/no text/)
    expect(importErrorMessage(new ApiError(422, 'import_too-much-text', 'x'), t)).toBe(
      'Text exceeds the maximum allowed length of 4 pages',
    )
    expect(importErrorMessage(new ApiError(402, 'not_enough_credits', 'x'), t)).toMatch(
      /used all your resume imports/,
    )
  })
})

describe('ImportPage', () => {
  beforeEach(() => {
    readResumeFile.mockReset()
    create.mockReset()
  })

  it('reads the chosen file, sends it and opens the new resume in the editor', async () => {
    readResumeFile.mockResolvedValue({ source: { kind: 'pdf', pages: [] } })
    create.mockResolvedValue({ result: { id: 'new-id' }, resume: {}, warnings: [] })
    const router = renderPage()
    await userEvent.upload(
      screen.getByTestId('import-file'),
      new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv-creation/new-id'))
    expect(create).toHaveBeenCalledWith({ source: { kind: 'pdf', pages: [] } })
  })

  it('says in plain words what the AI model read again, took and refused, then opens the editor', async () => {
    readResumeFile.mockResolvedValue({ source: { kind: 'pdf', pages: [] } })
    create.mockResolvedValue({
      result: { id: 'refined-id' },
      resume: {},
      warnings: [],
      refinement: {
        engine: 'llm',
        parts: ['jobTitle', 'experiences', 'skills'],
        taken: ['experiences'],
        refused: ['jobTitle'],
      },
    })
    const router = renderPage()
    await userEvent.upload(screen.getByTestId('import-file'), new File(['%PDF-'], 'cv.pdf'))
    const result = await screen.findByRole('region', { name: 'Your resume has been imported' })
    expect(result.textContent).toContain(
      'an AI model read them again: job title, work experience, and skills.',
    )
    expect(result.textContent).toContain(
      "Filled in or corrected from the AI model's reading: work experience.",
    )
    expect(result.textContent).toContain(
      'Not taken: for job title the AI model gave words that are not in your document',
    )
    expect(result.textContent).toContain('The AI model found nothing to change in: skills.')
    // The user reads this first: the editor opens on their click.
    expect(router.state.location.pathname).toBe('/cv-existing')
    await userEvent.click(screen.getByRole('button', { name: 'Open in the editor' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv-creation/refined-id'))
  })

  it('says when the AI model could not be used and the automatic reading stands', () => {
    const t = i18next.t.bind(i18next)
    const sentences = refinementSentences(
      { engine: 'offline', parts: ['name'], taken: [], refused: [] },
      t,
      'en',
    )
    expect(sentences).toEqual([
      'Our automatic reading was unsure of some parts, so an AI model read them again: name.',
      'The AI model could not be used this time, so these parts are as our automatic reading found them.',
      'Please check these parts in the editor.',
    ])
  })

  it('shows why a file was refused and that nothing was created', async () => {
    readResumeFile.mockRejectedValue(new PdfImportError('encrypted'))
    renderPage()
    await userEvent.upload(screen.getByTestId('import-file'), new File(['x'], 'locked.pdf'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('locked.pdf')
    expect(alert.textContent).toMatch(/password-protected/)
    expect(alert.textContent).toMatch(/Nothing was created/)
    expect(create).not.toHaveBeenCalled()
  })
})
