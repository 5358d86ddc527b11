import type { MenuItemConstructorOptions } from 'electron'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../../test/fake-electron'
import { registerFeature } from '../../test/ipc-harness'
import { createSettingsStore } from '../settings'
import { createMenuController, registerMenuHandlers } from './controller'
import { buildMenuTemplate, type MenuActions, type MenuModel } from './template'
import { MENU_TEXTS, menuTexts } from './texts'

vi.mock('electron', () => import('../../test/fake-electron'))

type Item = MenuItemConstructorOptions

/** Every item of the menu, depth first. */
function items(template: Item[]): Item[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu) : []),
  ])
}
const byId = (template: Item[], id: string) => items(template).find((item) => item.id === id)
const click = (item: Item | undefined) => (item?.click as (() => void) | undefined)?.call(null)

function actions() {
  return {
    command: vi.fn<MenuActions['command']>(),
    openFile: vi.fn<MenuActions['openFile']>(),
    openRecent: vi.fn<MenuActions['openRecent']>(),
    clearRecent: vi.fn<MenuActions['clearRecent']>(),
    undo: vi.fn<MenuActions['undo']>(),
    redo: vi.fn<MenuActions['redo']>(),
  }
}

const model: MenuModel = {
  locale: 'en',
  platform: 'linux',
  isPackaged: true,
  editor: { editing: false, canUndo: false, canRedo: false },
  recent: [],
}

describe('the application menu', () => {
  it('has File, Edit, View and Help, with an app menu and Window on macOS', () => {
    expect(buildMenuTemplate(model, actions()).map((item) => item.label)).toEqual([
      'File',
      'Edit',
      'View',
      'Help',
    ])
    const mac = buildMenuTemplate({ ...model, platform: 'darwin' }, actions())
    expect(mac.map((item) => item.label)).toEqual([
      'Vitae',
      'File',
      'Edit',
      'View',
      'Window',
      'Help',
    ])
  })

  it('sends New, Import, Export PDF and Check for Updates to the page, and opens files itself', () => {
    const a = actions()
    const template = buildMenuTemplate({ ...model, editor: { ...model.editor, editing: true } }, a)
    for (const id of ['new', 'import', 'export-pdf', 'check-for-updates']) click(byId(template, id))
    expect(a.command.mock.calls.flat()).toEqual([
      'new-resume',
      'import',
      'export-pdf',
      'show-updates',
    ])
    click(byId(template, 'open'))
    expect(a.openFile).toHaveBeenCalled()
  })

  it('offers Export PDF only while a resume is being edited', () => {
    expect(byId(buildMenuTemplate(model, actions()), 'export-pdf')?.enabled).toBe(false)
    const editing = { ...model, editor: { editing: true, canUndo: false, canRedo: false } }
    expect(byId(buildMenuTemplate(editing, actions()), 'export-pdf')?.enabled).toBe(true)
  })

  it("follows the editor's history for Undo and Redo, showing shortcuts it leaves to the page", () => {
    const editing = { ...model, editor: { editing: true, canUndo: true, canRedo: false } }
    const template = buildMenuTemplate(editing, actions())
    expect(byId(template, 'undo')).toMatchObject({ enabled: true, registerAccelerator: false })
    expect(byId(template, 'redo')).toMatchObject({ enabled: false, accelerator: 'Ctrl+Y' })
    // Outside the editor they are the focused text field's own, always available.
    expect(byId(buildMenuTemplate(model, actions()), 'redo')?.enabled).toBe(true)
  })

  it('lists recent resumes by file name, opens them, and can clear them', () => {
    const a = actions()
    const template = buildMenuTemplate({ ...model, recent: ['/home/ada/cv.json'] }, a)
    const recent = byId(template, 'open-recent')?.submenu as Item[]
    expect(recent[0]).toMatchObject({ label: 'cv.json', toolTip: '/home/ada/cv.json' })
    click(recent[0])
    expect(a.openRecent).toHaveBeenCalledWith('/home/ada/cv.json')
    click(byId(template, 'clear-recent'))
    expect(a.clearRecent).toHaveBeenCalled()
    const none = byId(buildMenuTemplate(model, a), 'open-recent')?.submenu as Item[]
    expect(none).toEqual([{ label: 'No Recent Resumes', enabled: false }])
  })

  it('keeps reload and the developer tools out of an installed app', () => {
    const roles = (isPackaged: boolean) =>
      items(buildMenuTemplate({ ...model, isPackaged }, actions())).map((item) => item.role)
    expect(roles(true)).not.toContain('toggleDevTools')
    expect(roles(false)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']))
  })

  it('speaks the interface language, with every text in every language', () => {
    const keys = Object.keys(MENU_TEXTS.en).sort()
    for (const texts of Object.values(MENU_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(keys)
      expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true)
    }
    expect(menuTexts('de-AT').edit).toBe('Bearbeiten')
    expect(menuTexts('tr').file).toBe('Dosya')
    expect(menuTexts('fr-FR').file).toBe('File')
    const german = buildMenuTemplate({ ...model, locale: 'de' }, actions())
    expect(german.map((item) => item.label)).toEqual([
      'Datei',
      'Bearbeiten',
      'Darstellung',
      'Hilfe',
    ])
  })
})

describe('the menu controller', () => {
  beforeEach(resetFakeElectron)

  function controller() {
    const dir = mkdtempSync(join(tmpdir(), 'vitae-menu-'))
    const settings = createSettingsStore(join(dir, 'settings.json'))
    const installed: Item[][] = []
    const deps = {
      platform: 'linux' as const,
      isPackaged: true,
      settings,
      broadcast: vi.fn(),
      install: (template: Item[]) => installed.push(template),
      chooseResumeFile: vi.fn(async () => '/home/ada/chosen.json'),
      openFile: vi.fn(async () => undefined),
      nativeEdit: vi.fn(),
      systemRecent: { add: vi.fn(), clear: vi.fn() },
    }
    const menu = createMenuController(deps)
    menu.render()
    return { menu, deps, settings, current: () => installed.at(-1) ?? [] }
  }

  it("sends Undo and Redo to the editor while it is open, and to the text field's own otherwise", () => {
    const { menu, deps, current } = controller()
    click(byId(current(), 'undo'))
    expect(deps.nativeEdit).toHaveBeenCalledWith('undo')
    menu.setEditorState({ editing: true, canUndo: true, canRedo: true })
    click(byId(current(), 'undo'))
    click(byId(current(), 'redo'))
    expect(deps.broadcast.mock.calls).toEqual([
      ['menu:command', 'undo'],
      ['menu:command', 'redo'],
    ])
  })

  it('opens the file chosen in the dialog', async () => {
    const { deps, current } = controller()
    click(byId(current(), 'open'))
    await vi.waitFor(() => expect(deps.openFile).toHaveBeenCalledWith('/home/ada/chosen.json'))
  })

  it('remembers opened files newest first, forgets ones that failed, and survives a restart', () => {
    const { menu, deps, settings, current } = controller()
    menu.remember('/a.json', true)
    menu.remember('/b.json', true)
    menu.remember('/a.json', true)
    menu.remember('/gone.json', false)
    expect(settings.read().recentFiles).toEqual(['/a.json', '/b.json'])
    expect(deps.systemRecent.add).toHaveBeenCalledWith('/a.json')
    const recent = byId(current(), 'open-recent')?.submenu as Item[]
    expect(recent.slice(0, 2).map((item) => item.label)).toEqual(['a.json', 'b.json'])
    click(byId(current(), 'clear-recent'))
    expect(settings.read().recentFiles).toEqual([])
    expect(deps.systemRecent.clear).toHaveBeenCalled()
  })

  it('takes the language and the editor state from the page, validated', async () => {
    const { menu, current } = controller()
    const { call } = registerFeature((handle) => registerMenuHandlers(handle, menu))
    await call('menu:set-locale', 'tr')
    expect(current()[0]?.label).toBe('Dosya')
    await call('menu:set-editor-state', { editing: true, canUndo: false, canRedo: false })
    expect(byId(current(), 'export-pdf')?.enabled).toBe(true)
    await expect(call('menu:set-locale', '<script>')).rejects.toThrow(/language tag/)
    await expect(call('menu:set-editor-state', { editing: 'yes' })).rejects.toThrow(/editing/)
  })
})
