// Two-way sync of the local library with the cloud's, per resume, on the cloud's revisions
// (issue 18 point 2). One pass: first every local change the cloud has not acknowledged is sent
// (oldest first), each acknowledged in the local SQLite the moment the cloud answers; then the
// cloud's list is merged in. Nothing is ever dropped:
// - an edit based on an outdated revision comes back as 409 with the cloud's version, which then
//   waits beside the local one until the user chooses mine, theirs or both;
// - an edit of a resume deleted elsewhere is sent again as a new resume;
// - a deletion here of a resume changed elsewhere since gives the changed version back;
// - a change the cloud refuses (a plan limit) stays pending, with the reason shown;
// - offline, the pass stops where it is; what was acknowledged stays acknowledged, the rest
//   stays queued in SQLite and goes with the next pass.
import type { ConflictChoice, SyncState } from '@shared/platform'
import type { PendingChange, SyncLedger } from '../library/store'
import {
  CloudRefusedError,
  CloudUnreachableError,
  SignedOutError,
  type CloudLibrary,
} from './cloud'

export interface SyncEngineOptions {
  ledger: SyncLedger
  cloud: CloudLibrary
  onState?(state: SyncState): void
  now?(): Date
}

export interface SyncEngine {
  state(): SyncState
  /**
   * Runs a pass (or joins the one running, then runs one more so changes made meanwhile go too);
   * resolves with the state after it. Never rejects: failures are states.
   */
  sync(): Promise<SyncState>
  /** Applies the user's choice for a resume in conflict, then syncs; 'both' names the copy. */
  resolve(id: string, choice: ConflictChoice): Promise<{ copyId: string | null; state: SyncState }>
  /** The user signed out: nothing syncs until a token is stored again. */
  reset(): void
}

/** A pass sends at most this many rounds of changes (a rebase or re-create needs a second). */
const MAX_ROUNDS = 3

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { ledger, cloud } = options
  const now = () => (options.now ?? (() => new Date()))().toISOString()
  // Nothing is known to be synced before the first pass (which runs at start when signed in).
  let current: SyncState = {
    status: 'signed-out',
    pending: ledger.pendingChanges().length,
    conflicts: ledger.conflicts(),
    lastSyncedAt: null,
    message: null,
  }
  let running: Promise<SyncState> | null = null
  let again = false

  function publish(patch: Partial<SyncState>): SyncState {
    current = {
      ...current,
      pending: ledger.pendingChanges().length,
      conflicts: ledger.conflicts(),
      ...patch,
    }
    options.onState?.(current)
    return current
  }

  async function pass(): Promise<SyncState> {
    publish({ status: 'syncing' })
    try {
      const uid = await cloud.whoAmI()
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const changes = ledger.pendingChanges()
        if (changes.length === 0) break
        let retry = false
        for (const change of changes) retry = (await push(change)) || retry
        if (!retry) break
      }
      await pull(uid)
      const conflicts = ledger.conflicts()
      return publish({
        status: conflicts.length > 0 ? 'conflict' : 'synced',
        lastSyncedAt: now(),
        message: null,
      })
    } catch (error) {
      if (error instanceof SignedOutError) return publish({ status: 'signed-out', message: null })
      if (error instanceof CloudUnreachableError) {
        return publish({ status: 'offline', message: error.message })
      }
      return publish({ status: 'offline', message: (error as Error).message })
    }
  }

  /** Sends one change; true when it needs another round (rebased or to be re-created). */
  async function push(change: PendingChange): Promise<boolean> {
    try {
      switch (change.kind) {
        case 'create':
          ledger.createSent(change.id)
          await cloud.create(change.id, change.cvData)
          ledger.markSynced(change.id, { localVersion: change.localVersion, revision: 1 })
          break
        case 'update': {
          const base = change.baseRevision ?? 1
          const { revision } = await cloud.update(change.id, change.cvData, base)
          ledger.markSynced(change.id, { localVersion: change.localVersion, revision })
          break
        }
        case 'delete':
          await cloud.remove(change.id, change.baseRevision ?? 1).catch((error: unknown) => {
            // Deleted in the cloud already: that is what was asked.
            if (!(error instanceof CloudRefusedError && error.status === 404)) throw error
          })
          ledger.markSynced(change.id, {
            localVersion: change.localVersion,
            revision: change.baseRevision ?? 0,
          })
          break
      }
      ledger.setProblem(change.id, null)
      return false
    } catch (error) {
      if (!(error instanceof CloudRefusedError)) throw error
      return refused(change, error)
    }
  }

  async function refused(change: PendingChange, error: CloudRefusedError): Promise<boolean> {
    if (error.id === 'revision_conflict' && isRemoteEntry(error.current)) {
      ledger.mergeRemote(error.current)
      return false
    }
    if (change.kind === 'update' && error.status === 404) {
      // Deleted elsewhere while edited here: the edit goes to the cloud as a new resume.
      ledger.forgetRemote(change.id)
      return true
    }
    if (change.kind === 'create' && error.status === 409 && error.id === 'conflict') {
      // The id is taken: our own create whose answer was lost (a crash, a dropped connection).
      const entry = await cloud.get(change.id).catch((getError: unknown) => {
        if (getError instanceof CloudRefusedError && getError.status === 404) return null
        throw getError
      })
      if (!entry) {
        ledger.setProblem(change.id, error.id)
        return false
      }
      if (entry.revision === 1) {
        // Untouched since we made it: what it holds is ours; the local version follows on it.
        ledger.rebase(change.id, 1)
        return true
      }
      // Changed elsewhere since (another device synced it first): both versions are kept.
      ledger.mergeRemote(entry)
      return false
    }
    // A refusal that will not pass by retrying at once (a plan limit, bad data): kept, shown.
    ledger.setProblem(change.id, error.id)
    return false
  }

  async function pull(uid: string): Promise<void> {
    const entries = await cloud.list(uid)
    const inCloud = new Set<string>()
    for (const entry of entries) {
      inCloud.add(entry.id)
      ledger.mergeRemote(entry)
    }
    const keptAsNew = new Set<string>()
    for (const { id } of ledger.cloudKnown()) {
      if (!inCloud.has(id) && ledger.forgetRemote(id) === 'kept-as-new') keptAsNew.add(id)
    }
    // Edited here but deleted elsewhere: the edit goes to the cloud again, as a new resume.
    for (const change of ledger.pendingChanges()) {
      if (keptAsNew.has(change.id)) await push(change)
    }
  }

  async function run(): Promise<SyncState> {
    do {
      again = false
      await pass()
    } while (again)
    return current
  }

  return {
    state: () => current,
    sync() {
      if (running) {
        again = true
        return running
      }
      running = run().finally(() => {
        running = null
      })
      return running
    },
    async resolve(id, choice) {
      const { copyId } = ledger.resolveConflict(id, choice)
      publish({})
      return { copyId, state: await this.sync() }
    },
    reset() {
      publish({ status: 'signed-out', message: null, lastSyncedAt: null })
    },
  }
}

function isRemoteEntry(value: unknown): value is {
  id: string
  cvData: unknown
  revision: number
  createdAt: string
  updatedAt: string
} {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === 'string' &&
    typeof entry.revision === 'number' &&
    typeof entry.createdAt === 'string' &&
    typeof entry.updatedAt === 'string' &&
    'cvData' in entry
  )
}
