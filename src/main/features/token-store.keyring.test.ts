// Runs against the real OS keychain, and only when one answers: CI may provide a Secret Service
// with `dbus-run-session` and an unlocked gnome-keyring; elsewhere the suite reports why it skipped.
import { randomUUID } from 'node:crypto'
import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring'
import { afterAll, describe, expect, it } from 'vitest'
import { createKeyringTokenStore } from './token-store'

const service = 'Vitae-test'
const account = `session-${randomUUID()}`
const entryOptions: EntryOptions = { linux: { store: 'secret-service' } }

async function secretServiceUnavailable(): Promise<string | null> {
  try {
    const probe = new AsyncEntry(service, `probe-${randomUUID()}`, entryOptions)
    await probe.setPassword('probe')
    await probe.deleteCredential()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

const unavailable = await secretServiceUnavailable()
const title = unavailable
  ? `keyring token store (skipped: no Secret Service reachable: ${unavailable})`
  : 'keyring token store against the real Secret Service'

describe.skipIf(unavailable !== null)(title, () => {
  const store = createKeyringTokenStore({ service, account, entryOptions })
  afterAll(() => store.clear())

  it('stores, reads back and removes a token', async () => {
    await expect(store.get()).resolves.toBeNull()
    await store.set('token-1.abc')
    await expect(store.get()).resolves.toBe('token-1.abc')
    await store.set('token-2')
    await expect(createKeyringTokenStore({ service, account, entryOptions }).get()).resolves.toBe(
      'token-2',
    )
    await store.clear()
    await expect(store.get()).resolves.toBeNull()
    await expect(store.clear()).resolves.toBeUndefined()
  })
})
