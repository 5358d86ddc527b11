// The one list of migrations, in order, for both databases. Add a new NNN_name.ts and list it
// here; never edit one that has shipped.
import type { Migration, MigrationProvider } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { authTables } from './001_auth'
import { libraryEntries } from './002_library_entries'
import { rateLimits } from './003_rate_limits'
import { libraryRevisions } from './004_library_revisions'
import { entitlements } from './005_entitlements'
import { stripeBilling } from './006_stripe_billing'
import { translations } from './007_translations'
import { twoFactorPasskeys } from './010_two_factor_passkeys'
import { shareHistory } from './012_share_history'
import { coverLetters } from './013_cover_letters'

export function migrationProvider(dialect: DatabaseDialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001_auth': authTables(dialect),
    '002_library_entries': libraryEntries(dialect),
    '003_rate_limits': rateLimits(dialect),
    '004_library_revisions': libraryRevisions(),
    '005_entitlements': entitlements(dialect),
    '006_stripe_billing': stripeBilling(dialect),
    '007_translations': translations(dialect),
    '010_two_factor_passkeys': twoFactorPasskeys(dialect),
    '012_share_history': shareHistory(dialect),
    '013_cover_letters': coverLetters(dialect),
  }
  return { getMigrations: () => Promise.resolve(migrations) }
}
