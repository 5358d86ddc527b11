import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createKeyringTokenStore, createMemoryTokenStore, TokenStoreError } from './token-store'

const keyring = vi.hoisted(() => ({
  entries: [] as { service: string; account: string }[],
  getPassword: async (): Promise<string | null> => null,
  setPassword: async (_password: string): Promise<void> => undefined,
  deleteCredential: async (): Promise<boolean> => true,
}))

vi.mock('@napi-rs/keyring', () => ({
  AsyncEntry: class {
    constructor(service: string, account: string) {
      keyring.entries.push({ service, account })
    }
    getPassword = () => keyring.getPassword()
    setPassword = (password: string) => keyring.setPassword(password)
    deleteCredential = () => keyring.deleteCredential()
  },
}))

describe('createMemoryTokenStore', () => {
  it('keeps the token until cleared', async () => {
    const store = createMemoryTokenStore()
    await expect(store.get()).resolves.toBeNull()
    await store.set('t1')
    await expect(store.get()).resolves.toBe('t1')
    await store.clear()
    await expect(store.get()).resolves.toBeNull()
  })
})

describe('createKeyringTokenStore', () => {
  beforeEach(() => {
    keyring.entries = []
    keyring.getPassword = async () => 'stored'
    keyring.setPassword = async () => undefined
    keyring.deleteCredential = async () => false
  })

  it("uses the 'Vitae' service and 'session' account", async () => {
    await expect(createKeyringTokenStore().get()).resolves.toBe('stored')
    expect(keyring.entries).toEqual([{ service: 'Vitae', account: 'session' }])
  })

  it('clears without complaint when nothing was stored', async () => {
    await expect(createKeyringTokenStore().clear()).resolves.toBeUndefined()
  })

  it('turns every keychain failure into a TokenStoreError that says what failed', async () => {
    const cause = new Error('Secret Service: unlock prompt was dismissed')
    keyring.getPassword = async () => Promise.reject(cause)
    keyring.setPassword = async () => Promise.reject(cause)
    keyring.deleteCredential = async () => Promise.reject(cause)
    const store = createKeyringTokenStore()
    const read = store.get()
    await expect(read).rejects.toBeInstanceOf(TokenStoreError)
    await expect(read).rejects.toThrow(
      'The system keychain could not read the session: Secret Service: unlock prompt was dismissed',
    )
    await expect(read).rejects.toMatchObject({ cause })
    await expect(store.set('t')).rejects.toThrow(/could not store the session/)
    await expect(store.clear()).rejects.toThrow(/could not remove the session/)
  })
})
