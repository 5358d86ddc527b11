import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { registerLinkHandlers } from './links'

vi.mock('electron', () => import('../test/fake-electron'))

describe('link:open', () => {
  const openExternal = vi.fn(async (_url: string) => undefined)
  let call: (channel: string, ...args: unknown[]) => Promise<unknown>

  beforeEach(() => {
    resetFakeElectron()
    openExternal.mockClear()
    call = registerFeature((handle) => registerLinkHandlers(handle, openExternal)).call
  })

  it('opens http, https and mailto links outside the app', async () => {
    await call('link:open', 'https://example.com/job?id=1')
    await call('link:open', 'http://example.com')
    await call('link:open', 'mailto:ada@example.com')
    expect(openExternal.mock.calls).toEqual([
      ['https://example.com/job?id=1'],
      ['http://example.com'],
      ['mailto:ada@example.com'],
    ])
  })

  it('refuses every other scheme with a clear message and opens nothing', async () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/x', 'ms-msdt:x']) {
      await expect(call('link:open', url)).rejects.toThrow(
        `Refused to open "${url}": only http, https and mailto links open outside the app.`,
      )
    }
    await expect(call('link:open', 'not a url')).rejects.toThrow(/Refused to open/)
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('rejects a non-string or oversized URL before looking at it', async () => {
    await expect(call('link:open', { href: 'https://x' })).rejects.toThrow(
      /argument 1: .*expected string/,
    )
    await expect(call('link:open', `https://x.example/${'a'.repeat(9000)}`)).rejects.toThrow(
      /at most 8192 characters/,
    )
    expect(openExternal).not.toHaveBeenCalled()
  })
})
