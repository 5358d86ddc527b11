import {
  DEFAULT_LOCAL_AI,
  type DesktopCommand,
  type DesktopFeatures,
  type LocalAiSettings,
  type OpenedResumeFile,
  type SyncState,
  type UpdateState,
} from '@shared/platform'
import { createResume, updateContact } from '@shared/resume'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as ApiModule from '../../api'
import { useEditor } from '../../stores/editor'
import { useSession } from '../../stores/session'
import DesktopShell from './DesktopShell'

const api = vi.hoisted(() => ({ create: vi.fn() }))
vi.mock('../../api', async (original) => {
  const actual = await original<typeof ApiModule>()
  return {
    ...actual,
    api: { ...actual.api, library: { ...actual.api.library, create: api.create } },
  }
})

const user = {
  uid: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as unknown as NonNullable<ReturnType<typeof useSession.getState>['user']>

const syncedState: SyncState = {
  status: 'synced',
  pending: 0,
  conflicts: [],
  lastSyncedAt: null,
  message: null,
}

/** A desktop bridge whose events the test sends, recording what the page asks of main. */
function fakeDesktop(initial: UpdateState) {
  const listeners = {
    command: new Set<(command: DesktopCommand) => void>(),
    file: new Set<(file: OpenedResumeFile) => void>(),
    navigate: new Set<(path: string) => void>(),
    state: new Set<(state: UpdateState) => void>(),
    sync: new Set<(state: SyncState) => void>(),
  }
  const subscribe =
    <T,>(set: Set<(value: T) => void>) =>
    (listener: (value: T) => void) => {
      set.add(listener)
      return () => set.delete(listener)
    }
  const desktop = {
    library: {
      get: vi.fn(async (id: string) => ({
        id,
        cvData: { ...createResume(), resumeName: `Resume ${id}` },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        revision: 1,
        version: 3,
        dirty: true,
        conflict: { revision: 2, cvData: createResume() },
        syncProblem: null,
      })),
    } as unknown as DesktopFeatures['library'],
    sync: {
      state: vi.fn(async () => syncedState),
      now: vi.fn(async () => syncedState),
      resolve: vi.fn(async () => ({ copyId: null, state: syncedState })),
      onState: subscribe(listeners.sync),
    },
    updates: {
      state: vi.fn(async () => initial),
      check: vi.fn(async () => initial),
      setChannel: vi.fn(async (channel: UpdateState['channel']) => ({ ...initial, channel })),
      restartNow: vi.fn(async () => undefined),
      onState: subscribe(listeners.state),
    },
    session: { offline: vi.fn(async () => null) },
    onCommand: subscribe(listeners.command),
    onOpenFile: subscribe(listeners.file),
    onNavigate: subscribe(listeners.navigate),
    pageReady: vi.fn(async () => undefined),
    openDroppedFile: vi.fn(),
    setMenuLocale: vi.fn(async () => undefined),
    setEditorMenuState: vi.fn(async () => undefined),
    evaluate: vi.fn(),
    ai: vi.fn(),
    localAi: {
      get: vi.fn(async () => ({ ...DEFAULT_LOCAL_AI })),
      save: vi.fn(async (settings: LocalAiSettings) => settings),
      test: vi.fn(async () => ({ ok: true as const, model: 'llama3.1' })),
    },
  } satisfies DesktopFeatures
  const emit = {
    command: (command: DesktopCommand) => act(() => listeners.command.forEach((l) => l(command))),
    file: (file: OpenedResumeFile) => act(() => listeners.file.forEach((l) => l(file))),
    navigate: (path: string) => act(() => listeners.navigate.forEach((l) => l(path))),
    state: (state: UpdateState) => act(() => listeners.state.forEach((l) => l(state))),
    sync: (state: SyncState) => act(() => listeners.sync.forEach((l) => l(state))),
  }
  return { desktop, emit }
}

function Editor() {
  return <p>editing {useParams().cvId}</p>
}

function renderShell(desktop: DesktopFeatures) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <DesktopShell desktop={desktop} /> },
      { path: '/cv-creation/:cvId', element: <Editor /> },
      { path: '/library', element: <p>library page</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const idle: UpdateState = { currentVersion: '1.0.0', channel: 'stable', status: { kind: 'idle' } }

afterEach(() => {
  useSession.setState({ user: null, status: 'loading' })
  useEditor.getState().close()
  api.create.mockReset()
})

describe('the desktop shell', () => {
  it('tells main it is ready once it listens, and keeps the menu in the page language', async () => {
    const { desktop } = fakeDesktop(idle)
    renderShell(desktop)
    await waitFor(() => expect(desktop.pageReady).toHaveBeenCalled())
    expect(desktop.setMenuLocale).toHaveBeenCalledWith('en')
  })

  it('shows the updater from the menu: status, channel choice, and Restart now when ready', async () => {
    const { desktop, emit } = fakeDesktop(idle)
    renderShell(desktop)
    emit.command('show-updates')
    expect(await screen.findByText('You are using Vitae 1.0.0.')).toBeTruthy()
    expect(screen.getByText('Vitae has not looked for updates yet.')).toBeTruthy()
    await userEvent.selectOptions(screen.getByLabelText('Update channel'), 'beta')
    expect(desktop.updates.setChannel).toHaveBeenCalledWith('beta')

    emit.state({
      ...idle,
      status: { kind: 'downloading', version: '1.1.0', percent: 42.4, transferred: 1, total: 2 },
    })
    expect(screen.getByText('Downloading Vitae 1.1.0: 42 %')).toBeTruthy()
    emit.state({ ...idle, status: { kind: 'ready', version: '1.1.0' } })
    const [inDialog] = screen.getAllByRole('button', { name: 'Restart now' })
    await userEvent.click(inDialog as HTMLElement)
    expect(desktop.updates.restartNow).toHaveBeenCalledOnce()
  })

  it('offers a ready update in a banner the user can put off', async () => {
    const { desktop, emit } = fakeDesktop(idle)
    renderShell(desktop)
    emit.state({ ...idle, status: { kind: 'ready', version: '1.1.0' } })
    expect(screen.getByText('Vitae 1.1.0 is ready to install.')).toBeTruthy()
    expect(desktop.updates.restartNow).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByText('Vitae 1.1.0 is ready to install.')).toBeNull()
  })

  it('adds an opened resume file to the library and opens it in the editor', async () => {
    useSession.setState({ user, status: 'ready' })
    api.create.mockResolvedValue({ result: { id: 'new-1' }, fixes: [] })
    const { desktop, emit } = fakeDesktop(idle)
    renderShell(desktop)
    emit.file({ fileName: 'Ada Lovelace.json', resume: createResume(), fixes: [] })
    expect(await screen.findByText('editing new-1')).toBeTruthy()
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({ cvData: { resumeName: 'Ada Lovelace' } })
  })

  it('keeps a file opened while signed out, asks to sign in, and opens it after', async () => {
    useSession.setState({ user: null, status: 'ready' })
    api.create.mockResolvedValue({ result: { id: 'later-1' }, fixes: [] })
    const { desktop, emit } = fakeDesktop(idle)
    renderShell(desktop)
    emit.file({ fileName: 'cv.json', resume: createResume({ resumeName: 'Mine' }), fixes: [] })
    expect(
      await screen.findByText(
        'Sign in to add cv.json to your library. It opens as soon as you are signed in.',
      ),
    ).toBeTruthy()
    expect(useSession.getState().dialog.open).toBe(true)
    expect(api.create).not.toHaveBeenCalled()
    act(() => useSession.setState({ user }))
    expect(await screen.findByText('editing later-1')).toBeTruthy()
  })

  it("sends the menu's Undo and Redo to the editor's history and tells the menu what it can do", async () => {
    const { desktop, emit } = fakeDesktop(idle)
    renderShell(desktop)
    act(() => {
      useEditor.getState().open('cv-1', createResume())
      useEditor.getState().edit((resume) => updateContact(resume, { firstName: 'Ada' }))
    })
    await waitFor(() =>
      expect(desktop.setEditorMenuState).toHaveBeenLastCalledWith({
        editing: true,
        canUndo: true,
        canRedo: false,
      }),
    )
    emit.command('undo')
    expect(useEditor.getState().resume?.contact.firstName).toBe('')
    emit.command('redo')
    expect(useEditor.getState().resume?.contact.firstName).toBe('Ada')
  })

  it('follows a vitae:// link to the place in the app, in the current language', async () => {
    const { desktop, emit } = fakeDesktop(idle)
    const router = renderShell(desktop)
    emit.navigate('/library')
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'))
  })

  it('asks a signed-out user to sign in for New Resume', async () => {
    useSession.setState({ user: null, status: 'ready' })
    const { desktop, emit } = fakeDesktop(idle)
    renderShell(desktop)
    emit.command('new-resume')
    expect(useSession.getState().dialog).toMatchObject({ open: true, intent: 'creation' })
  })

  it('shows the sync state and offers mine, theirs or both for a resume in conflict', async () => {
    const { desktop, emit } = fakeDesktop(idle)
    renderShell(desktop)
    const status = await screen.findByRole('status')
    expect(status.textContent).toContain('All changes synced')
    emit.sync({ ...syncedState, status: 'offline', pending: 3 })
    expect(screen.getByRole('status').textContent).toMatch(/Offline.*Not yet synced: 3/)
    emit.sync({ ...syncedState, status: 'conflict', pending: 0, conflicts: ['r1'] })
    const conflicts = await screen.findByRole('region', {
      name: 'Resumes changed on this computer and on another device',
    })
    await waitFor(() => expect(conflicts.textContent).toContain('Resume r1'))
    await userEvent.click(screen.getByRole('button', { name: 'Use the other version' }))
    expect(desktop.sync.resolve).toHaveBeenCalledWith('r1', 'theirs')
    await waitFor(() =>
      expect(
        screen.queryByRole('region', {
          name: 'Resumes changed on this computer and on another device',
        }),
      ).toBeNull(),
    )
  })
})
