// Keeps the application menu in step with the page (its language, whether a resume is being
// edited, what can be undone) and with the recent resume files, and does what its items ask.
import { z } from 'zod'
import type { EditorMenuState } from '@shared/platform'
import type { Broadcast, Handle } from '../../ipc'
import { withoutRecent, withRecent } from '../recent-files'
import type { SettingsStore } from '../settings'
import { buildMenuTemplate, type MenuActions } from './template'
import { menuTexts, type MenuTexts } from './texts'

export interface MenuControllerDeps {
  readonly platform: NodeJS.Platform
  readonly isPackaged: boolean
  readonly settings: SettingsStore
  readonly broadcast: Broadcast
  /** Builds and installs the menu (Menu.setApplicationMenu in the app). */
  readonly install: (template: ReturnType<typeof buildMenuTemplate>) => void
  /** The native dialog; resolves with the chosen path, or null. */
  readonly chooseResumeFile: (texts: MenuTexts) => Promise<string | null>
  readonly openFile: (path: string) => Promise<void>
  /** The focused text field's own undo or redo (outside the editor). */
  readonly nativeEdit: (action: 'undo' | 'redo') => void
  /** The system's recent documents (macOS Dock and menu, Windows jump list). */
  readonly systemRecent?: { add(path: string): void; clear(): void }
}

export interface MenuController {
  render(): void
  setLocale(locale: string): void
  setEditorState(state: EditorMenuState): void
  /** Puts an opened file first in Open Recent, or drops one that could not be opened. */
  remember(path: string, opened: boolean): void
  texts(): MenuTexts
}

export function createMenuController(deps: MenuControllerDeps): MenuController {
  let locale = 'en'
  let editor: EditorMenuState = { editing: false, canUndo: false, canRedo: false }

  const actions: MenuActions = {
    command: (command) => deps.broadcast('menu:command', command),
    openFile: () => {
      void deps.chooseResumeFile(menuTexts(locale)).then((path) => {
        if (path) return deps.openFile(path)
      })
    },
    openRecent: (path) => void deps.openFile(path),
    clearRecent: () => {
      deps.settings.update({ recentFiles: [] })
      deps.systemRecent?.clear()
      render()
    },
    undo: () => (editor.editing ? deps.broadcast('menu:command', 'undo') : deps.nativeEdit('undo')),
    redo: () => (editor.editing ? deps.broadcast('menu:command', 'redo') : deps.nativeEdit('redo')),
  }

  function render() {
    const model = {
      locale,
      platform: deps.platform,
      isPackaged: deps.isPackaged,
      editor,
      recent: deps.settings.read().recentFiles,
    }
    deps.install(buildMenuTemplate(model, actions))
  }

  return {
    render,
    setLocale(next) {
      if (next === locale) return
      locale = next
      render()
    },
    setEditorState(next) {
      if (
        next.editing === editor.editing &&
        next.canUndo === editor.canUndo &&
        next.canRedo === editor.canRedo
      )
        return
      editor = next
      render()
    },
    remember(path, opened) {
      const recent = deps.settings.read().recentFiles
      deps.settings.update({
        recentFiles: opened ? withRecent(recent, path) : withoutRecent(recent, path),
      })
      if (opened) deps.systemRecent?.add(path)
      render()
    },
    texts: () => menuTexts(locale),
  }
}

export const menuArgs = {
  setLocale: z.tuple([
    z
      .string()
      .regex(/^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})*$/, 'must be a language tag such as "de"'),
  ]),
  setEditorState: z.tuple([
    z.object({ editing: z.boolean(), canUndo: z.boolean(), canRedo: z.boolean() }),
  ]),
}

export function registerMenuHandlers(handle: Handle, menu: MenuController): void {
  handle('menu:set-locale', menuArgs.setLocale, async (locale) => menu.setLocale(locale))
  handle('menu:set-editor-state', menuArgs.setEditorState, async (state) =>
    menu.setEditorState(state),
  )
}
