// Settings, window placement, resume files and launches: the desktop-native behaviour that needs
// no window to test.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toJsonResume } from '@shared/jsonresume'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEmitter, resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { createLaunchRouter, launchTargets } from './launch'
import {
  createFileOpener,
  MAX_RESUME_FILE_BYTES,
  readResumeFile,
  registerFileOpenHandlers,
} from './open-file'
import { createPageInbox } from './page-inbox'
import { linkPath } from './protocol'
import { createSettingsStore, DEFAULT_SETTINGS } from './settings'
import { DEFAULT_SIZE, initialBounds, trackWindowState } from './window-state'

vi.mock('electron', () => import('../test/fake-electron'))

const folder = () => mkdtempSync(join(tmpdir(), 'vitae-desktop-'))

describe('settings', () => {
  it('start from the defaults and persist every change atomically', () => {
    const path = join(folder(), 'settings.json')
    const store = createSettingsStore(path)
    expect(store.read()).toEqual(DEFAULT_SETTINGS)
    store.update({ updateChannel: 'beta' })
    expect(createSettingsStore(path).read().updateChannel).toBe('beta')
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ updateChannel: 'beta' })
  })

  it('keep every readable field of a damaged file and warn about an unreadable one', () => {
    const path = join(folder(), 'settings.json')
    writeFileSync(path, JSON.stringify({ updateChannel: 'nightly', recentFiles: ['/a.json'] }))
    expect(createSettingsStore(path).read()).toEqual({
      ...DEFAULT_SETTINGS,
      recentFiles: ['/a.json'],
    })
    writeFileSync(path, '{ not json')
    const warn = vi.fn()
    expect(createSettingsStore(path, warn).read()).toEqual(DEFAULT_SETTINGS)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be read/))
  })
})

describe('window placement', () => {
  const screen = { x: 0, y: 0, width: 1920, height: 1080 }
  const saved = { bounds: { x: 200, y: 100, width: 1000, height: 700 }, maximized: false }

  it('reopens where the window was, on a screen that is still there', () => {
    expect(initialBounds(saved, [screen])).toEqual(saved.bounds)
    expect(initialBounds(null, [screen])).toEqual(DEFAULT_SIZE)
  })

  it('keeps the size but lets the system place a window whose screen is gone', () => {
    const offScreen = { ...saved, bounds: { ...saved.bounds, x: 2500 } }
    expect(initialBounds(offScreen, [screen])).toEqual({ width: 1000, height: 700 })
    const second = { x: 1920, y: 0, width: 1920, height: 1080 }
    expect(initialBounds(offScreen, [screen, second])).toEqual(offScreen.bounds)
  })

  it('saves the normal bounds after moves settle, and at once on close', () => {
    vi.useFakeTimers()
    const window = Object.assign(new FakeEmitter(), {
      getNormalBounds: () => ({ x: 5, y: 6, width: 900, height: 650 }),
      isMaximized: () => true,
      isDestroyed: () => false,
      maximize: () => undefined,
    })
    const save = vi.fn()
    trackWindowState(window as never, save, 500)
    window.emit('move')
    window.emit('resize')
    expect(save).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(save).toHaveBeenCalledTimes(1)
    window.emit('close')
    expect(save).toHaveBeenLastCalledWith({
      bounds: { x: 5, y: 6, width: 900, height: 650 },
      maximized: true,
    })
    vi.useRealTimers()
  })
})

describe('resume files', () => {
  it('reads a Vitae resume, repaired', async () => {
    const path = join(folder(), 'Ada.json')
    writeFileSync(path, JSON.stringify({ ...completeResume(), selectedTemplate: 'Nope' }))
    const opened = await readResumeFile(path)
    expect(opened.fileName).toBe('Ada.json')
    expect(opened.resume.contact).toEqual(completeResume().contact)
    expect(opened.fixes.join(' ')).toMatch(/template/i)
  })

  it('converts a JSON Resume', async () => {
    const path = join(folder(), 'resume.json')
    writeFileSync(path, JSON.stringify(toJsonResume(completeResume())))
    const opened = await readResumeFile(path)
    expect(opened.resume.contact.firstName).toBe(completeResume().contact.firstName)
  })

  it('refuses what is not a resume file, saying why', async () => {
    const dir = folder()
    const write = (name: string, text: string | Buffer) => {
      writeFileSync(join(dir, name), text)
      return join(dir, name)
    }
    await expect(readResumeFile(write('cv.pdf', '%PDF'))).rejects.toThrow(
      '"cv.pdf" is not a resume file: Vitae opens .json resumes.',
    )
    await expect(readResumeFile(write('bad.json', '{ "a": '))).rejects.toThrow(
      /"bad.json" is not valid JSON/,
    )
    await expect(readResumeFile(write('list.json', '[1, 2]'))).rejects.toThrow(
      '"list.json" does not contain a resume.',
    )
    await expect(readResumeFile(join(dir, 'gone.json'))).rejects.toThrow(/could not be found/)
    const huge = write('huge.json', Buffer.alloc(MAX_RESUME_FILE_BYTES + 1, 32))
    await expect(readResumeFile(huge)).rejects.toThrow(/too large for a resume/)
  })

  it('delivers what opened, remembers it, and reports what did not without losing the rest', async () => {
    const delivered: unknown[] = []
    const remembered: [string, boolean][] = []
    const report = vi.fn()
    const opener = createFileOpener({
      read: async (path) => {
        if (path.includes('bad')) throw new Error('broken')
        return { fileName: path, resume: completeResume(), fixes: [] }
      },
      deliver: (file) => delivered.push(file),
      remember: (path, opened) => remembered.push([path, opened]),
      report,
    })
    await opener.open('/bad.json')
    await opener.open('/good.json')
    expect(report).toHaveBeenCalledWith(new Error('broken'))
    expect(remembered).toEqual([
      ['/bad.json', false],
      ['/good.json', true],
    ])
    expect(delivered).toEqual([expect.objectContaining({ fileName: '/good.json' })])
  })

  describe('dropped on the window', () => {
    beforeEach(resetFakeElectron)

    it('answers the resume, or the reason it could not be opened', async () => {
      const path = join(folder(), 'drop.json')
      writeFileSync(path, JSON.stringify({ resumeName: 'Dropped' }))
      const remember = vi.fn()
      const { call } = registerFeature((handle) =>
        registerFileOpenHandlers(handle, {
          read: readResumeFile,
          deliver: vi.fn(),
          remember,
          report: vi.fn(),
        }),
      )
      await expect(call('file:open-dropped', path)).resolves.toMatchObject({
        resume: { resumeName: 'Dropped' },
      })
      expect(remember).toHaveBeenCalledWith(path, true)
      await expect(call('file:open-dropped', '/nowhere/x.txt')).rejects.toThrow(/not a resume file/)
    })
  })
})

describe('launches and links', () => {
  it('takes .json files and vitae: links from a command line, nothing else', () => {
    const argv = [
      '/opt/Vitae/vitae',
      '--no-sandbox',
      'cv.json',
      '/abs/Other.JSON',
      'notes.txt',
      'vitae://app/library',
    ]
    expect(launchTargets(argv, '/home/ada')).toEqual({
      files: [join('/home/ada', 'cv.json'), '/abs/Other.JSON'],
      links: ['vitae://app/library'],
    })
  })

  it('holds what arrives before the app is ready, then hands it over in order', () => {
    const router = createLaunchRouter()
    const seen: string[] = []
    router.openFile('/early.json')
    router.handleArgv(['vitae', 'vitae://app/library'], '/')
    router.attach({ openFile: (path) => seen.push(path), openLink: (link) => seen.push(link) })
    router.openFile('/late.json')
    expect(seen).toEqual(['/early.json', 'vitae://app/library', '/late.json'])
  })

  it('turns vitae://app/… into an in-app path and ignores every other link', () => {
    expect(linkPath('vitae://app/library')).toBe('/library')
    expect(linkPath('vitae://app/de/cv-creation/42')).toBe('/de/cv-creation/42')
    expect(linkPath('vitae://app')).toBe('/')
    for (const link of [
      'vitae://evil/library',
      'https://app/library',
      'javascript:alert(1)',
      'nonsense',
    ]) {
      expect(linkPath(link)).toBeNull()
    }
  })

  it('keeps events for the page until it is ready, and again while it reloads', () => {
    const broadcast = vi.fn()
    const inbox = createPageInbox(broadcast)
    inbox.send('app:navigate', '/library')
    expect(broadcast).not.toHaveBeenCalled()
    inbox.ready()
    expect(broadcast).toHaveBeenCalledWith('app:navigate', '/library')
    inbox.send('menu:command', 'undo')
    expect(broadcast).toHaveBeenLastCalledWith('menu:command', 'undo')
    inbox.left()
    inbox.send('app:navigate', '/')
    expect(broadcast).toHaveBeenCalledTimes(2)
  })
})
