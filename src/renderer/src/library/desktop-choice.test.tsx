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
import { rulesInForce, signedOutRules } from './rules'
import type { PlanSummary } from '@shared/api'
import { evaluate } from '@shared/evaluation'
import { decide, DESKTOP_PLAN_CACHE_TTL_MS } from '@shared/plans'
import type { OfflineSession, SyncState } from '@shared/platform'

vi.mock('../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      session: { current: vi.fn(), signOut: vi.fn(async () => undefined) },
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
      session: { offline: vi.fn(async () => null) },
      sync: { onState: vi.fn(() => () => undefined) },
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
      offline: false,
      offlinePlan: null,
      loadFailed: false,
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

describe('the desktop started signed in while the cloud cannot be reached', () => {
  const offlineAnswer = vi.mocked(platform.desktop!.session.offline)
  const unreachable = () => new ApiError(0, CLIENT_ERROR_IDS.network, 'offline')
  const ada = { uid: 'u1', firstName: 'Ada' } as UserDetails

  function cachedFree(fetchedAt = new Date().toISOString()): OfflineSession {
    const credit = (kind: keyof PlanSummary['credits'], remaining: number) => ({
      kind,
      remaining,
      allowance: remaining,
    })
    const summary = {
      billingEnabled: true,
      plan: 'free',
      effectivePlan: 'free',
      tier: 'free',
      credits: {
        evaluation: credit('evaluation', 3),
        enhance: credit('enhance', 10),
        translate: credit('translate', 0),
        import: credit('import', 1),
        download: credit('download', 0),
      },
    } as PlanSummary
    return { user: ada, userFetchedAt: fetchedAt, plan: { summary, fetchedAt } }
  }

  beforeEach(() => {
    vi.clearAllMocks()
    useSession.setState({
      user: null,
      status: 'loading',
      offline: false,
      offlinePlan: null,
      loadFailed: false,
      dialog: { open: false, view: 'signin', intent: null },
    })
  })

  it('shows the user signed in from main’s cache, with the cached Free plan’s gates', async () => {
    vi.mocked(api.session.current).mockRejectedValueOnce(unreachable())
    offlineAnswer.mockResolvedValueOnce(cachedFree())
    await useSession.getState().load()
    expect(useSession.getState()).toMatchObject({
      user: ada,
      status: 'ready',
      offline: true,
      loadFailed: false,
    })
    const rules = rulesInForce()!
    expect(rules.plan.id).toBe('free')
    // Free's own limits, not the signed-out rule's ten resumes.
    expect(decide(rules, 'createResume', { resumeCount: 1 }).allowed).toBe(false)
    expect(decide(signedOutRules!, 'createResume', { resumeCount: 1 }).allowed).toBe(true)
  })

  it('falls back to the signed-out rule once the cached plan has expired, never less', async () => {
    const old = new Date(Date.now() - DESKTOP_PLAN_CACHE_TTL_MS - 1000).toISOString()
    useSession.setState({ user: ada, offline: true, offlinePlan: cachedFree(old).plan })
    expect(rulesInForce()).toEqual(signedOutRules)
  })

  it('is signed out with the banner when main has no account cached', async () => {
    vi.mocked(api.session.current).mockRejectedValueOnce(unreachable())
    await useSession.getState().load()
    expect(offlineAnswer).toHaveBeenCalledTimes(1)
    expect(useSession.getState()).toMatchObject({ user: null, offline: false, loadFailed: true })
  })

  it('gives a Free account the upgrade prompt for a PDF, not a local print', async () => {
    useSession.setState({ user: ada, offline: true, offlinePlan: cachedFree().plan })
    vi.mocked(api.session.current).mockRejectedValueOnce(unreachable())
    const router = createMemoryRouter(
      [{ path: '*', element: <DownloadButton resume={completeResume()} /> }],
      { initialEntries: ['/cv-creation/1'] },
    )
    render(<RouterProvider router={router} />)
    await userEvent.setup().click(screen.getByRole('button'))
    expect(platform.exportPdf).not.toHaveBeenCalled()
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('gives a Free account the evaluation without its detail', async () => {
    useSession.setState({ user: ada, offline: true, offlinePlan: cachedFree().plan })
    const full = evaluate({
      text: 'Profile\nI am awesome with stuff.\nExperience\n• Helped the team',
      language: 'en',
      jobTitle: 'Receptionist',
    })
    evaluateHere.mockResolvedValueOnce({ ...full, level: 'detailed' })
    vi.mocked(api.evaluation.basic).mockRejectedValueOnce(unreachable())
    const { result } = renderHook(() =>
      useEvaluation({ source, jobTitle: 'Analyst', setJobTitle: () => undefined, mobile: false }),
    )
    await act(() => result.current.evaluate())
    expect(result.current.result?.level).toBe('basic')
    expect(result.current.result?.evaluation.skills.locked).toBe(true)
    expect(result.current.problem).toBeNull()
  })

  it('confirms the session when sync reaches the cloud again', async () => {
    const listeners: ((state: SyncState) => void)[] = []
    vi.mocked(platform.desktop!.sync.onState).mockImplementation((listener) => {
      listeners.push(listener)
      return () => listeners.splice(listeners.indexOf(listener), 1)
    })
    vi.mocked(api.session.current).mockRejectedValueOnce(unreachable())
    offlineAnswer.mockResolvedValueOnce(cachedFree())
    await useSession.getState().load()
    expect(listeners).toHaveLength(1)

    vi.mocked(api.session.current).mockResolvedValueOnce(ada)
    await act(async () => listeners[0]!({ status: 'synced' } as SyncState))
    await vi.waitFor(() => expect(useSession.getState().offline).toBe(false))
    expect(useSession.getState().user).toBe(ada)
    expect(listeners).toHaveLength(0)
    expect(api.session.signOut).not.toHaveBeenCalled()
  })

  it('signs out cleanly when the cloud answers that the token is no longer valid', async () => {
    const listeners: ((state: SyncState) => void)[] = []
    vi.mocked(platform.desktop!.sync.onState).mockImplementation((listener) => {
      listeners.push(listener)
      return () => listeners.splice(listeners.indexOf(listener), 1)
    })
    vi.mocked(api.session.current).mockRejectedValueOnce(unreachable())
    offlineAnswer.mockResolvedValueOnce(cachedFree())
    await useSession.getState().load()

    vi.mocked(api.session.current).mockResolvedValueOnce(null)
    await act(async () => listeners[0]!({ status: 'signed-out' } as SyncState))
    await vi.waitFor(() => expect(useSession.getState().user).toBeNull())
    expect(useSession.getState().offline).toBe(false)
    expect(api.session.signOut).toHaveBeenCalledTimes(1)
  })
})
