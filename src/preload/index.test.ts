import type { Platform } from '@shared/platform'
import { createResume } from '@shared/resume'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const bridge = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => 'from-main'),
  listeners: new Map<string, ((...args: unknown[]) => void)[]>(),
}))

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, value: unknown) => bridge.exposed.set(key, value),
  },
  ipcRenderer: {
    invoke: bridge.invoke,
    on: (event: string, listener: (...args: unknown[]) => void) =>
      bridge.listeners.set(event, [...(bridge.listeners.get(event) ?? []), listener]),
    removeListener: (event: string, listener: (...args: unknown[]) => void) =>
      bridge.listeners.set(
        event,
        (bridge.listeners.get(event) ?? []).filter((other) => other !== listener),
      ),
  },
  webUtils: { getPathForFile: (file: { path?: string }) => file.path ?? '' },
}))

const resume = createResume({ resumeName: 'Ada' })

// Every member of Platform, as the compiler sees it: adding one to the interface breaks this.
const platformMembers: Record<keyof Platform, true> = {
  kind: true,
  auth: true,
  apiBaseUrl: true,
  getSessionToken: true,
  setSessionToken: true,
  socialSignIn: true,
  saveFile: true,
  exportPdf: true,
  openExternal: true,
  desktop: true,
}

describe('preload bridge', () => {
  let vitae: Platform

  beforeAll(async () => {
    await import('./index')
    vitae = bridge.exposed.get('vitae') as Platform
  })

  it('exposes exactly the platform interface as window.vitae, and nothing else', () => {
    expect([...bridge.exposed.keys()]).toEqual(['vitae'])
    expect(Object.keys(vitae).sort()).toEqual(Object.keys(platformMembers).sort())
    expect(vitae).not.toHaveProperty('invoke')
  })

  it('identifies itself as the desktop with bearer authentication', () => {
    expect(vitae.kind).toBe('desktop')
    expect(vitae.auth).toBe('bearer')
  })

  it('sends each intent over its own channel with its arguments', async () => {
    const data = new Uint8Array([1, 2, 3])
    const calls: [() => Promise<unknown>, unknown[]][] = [
      [() => vitae.apiBaseUrl(), ['app:api-base-url']],
      [() => vitae.getSessionToken(), ['session:get-token']],
      [() => vitae.setSessionToken('tok'), ['session:set-token', 'tok']],
      [() => vitae.setSessionToken(null), ['session:set-token', null]],
      [
        () => vitae.saveFile({ suggestedName: 'cv.json', mimeType: 'application/json', data }),
        ['file:save', { suggestedName: 'cv.json', mimeType: 'application/json', data }],
      ],
      [() => vitae.exportPdf({ resume, adjust: true }), ['pdf:export', { resume, adjust: true }]],
      [() => vitae.openExternal('https://example.com'), ['link:open', 'https://example.com']],
    ]
    for (const [call, expected] of calls) {
      bridge.invoke.mockClear()
      await expect(call()).resolves.toBe('from-main')
      expect(bridge.invoke.mock.calls).toEqual([expected])
    }
  })

  it('sends only the fields of the contract, not whatever else the caller attached', async () => {
    bridge.invoke.mockClear()
    const request = { resume, adjust: false, extra: 'ignored' }
    await vitae.exportPdf(request)
    expect(bridge.invoke).toHaveBeenCalledWith('pdf:export', { resume, adjust: false })
  })

  it("passes main's refusal on to the caller", async () => {
    bridge.invoke.mockRejectedValueOnce(new Error('Refused to open "file:///x"'))
    await expect(vitae.openExternal('file:///x')).rejects.toThrow('Refused to open "file:///x"')
  })

  it('offers the desktop features as intent-level methods over their own channels', async () => {
    const desktop = vitae.desktop
    if (!desktop) throw new Error('the desktop bridge has no desktop features')
    const calls: [() => Promise<unknown>, unknown[]][] = [
      [() => desktop.library.list(), ['library:list']],
      [() => desktop.library.get('a'), ['library:get', 'a']],
      [
        () => desktop.library.create({ resumeName: 'x' }),
        ['library:create', { cvData: { resumeName: 'x' } }],
      ],
      [() => desktop.library.update('a', {}), ['library:update', { id: 'a', cvData: {} }]],
      [
        () => desktop.library.update('a', {}, 3),
        ['library:update', { id: 'a', cvData: {}, baseVersion: 3 }],
      ],
      [
        () => desktop.evaluate({ cvText: 'Ada', jobTitle: 'Analyst' }),
        ['evaluation:run', { cvText: 'Ada', jobTitle: 'Analyst' }],
      ],
      [() => desktop.library.remove('a'), ['library:delete', 'a']],
      [() => desktop.updates.state(), ['updates:state']],
      [() => desktop.updates.check(), ['updates:check']],
      [() => desktop.updates.setChannel('beta'), ['updates:set-channel', 'beta']],
      [() => desktop.updates.restartNow(), ['updates:restart']],
      [() => desktop.pageReady(), ['app:page-ready']],
      [() => desktop.setMenuLocale('de'), ['menu:set-locale', 'de']],
      [
        () => desktop.setEditorMenuState({ editing: true, canUndo: false, canRedo: true }),
        ['menu:set-editor-state', { editing: true, canUndo: false, canRedo: true }],
      ],
      [
        () => desktop.openDroppedFile({ path: '/home/ada/cv.json' } as unknown as File),
        ['file:open-dropped', '/home/ada/cv.json'],
      ],
    ]
    for (const [call, expected] of calls) {
      bridge.invoke.mockClear()
      await call()
      expect(bridge.invoke.mock.calls).toEqual([expected])
    }
  })

  it('refuses a "dropped" file that has no path on disk (made up by page script)', async () => {
    bridge.invoke.mockClear()
    await expect(vitae.desktop?.openDroppedFile(new File(['{}'], 'x.json'))).rejects.toThrow(
      'Only files from your computer can be opened.',
    )
    expect(bridge.invoke).not.toHaveBeenCalled()
  })

  it("delivers main's events to subscribers until they unsubscribe", () => {
    const commands: unknown[] = []
    const stop = vitae.desktop?.onCommand((command) => commands.push(command))
    const emit = (event: string, payload: unknown) =>
      bridge.listeners.get(event)?.forEach((listener) => listener({}, payload))
    emit('menu:command', 'undo')
    stop?.()
    emit('menu:command', 'redo')
    expect(commands).toEqual(['undo'])
  })
})
