// The desktop build as the renderer sees it (window.vitae with its desktop features): the store
// is chosen once from the platform, and the screens' engines run on the computer when nobody is
// signed in or the cloud cannot be reached.
import type { UserDetails } from '@shared/api'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { platform } from '@platform'
import { api, ApiError, CLIENT_ERROR_IDS } from '../api'
import type * as ApiModule from '../api'
import { DownloadButton } from '../features/export/DownloadButton'
import { useEvaluation } from '../features/evaluation/useEvaluation'
import { useSession } from '../stores/session'
import { resumeStore } from '.'
import { signedOutRules } from './rules'

vi.mock('../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      session: { current: vi.fn() },
      export: { pdf: vi.fn() },
      plan: { get: vi.fn() },
      evaluation: { basic: vi.fn(), detailed: vi.fn() },
      library: { list: vi.fn() },
    },
  }
})

const localResult = vi.hoisted(() => ({ level: 'detailed', sectionScores: [], evaluation: {} }))
vi.mock('@platform', () => ({
  platform: {
    kind: 'desktop',
    saveFile: vi.fn(async () => true),
    exportPdf: vi.fn(async () => true),
    desktop: {
      library: { list: vi.fn(async () => []) },
      evaluate: vi.fn(async () => localResult),
      // The menu's Export PDF answers the editor's Download button.
      onCommand: () => () => undefined,
    },
  },
}))

const evaluateHere = vi.mocked(platform.desktop!.evaluate)
const source = { cvText: 'Ada Lovelace, Analyst', language: 'en' }

describe('the desktop build', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    useSession.setState({
      user: null,
      status: 'ready',
      dialog: { open: false, view: 'signin', intent: null },
    })
  })

  it('keeps the resumes in the local library and knows the signed-out rule', () => {
    expect(resumeStore).toMatchObject({ kind: 'local', needsAccount: false })
    expect(signedOutRules?.plan.allowances.download).toBeNull()
  })

  it('prints a PDF on the computer signed out, asking the cloud nothing', async () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <DownloadButton resume={completeResume()} /> }],
      { initialEntries: ['/cv-creation/1'] },
    )
    render(<RouterProvider router={router} />)
    await userEvent.setup().click(screen.getByRole('button'))
    expect(platform.exportPdf).toHaveBeenCalledTimes(1)
    expect(api.session.current).not.toHaveBeenCalled()
    expect(api.export.pdf).not.toHaveBeenCalled()
    expect(useSession.getState().dialog.open).toBe(false)
  })

  it('prints on the computer when signed in but the cloud cannot be reached', async () => {
    useSession.setState({ user: { uid: 'u1', firstName: 'Ada' } as UserDetails })
    vi.mocked(api.session.current).mockRejectedValueOnce(
      new ApiError(0, CLIENT_ERROR_IDS.network, 'offline'),
    )
    const router = createMemoryRouter(
      [{ path: '*', element: <DownloadButton resume={completeResume()} /> }],
      { initialEntries: ['/cv-creation/1'] },
    )
    render(<RouterProvider router={router} />)
    await userEvent.setup().click(screen.getByRole('button'))
    expect(api.session.current).toHaveBeenCalledTimes(1)
    expect(platform.exportPdf).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('evaluates on the computer signed out', async () => {
    const { result } = renderHook(() =>
      useEvaluation({ source, jobTitle: 'Analyst', setJobTitle: () => undefined, mobile: false }),
    )
    await act(() => result.current.evaluate())
    expect(evaluateHere).toHaveBeenCalledWith({ ...source, jobTitle: 'Analyst' })
    expect(api.evaluation.basic).not.toHaveBeenCalled()
    expect(result.current.result).toBe(localResult)
    expect(result.current.problem).toBeNull()
  })

  it('asks the cloud when signed in, and evaluates on the computer when the cloud cannot be reached', async () => {
    useSession.setState({ user: { uid: 'u1', firstName: 'Ada' } as UserDetails })
    vi.mocked(api.evaluation.basic).mockRejectedValueOnce(
      new ApiError(0, CLIENT_ERROR_IDS.network, 'offline'),
    )
    const { result } = renderHook(() =>
      useEvaluation({ source, jobTitle: 'Analyst', setJobTitle: () => undefined, mobile: false }),
    )
    await act(() => result.current.evaluate())
    expect(api.evaluation.basic).toHaveBeenCalledTimes(1)
    expect(evaluateHere).toHaveBeenCalledTimes(1)
    expect(result.current.result).toBe(localResult)
    expect(result.current.problem).toBeNull()
  })
})
