// The one list of migrations, in order, for both databases. Add a new NNN_name.ts and list it
// here; never edit one that has shipped.
import type { Migration, MigrationProvider } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { authTables } from './001_auth'
import { libraryEntries } from './002_library_entries'

export function migrationProvider(dialect: DatabaseDialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001_auth': authTables(dialect),
    '002_library_entries': libraryEntries(dialect),
  }
  return { getMigrations: () => Promise.resolve(migrations) }
}
