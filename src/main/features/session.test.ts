import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { registerSessionHandlers } from './session'
import { createMemoryTokenStore, TokenStoreError, type TokenStore } from './token-store'

vi.mock('electron', () => import('../test/fake-electron'))

describe('session token over IPC', () => {
  beforeEach(resetFakeElectron)

  it('stores, reads and clears the token', async () => {
    const { call } = registerFeature((handle) =>
      registerSessionHandlers(handle, createMemoryTokenStore()),
    )
    await expect(call('session:get-token')).resolves.toBeNull()
    await call('session:set-token', 'abc.DEF-123_=')
    await expect(call('session:get-token')).resolves.toBe('abc.DEF-123_=')
    await call('session:set-token', null)
    await expect(call('session:get-token')).resolves.toBeNull()
  })

  it('rejects a malformed token and keeps the stored one', async () => {
    const store = createMemoryTokenStore('kept')
    const { call } = registerFeature((handle) => registerSessionHandlers(handle, store))
    await expect(call('session:set-token', '')).rejects.toThrow(/must not be empty \(pass null/)
    await expect(call('session:set-token', 'two words')).rejects.toThrow(/printable ASCII/)
    await expect(call('session:set-token', 42)).rejects.toThrow(/expected string/)
    await expect(call('session:set-token', 'x'.repeat(5000))).rejects.toThrow(/at most 4096/)
    await expect(call('session:set-token')).rejects.toThrow(/expected at least 1 argument/)
    await expect(store.get()).resolves.toBe('kept')
  })

  it('passes a keychain failure on as a clear error, and the next call still works', async () => {
    const failing: TokenStore = {
      get: vi
        .fn<TokenStore['get']>()
        .mockRejectedValueOnce(
          new TokenStoreError('The system keychain could not read the session: locked'),
        )
        .mockResolvedValueOnce('tok'),
      set: vi.fn(async () => undefined),
      clear: vi.fn(async () => undefined),
    }
    const { call } = registerFeature((handle) => registerSessionHandlers(handle, failing))
    await expect(call('session:get-token')).rejects.toThrow(
      'The system keychain could not read the session: locked',
    )
    await expect(call('session:get-token')).resolves.toBe('tok')
  })
})
