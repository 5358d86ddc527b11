// The one seam between the screens and wherever the user's resumes live (issue 18 point 1).
// Screens (library, editor and its autosave, import, the route guard) call a ResumeStore and
// never ask which platform they run on; src/renderer/src/library/index.ts picks the store once,
// at start:
// - the cloud store: the library routes of the route table over HTTP (the web app);
// - the local store: the desktop's local library in the main process over the preload's IPC,
//   signed in or not. Signed in, main's sync module sends every local change to the cloud (and
//   brings the cloud's), so an edit made offline is kept on this computer and queued, never lost.
// Both speak the cloud's language: entries are LibraryEntry, failures are ApiError with the
// route table's error ids, and a save based on an outdated revision answers 409
// revision_conflict with the current version, so the autosave engine and its conflict choice
// (mine, theirs, both) work the same on both. The local store's revision is the local copy's
// version (it grows with every change here and with every cloud version sync takes in).
import type { ImportInput, ImportRefinement, LibraryEntry } from '@shared/api'
import type { DesktopFeatures, LocalLibraryEntry, LocalUpdateResult } from '@shared/platform'
import type { EffectivePlan, EntitlementAction } from '@shared/plans'
import type { Api } from '../api/endpoints'
import { ApiError } from '../api/http'

export interface SavedRevision {
  revision: number
  updatedAt: string
}

export interface ResumeStore {
  /** 'local': the desktop's library on this computer; 'cloud': the account's library. */
  readonly kind: 'cloud' | 'local'
  /** Whether using the library needs a signed-in account (the local library needs none). */
  readonly needsAccount: boolean
  /** The entries, newest change first (the cloud's: of the signed-in user `uid`). */
  list(uid: string | undefined): Promise<LibraryEntry[]>
  /** One entry; ApiError 404 not_found when there is none. */
  get(id: string): Promise<LibraryEntry>
  create(cvData: unknown): Promise<{ id: string }>
  /** Saves on top of `baseRevision`; ApiError 409 revision_conflict (with `current`) if outdated. */
  update(id: string, cvData: unknown, baseRevision: number): Promise<SavedRevision>
  remove(id: string): Promise<void>
  /** The route guard's ownership check (spec 001 §7). */
  owns(id: string): Promise<boolean>
  /**
   * Makes a new entry of an imported file (read in the app by read-file.ts); the cloud may say
   * what its AI model read again (the local importer reads once, offline).
   */
  importResume(input: ImportInput): Promise<{ id: string; refinement?: ImportRefinement }>
  /**
   * Tells when entries may have changed without the screens' doing (the desktop's sync took in
   * the cloud's versions, or a conflict was resolved); answers the unsubscribe. The cloud store
   * has no such signal (another tab's save shows as a conflict on the next save).
   */
  onChanged?(listener: () => void): () => void
}

/** The web app's store: the cloud's library routes. */
export function createCloudStore(api: Pick<Api, 'library' | 'import'>): ResumeStore {
  return {
    kind: 'cloud',
    needsAccount: true,
    async list(uid) {
      if (!uid) return []
      return (await api.library.list({ uid })).result
    },
    async get(id) {
      return (await api.library.get({ id })).result
    },
    async create(cvData) {
      return { id: (await api.library.create({ cvData })).result.id }
    },
    async update(id, cvData, baseRevision) {
      const { result } = await api.library.update({ id, cvData, baseRevision })
      return { revision: result.revision, updatedAt: result.updatedAt }
    },
    async remove(id) {
      await api.library.remove({ id })
    },
    owns: (cvId) =>
      api.library.verifyOwnership({ cvId }).then(
        () => true,
        () => false,
      ),
    async importResume(input) {
      const { result, refinement } = await api.import.create(input)
      return refinement ? { id: result.id, refinement } : { id: result.id }
    },
  }
}

export interface LocalStoreOptions {
  library: DesktopFeatures['library']
  /** Sync's state, which changes after every pass that may have changed entries. */
  sync?: Pick<DesktopFeatures['sync'], 'onState'>
  /**
   * The rules in force on this computer (src/shared/plans: the signed-out desktop rule, or the
   * signed-in account's plan); null when not known yet (then only main's own checks apply).
   */
  rules(): EffectivePlan | null | Promise<EffectivePlan | null>
  /** Reads an imported file's content into a resume (the offline importer, loaded on demand). */
  parseImport?(input: ImportInput): Promise<unknown>
}

/** The desktop's store: the local library in the main process. */
export function createLocalStore(options: LocalStoreOptions): ResumeStore {
  const { library } = options
  const parseImport = options.parseImport ?? parseImportOffline

  /** The gate of the one entitlements module, refused as the cloud refuses it. */
  async function gate(action: Extract<EntitlementAction, 'createResume' | 'import'>) {
    const rules = await options.rules()
    if (!rules) return
    // The plan table loads with the first gate, not with the page (it brings the resume model).
    const [{ decide }, entries] = await Promise.all([import('@shared/plans'), library.list()])
    const decision = decide(rules, action, { resumeCount: entries.length })
    if (decision.allowed) return
    throw new ApiError(
      decision.reason === 'resume_limit_reached' ? 409 : 403,
      decision.reason,
      decision.reason === 'resume_limit_reached'
        ? `This computer's library holds its ${decision.limit} resumes already.`
        : 'This needs a plan with more resumes.',
    )
  }

  const store: ResumeStore = {
    kind: 'local',
    needsAccount: false,
    async list() {
      return (await library.list()).map(toLibraryEntry)
    },
    async get(id) {
      return toLibraryEntry(await local(() => library.get(id)))
    },
    async create(cvData) {
      await gate('createResume')
      return { id: (await library.create(cvData)).result.id }
    },
    async update(id, cvData, baseRevision) {
      const answer: LocalUpdateResult = await local(() => library.update(id, cvData, baseRevision))
      if ('conflict' in answer) {
        const current = toLibraryEntry(answer.conflict)
        throw new ApiError(
          409,
          'revision_conflict',
          'The resume was changed since it was opened.',
          [],
          { revision: current.revision, updatedAt: current.updatedAt, cvData: current.cvData },
        )
      }
      return { revision: answer.result.version, updatedAt: answer.result.updatedAt }
    },
    async remove(id) {
      await local(() => library.remove(id))
    },
    owns: (id) =>
      library.get(id).then(
        () => true,
        () => false,
      ),
    onChanged(listener) {
      // A pass ends in synced or conflict; only then can it have written entries.
      return (
        options.sync?.onState((state) => {
          if (state.status === 'synced' || state.status === 'conflict') listener()
        }) ?? (() => undefined)
      )
    },
    async importResume(input) {
      await gate('import')
      const resume = await parseImport(input)
      return { id: (await library.create(resume)).result.id }
    },
  }
  return store
}

/** A local entry as screens know entries; its revision is the local version. */
export function toLibraryEntry(entry: LocalLibraryEntry): LibraryEntry {
  return {
    id: entry.id,
    uid: '',
    cvData: entry.cvData,
    revision: entry.version,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    translation: null,
  }
}

/** Main's "not in the local library" becomes the cloud's 404, as screens expect it. */
async function local<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/There is no resume with id/.test(message)) {
      throw new ApiError(404, 'not_found', 'There is no such resume on this computer.')
    }
    throw error
  }
}

/**
 * The cloud's import task run here: the same shared offline parser (PDF text laid out from the
 * items read-file.ts extracted, or the resume read from .docx/JSON), named as the cloud names it.
 * Loaded on demand: the importer is large and only the import page needs it.
 */
async function parseImportOffline(input: ImportInput): Promise<unknown> {
  const [{ importJsonResume, importPdfText, pdfTextFromItems }, { nameImportedResume }] =
    await Promise.all([import('@shared/import'), import('@shared/resume')])
  const { source } = input
  const parsed =
    source.kind === 'pdf'
      ? importPdfText(pdfTextFromItems(source.pages))
      : importJsonResume(source.resume)
  return nameImportedResume(parsed.resume, input.fileName)
}
