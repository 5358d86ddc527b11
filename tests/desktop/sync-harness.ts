// A desktop client as the sync tests (and the desktop bench) run it under Node: its own local
// library (SQLite file in a folder of its own), the sync engine, and the cloud over real HTTP
// with the client's bearer token. `online = false` makes every call fail as an unplugged network
// does, without touching the cloud.
import { join } from 'node:path'
import { openLibraryDatabase } from '../../src/main/features/library/database'
import {
  createLocalLibraryStore,
  type LocalLibraryStore,
} from '../../src/main/features/library/store'
import { createCloudLibrary } from '../../src/main/features/sync/cloud'
import { createSyncEngine, type SyncEngine } from '../../src/main/features/sync/engine'

export interface DesktopClient {
  readonly store: LocalLibraryStore
  readonly engine: SyncEngine
  online: boolean
  /** The request reaches the cloud, but its answer is lost on the way back. */
  loseAnswers: boolean
  close(): void
}

export function openDesktopClient(options: {
  dir: string
  cloudUrl: string
  token: string | null
  fileName?: string
}): DesktopClient {
  const { db } = openLibraryDatabase(join(options.dir, options.fileName ?? 'library.sqlite'))
  const store = createLocalLibraryStore(db)
  const client = {
    store,
    online: true,
    loseAnswers: false,
    engine: undefined as unknown as SyncEngine,
    close: () => db.close(),
  }
  const cloud = createCloudLibrary({
    baseUrl: options.cloudUrl,
    getToken: async () => options.token,
    fetch: async (input, init) => {
      if (!client.online) throw new TypeError('fetch failed')
      const response = await fetch(input, init)
      if (client.loseAnswers && init?.method !== 'GET') throw new TypeError('connection reset')
      return response
    },
  })
  client.engine = createSyncEngine({ ledger: store.sync, cloud })
  return client
}
