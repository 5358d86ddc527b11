// What the desktop main process loads before the library can answer (bundled by bench/desktop.ts
// as electron-vite bundles main): the local library and sync modules, opening the SQLite file
// and listing it. Prints the milliseconds from process start to the first list.
import { performance } from 'node:perf_hooks'
import { openLibraryDatabase } from '../src/main/features/library/database'
import { createLocalLibraryStore } from '../src/main/features/library/store'
import { createCloudLibrary } from '../src/main/features/sync/cloud'
import { createSyncEngine } from '../src/main/features/sync/engine'

const { db } = openLibraryDatabase(process.env.BENCH_LIBRARY ?? 'library.sqlite')
const store = createLocalLibraryStore(db)
createSyncEngine({
  ledger: store.sync,
  cloud: createCloudLibrary({ baseUrl: 'http://127.0.0.1:9', getToken: async () => null }),
})
const entries = store.list().length
console.log(JSON.stringify({ ms: performance.now(), entries }))
db.close()
