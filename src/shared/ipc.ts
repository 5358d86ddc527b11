/**
 * The one IPC contract between the desktop main process and the preload. Main validates every
 * argument as unknown input; the preload exposes intent-level methods built on these channels.
 */
export interface IpcContract {
  'app:api-base-url': { args: []; result: string }
  'session:get-token': { args: []; result: string | null }
  'session:set-token': { args: [token: string | null]; result: void }
  'file:save': {
    args: [file: { suggestedName: string; mimeType: string; data: Uint8Array }]
    result: boolean
  }
  /** Main prints the resume on the print page in a hidden window and offers the PDF to save. */
  'pdf:export': {
    args: [request: { resume: Record<string, unknown>; adjust: boolean }]
    result: boolean
  }
  'link:open': { args: [url: string]; result: void }
}

export type IpcChannel = keyof IpcContract
export type IpcArgs<C extends IpcChannel> = IpcContract[C]['args']
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result']

/** Links the app may open outside itself. */
export function isExternalLinkAllowed(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:'
  } catch {
    return false
  }
}
