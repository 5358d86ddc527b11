import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring'

/** Where the desktop keeps the cloud session's bearer token between runs. */
export interface TokenStore {
  get(): Promise<string | null>
  set(token: string): Promise<void>
  clear(): Promise<void>
}

/** A keychain that is locked, missing or refuses access: the caller gets this, never a crash. */
export class TokenStoreError extends Error {
  override readonly name = 'TokenStoreError'
}

export interface KeyringTokenStoreOptions {
  readonly service?: string
  readonly account?: string
  /** Pins Linux to one backend (tests ask for the Secret Service explicitly). */
  readonly entryOptions?: EntryOptions
}

/**
 * The OS keychain: Keychain on macOS, Credential Manager on Windows, the Secret Service (or the
 * kernel keyring) on Linux. The async entry keeps the main process responsive while the
 * keychain shows an unlock prompt.
 */
export function createKeyringTokenStore(options: KeyringTokenStoreOptions = {}): TokenStore {
  const { service = 'Vitae', account = 'session', entryOptions } = options
  const attempt = async <T>(action: string, run: (entry: AsyncEntry) => Promise<T>): Promise<T> => {
    try {
      return await run(new AsyncEntry(service, account, entryOptions))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new TokenStoreError(`The system keychain could not ${action} the session: ${reason}`, {
        cause: error,
      })
    }
  }
  return {
    get: () => attempt('read', (entry) => entry.getPassword()),
    set: (token) => attempt('store', (entry) => entry.setPassword(token)),
    clear: () => attempt('remove', async (entry) => void (await entry.deleteCredential())),
  }
}

/** Keeps the token for the life of the process; for tests and for a keychain-less run. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial
  return {
    get: async () => token,
    set: async (next) => {
      token = next
    },
    clear: async () => {
      token = null
    },
  }
}
