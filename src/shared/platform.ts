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
  /** Offers the bytes to the user as a file; resolves false when the user cancelled. */
  saveFile(file: { suggestedName: string; mimeType: string; data: Uint8Array }): Promise<boolean>
  /** Prints the current document to a PDF file; resolves false when the user cancelled. */
  exportPdf(request: { suggestedName: string }): Promise<boolean>
  /** Opens an http(s) or mailto link outside the app. Other schemes are refused. */
  openExternal(url: string): Promise<void>
}
