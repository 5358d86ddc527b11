import type { UserDetails } from '@shared/api'
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
    api: { session: { current: vi.fn() }, export: { pdf: vi.fn() }, plan: { get: vi.fn() } },
  }
})
vi.mock('@platform', () => ({
  platform: { kind: 'web', saveFile: vi.fn(async () => true), exportPdf: vi.fn(async () => true) },
}))

const exportPdf = vi.mocked(api.export.pdf)
const current = vi.mocked(api.session.current)
const planGet = vi.mocked(api.plan.get)
/** GET /api/plan's answer with the given remaining downloads (null = unlimited). */
const planWithDownloads = (remaining: number | null) =>
  ({
    billingEnabled: true,
    plan: { credits: { download: { kind: 'download', remaining, allowance: remaining } } },
  }) as unknown as Awaited<ReturnType<typeof api.plan.get>>
const mutablePlatform = platform as { kind: 'web' | 'desktop' }

const user = (accountStatus: UserDetails['accountStatus']) =>
  ({ id: 'u1', uid: 'u1', firstName: 'Ada', accountStatus }) as UserDetails

function renderButton() {
  const resume = completeResume()
  const router = createMemoryRouter([{ path: '*', element: <DownloadButton resume={resume} /> }], {
    initialEntries: ['/de/cv-creation/1'],
  })
  render(<RouterProvider router={router} />)
  return { resume, click: () => userEvent.setup().click(screen.getByRole('button')) }
}

describe('DownloadButton', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    mutablePlatform.kind = 'web'
    useSession.setState({ user: null, status: 'ready' })
    useSession.getState().closeDialog()
  })

  it('asks a visitor to sign in and calls nothing', async () => {
    const { click } = renderButton()
    await click()
    expect(useSession.getState().dialog.open).toBe(true)
    expect(exportPdf).not.toHaveBeenCalled()
  })

  it('saves the cloud PDF under the download name for a Premium user on the web', async () => {
    useSession.setState({ user: user('Premium') })
    const pdf = new Uint8Array([37, 80, 68, 70])
    exportPdf.mockResolvedValueOnce(pdf)
    const { click, resume } = renderButton()
    await click()
    expect(exportPdf).toHaveBeenCalledWith({ cvData: resume, adjust: false })
    expect(platform.saveFile).toHaveBeenCalledWith({
      suggestedName: 'Ada_Lovelace_Senior_Backend_Engineer.pdf',
      mimeType: 'application/pdf',
      data: pdf,
    })
    expect(screen.getByRole('button').textContent).toBe('Download PDF')
  })

  it('shows the upgrade prompt, with a way to the plans, when the server asks for Premium', async () => {
    useSession.setState({ user: user('Free') })
    exportPdf.mockRejectedValueOnce(new ApiError(402, 'premium_required', 'Upgrade to download.'))
    const { click } = renderButton()
    await click()
    expect(screen.getByRole('dialog', { name: 'Download your resume with Premium' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/de/pricing')
    expect(platform.saveFile).not.toHaveBeenCalled()
  })

  it("offers the browser's own print when the server cannot print, and says so", async () => {
    useSession.setState({ user: user('Premium') })
    exportPdf.mockRejectedValueOnce(new ApiError(503, 'pdf_renderer_unavailable', 'No Chromium.'))
    const { click, resume } = renderButton()
    await click()
    const dialog = screen.getByRole('dialog', { name: 'Save the PDF with your browser' })
    expect(dialog.textContent).toContain('Our server cannot make the PDF right now')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open print dialog' }))
    expect(platform.exportPdf).toHaveBeenCalledWith({ resume, adjust: false })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says what went wrong for any other failure', async () => {
    useSession.setState({ user: user('Premium') })
    exportPdf.mockRejectedValueOnce(new ApiError(504, 'pdf_render_timeout', 'Slow.'))
    const { click } = renderButton()
    await click()
    expect(screen.getByRole('alert').textContent).toContain('The PDF could not be made')
  })

  describe('on the desktop', () => {
    beforeEach(() => {
      mutablePlatform.kind = 'desktop'
    })

    it('prints locally when the plan has unlimited downloads, after asking the cloud', async () => {
      useSession.setState({ user: user('Free') })
      current.mockResolvedValueOnce(user('Premium'))
      planGet.mockResolvedValue(planWithDownloads(null))
      const { click, resume } = renderButton()
      await click()
      expect(platform.exportPdf).toHaveBeenCalledWith({ resume, adjust: false })
      expect(exportPdf).not.toHaveBeenCalled()
    })

    it('shows the upgrade prompt to a Free user and prints nothing', async () => {
      useSession.setState({ user: user('Premium') })
      current.mockResolvedValueOnce(user('Onhold'))
      planGet.mockResolvedValue(planWithDownloads(0))
      const { click } = renderButton()
      await click()
      expect(screen.getByRole('dialog', { name: /Premium/ })).toBeTruthy()
      expect(platform.exportPdf).not.toHaveBeenCalled()
    })
  })
})
