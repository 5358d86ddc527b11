import type { Platform } from '@shared/platform'

declare global {
  interface Window {
    /** Set by the Electron preload (contextBridge) in the desktop build; absent on the web. */
    vitae?: Platform
  }

  interface ImportMetaEnv {
    /** Origin of the cloud API when the web app is served from elsewhere; unset = same origin. */
    readonly VITE_API_URL?: string
  }
}

export {}
