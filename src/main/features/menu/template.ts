// The application menu as data, so what it offers in each state is tested under Node; the
// controller builds it into Electron's Menu.
import { basename } from 'node:path'
import type { MenuItemConstructorOptions } from 'electron'
import type { DesktopCommand, EditorMenuState } from '@shared/platform'
import { menuTexts } from './texts'

export interface MenuModel {
  readonly locale: string
  readonly platform: NodeJS.Platform
  /** Reload and the developer tools exist only in a development build. */
  readonly isPackaged: boolean
  readonly editor: EditorMenuState
  readonly recent: readonly string[]
}

export interface MenuActions {
  command(command: DesktopCommand): void
  openFile(): void
  openRecent(path: string): void
  clearRecent(): void
  undo(): void
  redo(): void
}

type Item = MenuItemConstructorOptions

export function buildMenuTemplate(model: MenuModel, actions: MenuActions): Item[] {
  const t = menuTexts(model.locale)
  const mac = model.platform === 'darwin'
  const separator: Item = { type: 'separator' }
  const updates: Item = {
    id: 'check-for-updates',
    label: t.checkForUpdates,
    click: () => actions.command('show-updates'),
  }

  const recent: Item[] =
    model.recent.length === 0
      ? [{ label: t.noRecent, enabled: false }]
      : [
          ...model.recent.map((path) => ({
            label: basename(path),
            toolTip: path,
            click: () => actions.openRecent(path),
          })),
          separator,
          { id: 'clear-recent', label: t.clearRecent, click: () => actions.clearRecent() },
        ]

  const file: Item = {
    label: t.file,
    submenu: [
      {
        id: 'new',
        label: t.new,
        accelerator: 'CmdOrCtrl+N',
        click: () => actions.command('new-resume'),
      },
      { id: 'open', label: t.open, accelerator: 'CmdOrCtrl+O', click: () => actions.openFile() },
      { id: 'open-recent', label: t.openRecent, submenu: recent },
      separator,
      { id: 'import', label: t.import, click: () => actions.command('import') },
      {
        id: 'export-pdf',
        label: t.exportPdf,
        accelerator: 'CmdOrCtrl+E',
        enabled: model.editor.editing,
        click: () => actions.command('export-pdf'),
      },
      separator,
      { role: 'close', label: t.closeWindow },
      ...(mac ? [] : [separator, { role: 'quit', label: t.quit } satisfies Item]),
    ],
  }

  // The editor keeps its own history (one for every kind of change) and already answers the
  // keys itself, so the shortcuts are shown but not registered (Windows and Linux), and on macOS,
  // where the menu takes the keys first, the click sends the same command. Outside the editor,
  // Undo and Redo are the text field's own.
  const editing = model.editor.editing
  const edit: Item = {
    label: t.edit,
    submenu: [
      {
        id: 'undo',
        label: t.undo,
        accelerator: 'CmdOrCtrl+Z',
        registerAccelerator: false,
        enabled: !editing || model.editor.canUndo,
        click: () => actions.undo(),
      },
      {
        id: 'redo',
        label: t.redo,
        accelerator: mac ? 'Cmd+Shift+Z' : 'Ctrl+Y',
        registerAccelerator: false,
        enabled: !editing || model.editor.canRedo,
        click: () => actions.redo(),
      },
      separator,
      { role: 'cut', label: t.cut },
      { role: 'copy', label: t.copy },
      { role: 'paste', label: t.paste },
      { role: 'selectAll', label: t.selectAll },
    ],
  }

  const view: Item = {
    label: t.view,
    submenu: [
      ...(model.isPackaged
        ? []
        : [
            { role: 'reload', label: t.reload } satisfies Item,
            { role: 'toggleDevTools', label: t.devTools } satisfies Item,
            separator,
          ]),
      { role: 'resetZoom', label: t.actualSize },
      { role: 'zoomIn', label: t.zoomIn },
      { role: 'zoomOut', label: t.zoomOut },
      separator,
      { role: 'togglefullscreen', label: t.fullScreen },
    ],
  }

  const help: Item = {
    role: 'help',
    label: t.help,
    submenu: mac ? [updates] : [updates, separator, { role: 'about', label: t.about }],
  }

  if (!mac) return [file, edit, view, help]

  const appMenu: Item = {
    label: 'Vitae',
    submenu: [
      { role: 'about', label: t.about },
      separator,
      { role: 'services', label: t.services },
      separator,
      { role: 'hide', label: t.hide },
      { role: 'hideOthers', label: t.hideOthers },
      { role: 'unhide', label: t.showAll },
      separator,
      { role: 'quit', label: t.quit },
    ],
  }
  const window: Item = {
    role: 'windowMenu',
    label: t.window,
    submenu: [
      { role: 'minimize', label: t.minimize },
      { role: 'zoom', label: t.zoom },
    ],
  }
  return [appMenu, file, edit, view, window, help]
}
