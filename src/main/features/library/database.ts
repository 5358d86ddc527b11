// Opens the local library's SQLite file in the user-data folder. WAL lets reads run while a save
// is written; synchronous=FULL makes a save that returned survive a power cut, not only a crash.
import { existsSync, renameSync } from 'node:fs'
import Database, { type Database as SqliteDatabase } from 'better-sqlite3'
import { migrate } from './migrations'

export const LIBRARY_FILE_NAME = 'library.sqlite'

export interface OpenedLibraryDatabase {
  readonly db: SqliteDatabase
  /**
   * Set when the file could not be read as a database: it was moved aside to this path (kept,
   * never deleted) and a new, empty library was started.
   */
  readonly movedAside: string | null
}

/** Opens (creating if needed) and migrates the library at `path`. */
export function openLibraryDatabase(
  path: string,
  now: () => Date = () => new Date(),
): OpenedLibraryDatabase {
  try {
    return { db: openAndMigrate(path), movedAside: null }
  } catch (error) {
    if (!isUnreadableFile(error)) throw error
    const aside = `${path}.unreadable-${now().toISOString().replace(/[:.]/g, '-')}`
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix)
    }
    return { db: openAndMigrate(path), movedAside: aside }
  }
}

function openAndMigrate(path: string): SqliteDatabase {
  const db = new Database(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('busy_timeout = 5000')
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

function isUnreadableFile(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT'
}
