// What only the desktop app offers the renderer, on top of the common platform interface: the
// local library, updates, the native menu's commands and resume files opened from the system.
// The web adapter has none of it (Platform.desktop is null there).
import type { BasicEvaluationInput, EvaluationResponse, PlanSummary, UserDetails } from '../api'
import type { Resume } from '../resume'
import type { DesktopAiAnswer, DesktopAiRequest } from './desktop-ai'
import type { LocalAiSettings, LocalAiTestResult } from './local-ai'

/** Undoes a subscription. */
export type Unsubscribe = () => void

/**
 * A resume in the local library (main process, SQLite in the user-data folder). Shaped like the
 * cloud's library entry plus what two-way sync needs to know about the local copy.
 */
export interface LocalLibraryEntry {
  id: string
  cvData: Resume
  createdAt: string
  updatedAt: string
  /** The cloud revision this copy is based on; null while it exists only on this computer. */
  revision: number | null
  /**
   * Grows with every change of this copy (an edit here, or the cloud's version taken in by
   * sync): the editor saves on top of the version it opened, as it does with cloud revisions.
   */
  version: number
  /** Changed here since the cloud last acknowledged it. */
  dirty: boolean
  /**
   * Both sides changed it: the cloud's version (at `revision`) waits here beside the local one
   * until the user chooses mine, theirs or both. Null when there is nothing to choose.
   */
  conflict: { revision: number; cvData: Resume } | null
  /** Why the cloud refused this resume's last change (e.g. a plan limit); it stays pending. */
  syncProblem: string | null
}

/** Where two-way sync is, as the renderer shows it. */
export type SyncStatus = 'signed-out' | 'synced' | 'syncing' | 'offline' | 'conflict'

export interface SyncState {
  readonly status: SyncStatus
  /** Local changes the cloud has not acknowledged yet (kept in the local library). */
  readonly pending: number
  /** Ids of resumes waiting for the user's choice. */
  readonly conflicts: readonly string[]
  /** When the cloud last acknowledged everything (ISO), or null. */
  readonly lastSyncedAt: string | null
  /** What went wrong last, in words for the user (offline, a refused change), or null. */
  readonly message: string | null
}

/** How a conflict is resolved: keep the local version, take the cloud's, or keep both. */
export type ConflictChoice = 'mine' | 'theirs' | 'both'

/** A saved entry and what normalisation repaired in the data given, like the cloud answers. */
export interface LocalSaveResult {
  result: LocalLibraryEntry
  fixes: string[]
}

/**
 * An update based on a version that is no longer the newest saves nothing and answers the
 * current entry (the local counterpart of the cloud's 409 revision_conflict).
 */
export type LocalUpdateResult = LocalSaveResult | { conflict: LocalLibraryEntry }

export interface LocalLibrary {
  list(): Promise<LocalLibraryEntry[]>
  get(id: string): Promise<LocalLibraryEntry>
  create(cvData?: unknown): Promise<LocalSaveResult>
  /** With `baseVersion`, saves only on top of that version (see LocalUpdateResult). */
  update(id: string, cvData: unknown, baseVersion?: number): Promise<LocalUpdateResult>
  remove(id: string): Promise<void>
}

export const UPDATE_CHANNELS = ['stable', 'beta'] as const
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number]

/** Where the updater is, as the renderer shows it. */
export type UpdateStatus =
  /** No feed is configured for this build (or it runs unpackaged without UPDATE_URL). */
  | { kind: 'unavailable' }
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'up-to-date'; checkedAt: string }
  | { kind: 'downloading'; version: string; percent: number; transferred: number; total: number }
  /** Downloaded and verified: installs on quit, or now if the user restarts. */
  | { kind: 'ready'; version: string }
  | { kind: 'error'; message: string }

export interface UpdateState {
  readonly currentVersion: string
  readonly channel: UpdateChannel
  readonly status: UpdateStatus
}

export interface Updates {
  state(): Promise<UpdateState>
  check(): Promise<UpdateState>
  setChannel(channel: UpdateChannel): Promise<UpdateState>
  /** Quits and installs a downloaded update; the caller saves the user's work first. */
  restartNow(): Promise<void>
  onState(listener: (state: UpdateState) => void): Unsubscribe
}

/** What the native menu asks the page to do. */
export const DESKTOP_COMMANDS = [
  'new-resume',
  'import',
  'export-pdf',
  'undo',
  'redo',
  'show-updates',
] as const
export type DesktopCommand = (typeof DESKTOP_COMMANDS)[number]

/** A resume file the user opened (menu, double-click, drop, a second launch), already read. */
export interface OpenedResumeFile {
  /** The file name without its folder, to name the resume if it has no name. */
  readonly fileName: string
  readonly resume: Resume
  /** What was repaired or converted (a JSON Resume file is converted). */
  readonly fixes: string[]
}

/** What the page tells main so the menu can match it. */
export interface EditorMenuState {
  /** A resume is open in the editor (Export PDF, Undo and Redo apply to it). */
  readonly editing: boolean
  readonly canUndo: boolean
  readonly canRedo: boolean
}

/** Two-way sync of the local library with the cloud while signed in. */
export interface Sync {
  state(): Promise<SyncState>
  now(): Promise<SyncState>
  /** The user's choice for a resume in conflict; 'both' answers the id of the kept copy. */
  resolve(id: string, choice: ConflictChoice): Promise<{ copyId: string | null; state: SyncState }>
  onState(listener: (state: SyncState) => void): Unsubscribe
}

/**
 * What main knows of the signed-in account while the cloud cannot be reached: the user and the
 * plan as the cloud last reported them, each with the time it was read (never the token). Main
 * answers null when nobody is signed in or the user details are older than the cache's expiry
 * (src/shared/plans/desktop.ts).
 */
export interface OfflineSession {
  readonly user: UserDetails
  readonly userFetchedAt: string
  readonly plan: { readonly summary: PlanSummary; readonly fetchedAt: string } | null
}

export interface DesktopFeatures {
  readonly library: LocalLibrary
  readonly sync: Sync
  /** The account as main last confirmed it, for starting signed in while offline. */
  readonly session: { offline(): Promise<OfflineSession | null> }
  readonly updates: Updates
  onCommand(listener: (command: DesktopCommand) => void): Unsubscribe
  onOpenFile(listener: (file: OpenedResumeFile) => void): Unsubscribe
  /** A vitae:// link asked for a place in the app, e.g. "/library". */
  onNavigate(listener: (path: string) => void): Unsubscribe
  /**
   * Call once every listener is subscribed: files and links that arrived before the page
   * listened (the app was started by a double-click or a vitae:// link) are delivered then.
   */
  pageReady(): Promise<void>
  /** Opens a file dropped on the window (a File from the drop event; only .json resumes). */
  openDroppedFile(file: File): Promise<OpenedResumeFile>
  /** The menu's language follows the interface language. */
  setMenuLocale(locale: string): Promise<void>
  setEditorMenuState(state: EditorMenuState): Promise<void>
  /**
   * The offline evaluation engine run on this computer (the cloud's engine and dictionaries):
   * the full result, with no account and no network.
   */
  evaluate(input: BasicEvaluationInput): Promise<EvaluationResponse>
  /**
   * The AI interface run on this computer: the local AI server when the user turned it on (the
   * offline engine as fallback), else the LLM when AI_* is set, else the offline engine.
   */
  ai(request: DesktopAiRequest): Promise<DesktopAiAnswer>
  /** The opt-in local AI server (off by default); saving refuses addresses not on this computer. */
  readonly localAi: {
    get(): Promise<LocalAiSettings>
    save(settings: LocalAiSettings): Promise<LocalAiSettings>
    test(settings: LocalAiSettings): Promise<LocalAiTestResult>
  }
}
