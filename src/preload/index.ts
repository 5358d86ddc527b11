// The desktop side of the platform interface: intent-level methods only, never a raw channel.
import { contextBridge } from 'electron'
import type { Platform } from '@shared/platform'
import { desktop } from './desktop'
import { invoke } from './ipc'

export const api = {
  kind: 'desktop',
  auth: 'bearer',
  apiBaseUrl: () => invoke('app:api-base-url'),
  getSessionToken: () => invoke('session:get-token'),
  setSessionToken: (token) => invoke('session:set-token', token),
  socialSignIn: (provider) => invoke('auth:social-sign-in', provider),
  saveFile: ({ suggestedName, mimeType, data }) =>
    invoke('file:save', { suggestedName, mimeType, data }),
  exportPdf: ({ resume, adjust, coverLetter }) =>
    invoke('pdf:export', { resume, adjust, ...(coverLetter ? { coverLetter } : {}) }),
  openExternal: (url) => invoke('link:open', url),
  desktop,
} satisfies Platform

/** What `window.vitae` holds in the desktop build. */
export type DesktopPlatform = typeof api

contextBridge.exposeInMainWorld('vitae', api)
