import type { CoverLetter } from '../cover-letter/model'
import type { Resume } from '../resume'
import type { DesktopFeatures } from './desktop'

export type * from './desktop'
export type * from './local-ai'
export { DEFAULT_LOCAL_AI, LOCAL_AI_URL_MESSAGES, localAiUrlProblem } from './local-ai'
export { DESKTOP_COMMANDS, UPDATE_CHANNELS } from './desktop'

/**
 * What the renderer needs from the platform it runs on. The Electron preload implements it
 * (desktop) and src/renderer/src/platform/web.ts implements it in the browser; each build entry
 * picks its own through the `@platform` alias.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop'
  /** Base URL of the cloud API; '' means the page's own origin (web). */
  apiBaseUrl(): Promise<string>
  /**
   * How the client authenticates to the cloud: the web uses an httpOnly cookie the page never
   * sees; the desktop keeps a bearer token in the OS keychain.
   */
  readonly auth: 'cookie' | 'bearer'
  getSessionToken(): Promise<string | null>
  setSessionToken(token: string | null): Promise<void>
  /**
   * Desktop only: signs in with Google or GitHub in the system browser (never an embedded web
   * view) and keeps the session token; the web leaves the page for the provider instead.
   */
  socialSignIn?(provider: 'google' | 'github'): Promise<void>
  /** Offers the bytes to the user as a file; resolves false when the user cancelled. */
  saveFile(file: { suggestedName: string; mimeType: string; data: Uint8Array }): Promise<boolean>
  /**
   * Prints the resume in its template through the print page (src/renderer/print.html). The
   * desktop prints it to a PDF with Chromium and asks where to save it (false when the user
   * cancelled); the web opens the browser's print dialog on it, whose "Save as PDF" the user
   * chooses (the fallback when the cloud cannot print).
   */
  exportPdf(request: {
    resume: Resume
    adjust: boolean
    coverLetter?: CoverLetter
  }): Promise<boolean>
  /** Opens an http(s) or mailto link outside the app. Other schemes are refused. */
  openExternal(url: string): Promise<void>
  /** The desktop app's own features (local library, updates, menu, files); null on the web. */
  readonly desktop: DesktopFeatures | null
}
