// The desktop-only part of window.vitae: the local library, updates, the menu's commands and
// resume files opened from the system. Intent-level methods only, like the rest of the bridge.
import { webUtils } from 'electron'
import type { DesktopFeatures } from '@shared/platform'
import { invoke, subscribe } from './ipc'

export const desktop = {
  library: {
    list: () => invoke('library:list'),
    get: (id) => invoke('library:get', id),
    create: (cvData) => invoke('library:create', { cvData }),
    update: (id, cvData, baseVersion) =>
      invoke(
        'library:update',
        baseVersion === undefined ? { id, cvData } : { id, cvData, baseVersion },
      ),
    remove: (id) => invoke('library:delete', id),
  },
  sync: {
    state: () => invoke('sync:state'),
    now: () => invoke('sync:now'),
    resolve: (id, choice) => invoke('sync:resolve', { id, choice }),
    onState: (listener) => subscribe('sync:state', listener),
  },
  session: {
    offline: () => invoke('session:offline'),
  },
  updates: {
    state: () => invoke('updates:state'),
    check: () => invoke('updates:check'),
    setChannel: (channel) => invoke('updates:set-channel', channel),
    restartNow: () => invoke('updates:restart'),
    onState: (listener) => subscribe('updates:state', listener),
  },
  onCommand: (listener) => subscribe('menu:command', listener),
  onOpenFile: (listener) => subscribe('file:opened', listener),
  onNavigate: (listener) => subscribe('app:navigate', listener),
  pageReady: () => invoke('app:page-ready'),
  openDroppedFile: (file) => {
    // Only a file the user dropped has a path; a File made up by page script has none.
    const path = webUtils.getPathForFile(file)
    if (!path) return Promise.reject(new Error('Only files from your computer can be opened.'))
    return invoke('file:open-dropped', path)
  },
  setMenuLocale: (locale) => invoke('menu:set-locale', locale),
  setEditorMenuState: ({ editing, canUndo, canRedo }) =>
    invoke('menu:set-editor-state', { editing, canUndo, canRedo }),
  evaluate: (input) => invoke('evaluation:run', input),
  ai: (request) => invoke('ai:run', request),
  localAi: {
    get: () => invoke('ai:local-settings'),
    save: ({ enabled, baseUrl, model }) =>
      invoke('ai:set-local-settings', { enabled, baseUrl, model }),
    test: ({ enabled, baseUrl, model }) => invoke('ai:test-local', { enabled, baseUrl, model }),
  },
} satisfies DesktopFeatures
