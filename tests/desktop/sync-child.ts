// A desktop main process, reduced to its local library and sync, for the crash test: it seeds
// resumes offline, or syncs, and can kill itself (SIGKILL, no clean-up) right after the cloud has
// answered the Nth create, before the engine hears the answer.
import { join } from 'node:path'
import { openLibraryDatabase } from '../../src/main/features/library/database'
import { createLocalLibraryStore } from '../../src/main/features/library/store'
import { createCloudLibrary } from '../../src/main/features/sync/cloud'
import { createSyncEngine } from '../../src/main/features/sync/engine'

const env = process.env
const { db } = openLibraryDatabase(join(env.SYNC_CHILD_DIR ?? '.', 'library.sqlite'))
const store = createLocalLibraryStore(db)
const seed = Number(env.SYNC_CHILD_SEED ?? 0)
for (let index = 1; index <= seed; index++) {
  store.create({ resumeName: `Offline ${index}` })
}
if (seed > 0) {
  console.log(JSON.stringify({ pending: store.sync.pendingChanges().length }))
} else {
  const killAfter = Number(env.SYNC_CHILD_KILL_AFTER_CREATES ?? 0)
  let creates = 0
  const cloud = createCloudLibrary({
    baseUrl: env.SYNC_CHILD_CLOUD ?? '',
    getToken: async () => env.SYNC_CHILD_TOKEN ?? null,
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      if (init?.method === 'POST' && response.status === 201 && ++creates === killAfter) {
        process.kill(process.pid, 'SIGKILL')
      }
      return response
    },
  })
  const state = await createSyncEngine({ ledger: store.sync, cloud }).sync()
  console.log(JSON.stringify({ ...state, local: store.list().length }))
}
db.close()
