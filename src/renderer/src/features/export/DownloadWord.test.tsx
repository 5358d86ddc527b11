// The editor's "Word (.docx)" download: the cloud writes it on the PDF's plan rule, the
// platform saves it under the download name.
import type { UserDetails } from '@shared/api'
import { DOCX_MIME_TYPE } from '@shared/export'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { platform } from '@platform'
import { api, ApiError } from '../../api'
import type * as ApiModule from '../../api'
import { useSession } from '../../stores/session'
import { DownloadButton } from './DownloadButton'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: { session: { current: vi.fn() }, export: { pdf: vi.fn(), docx: vi.fn() } },
  }
})
vi.mock('@platform', () => ({
  platform: { kind: 'web', saveFile: vi.fn(async () => true), exportPdf: vi.fn(async () => true) },
}))

const exportDocx = vi.mocked(api.export.docx)
const user = (accountStatus: UserDetails['accountStatus']) =>
  ({ id: 'u1', uid: 'u1', firstName: 'Ada', accountStatus }) as UserDetails

function renderButtons(word: boolean) {
  const resume = completeResume()
  const router = createMemoryRouter(
    [{ path: '*', element: <DownloadButton resume={resume} word={word} /> }],
    { initialEntries: ['/cv-creation/1'] },
  )
  render(<RouterProvider router={router} />)
  return resume
}

const wordButton = () =>
  screen.getByRole('button', { name: 'Download as an editable Word document' })

describe('Download as Word', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    useSession.setState({ user: null, status: 'ready' })
    useSession.getState().closeDialog()
  })

  it('is offered only where asked for (the editor), not on library cards', () => {
    renderButtons(false)
    expect(screen.queryByRole('button', { name: /Word/ })).toBeNull()
  })

  it('saves the Word document under the download name', async () => {
    useSession.setState({ user: user('Premium') })
    const docx = new Uint8Array([80, 75, 3, 4])
    exportDocx.mockResolvedValueOnce(docx)
    const resume = renderButtons(true)
    await userEvent.setup().click(wordButton())
    expect(exportDocx).toHaveBeenCalledWith({ cvData: resume })
    expect(platform.saveFile).toHaveBeenCalledWith({
      suggestedName: 'Ada_Lovelace_Senior_Backend_Engineer.docx',
      mimeType: DOCX_MIME_TYPE,
      data: docx,
    })
  })

  it('asks a visitor to sign in, and a Free user to upgrade', async () => {
    renderButtons(true)
    await userEvent.setup().click(wordButton())
    expect(useSession.getState().dialog.open).toBe(true)
    expect(exportDocx).not.toHaveBeenCalled()

    useSession.getState().closeDialog()
    useSession.setState({ user: user('Free') })
    exportDocx.mockRejectedValueOnce(new ApiError(402, 'premium_required', 'Upgrade.'))
    await userEvent.setup().click(wordButton())
    expect(screen.getByRole('dialog', { name: 'Download your resume with Premium' })).toBeTruthy()
    expect(platform.saveFile).not.toHaveBeenCalled()
  })
})
