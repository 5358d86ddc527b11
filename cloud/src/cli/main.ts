// `npm run cloud -- <command>`: the operator commands (commands.ts) against the database the
// server uses (DATA_DIR or DATABASE_URL, read like the server reads them), migrated first.
import { loadConfig } from '../config'
import { migrateToLatest, openDatabase } from '../db'
import { runCommand } from './commands'

async function main(): Promise<number> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  try {
    await migrateToLatest(database)
    return await runCommand(process.argv.slice(2), {
      database,
      billingEnabled: config.stripe !== null,
      stripe: config.stripe,
      publicUrl: config.publicUrl,
      io: { out: (line) => console.log(line), err: (line) => console.error(line) },
    })
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
