import type { BasicEvaluationInput, EvaluationResponse } from './api'
import type { DesktopAiRequest, DesktopAiAnswer } from './platform/desktop-ai'
import type { LocalAiSettings, LocalAiTestResult } from './platform/local-ai'
import type {
  DesktopCommand,
  EditorMenuState,
  LocalLibraryEntry,
  LocalSaveResult,
  LocalUpdateResult,
  OfflineSession,
  OpenedResumeFile,
  ConflictChoice,
  SyncState,
  UpdateChannel,
  UpdateState,
} from './platform/desktop'

/**
 * The one IPC contract between the desktop main process and the preload. Main validates every
 * argument as unknown input; the preload exposes intent-level methods built on these channels.
 */
export interface IpcContract {
  'app:api-base-url': { args: []; result: string }
  'session:get-token': { args: []; result: string | null }
  'session:set-token': { args: [token: string | null]; result: void }
  /** The cached user and plan for starting signed in while the cloud cannot be reached. */
  'session:offline': { args: []; result: OfflineSession | null }
  /** Social sign-in in the system browser (loopback redirect); main keeps the new token. */
  'auth:social-sign-in': { args: [provider: 'google' | 'github']; result: void }
  'file:save': {
    args: [file: { suggestedName: string; mimeType: string; data: Uint8Array }]
    result: boolean
  }
  /** Main prints the resume on the print page in a hidden window and offers the PDF to save. */
  'pdf:export': {
    args: [
      request: {
        resume: Record<string, unknown>
        adjust: boolean
        coverLetter?: Record<string, unknown>
      },
    ]
    result: boolean
  }
  'link:open': { args: [url: string]; result: void }
  'library:list': { args: []; result: LocalLibraryEntry[] }
  'library:get': { args: [id: string]; result: LocalLibraryEntry }
  'library:create': { args: [input: { cvData?: unknown }]; result: LocalSaveResult }
  'library:update': {
    args: [input: { id: string; cvData: unknown; baseVersion?: number }]
    result: LocalUpdateResult
  }
  'library:delete': { args: [id: string]; result: void }
  'sync:state': { args: []; result: SyncState }
  /** Syncs now (the user asked, or came back online); resolves with the state after the pass. */
  'sync:now': { args: []; result: SyncState }
  'sync:resolve': {
    args: [input: { id: string; choice: ConflictChoice }]
    result: { copyId: string | null; state: SyncState }
  }
  'updates:state': { args: []; result: UpdateState }
  'updates:check': { args: []; result: UpdateState }
  'updates:set-channel': { args: [channel: UpdateChannel]; result: UpdateState }
  'updates:restart': { args: []; result: void }
  /** The path comes from the preload (webUtils.getPathForFile), never from page script. */
  'file:open-dropped': { args: [path: string]; result: OpenedResumeFile }
  /** The page has subscribed to main's events; what waited for it is sent now. */
  'app:page-ready': { args: []; result: void }
  'menu:set-locale': { args: [locale: string]; result: void }
  'menu:set-editor-state': { args: [state: EditorMenuState]; result: void }
  /** The offline evaluation engine run in main: the full result, no account, no network. */
  'evaluation:run': { args: [input: BasicEvaluationInput]; result: EvaluationResponse }
  /** The AI interface run in main (offline engine), for a desktop without the cloud. */
  'ai:run': { args: [request: DesktopAiRequest]; result: DesktopAiAnswer }
  /** The opt-in local AI server (Ollama or any OpenAI-compatible server on this computer). */
  'ai:local-settings': { args: []; result: LocalAiSettings }
  'ai:set-local-settings': { args: [settings: LocalAiSettings]; result: LocalAiSettings }
  'ai:test-local': { args: [settings: LocalAiSettings]; result: LocalAiTestResult }
}

/** What main tells the page without being asked, one payload type per event. */
export interface IpcEvents {
  'sync:state': SyncState
  'updates:state': UpdateState
  'menu:command': DesktopCommand
  'file:opened': OpenedResumeFile
  /** A vitae:// link asked for a place in the app (an in-app path such as "/library"). */
  'app:navigate': string
}

export type IpcEvent = keyof IpcEvents

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
