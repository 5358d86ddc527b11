import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { DEFAULT_API_BASE_URL, readApiBaseUrl, registerConfigHandlers } from './config'

vi.mock('electron', () => import('../test/fake-electron'))

describe('readApiBaseUrl', () => {
  it('defaults to the local development server', () => {
    expect(readApiBaseUrl({})).toBe(DEFAULT_API_BASE_URL)
    expect(readApiBaseUrl({ VITAE_API_URL: '  ' })).toBe('http://localhost:8787')
  })

  it('takes VITAE_API_URL, without a trailing slash', () => {
    expect(readApiBaseUrl({ VITAE_API_URL: 'https://api.vitae.app/' })).toBe(
      'https://api.vitae.app',
    )
    expect(readApiBaseUrl({ VITAE_API_URL: 'https://example.com/vitae//' })).toBe(
      'https://example.com/vitae',
    )
  })

  it('rejects values that are not absolute https URLs, naming the variable', () => {
    expect(() => readApiBaseUrl({ VITAE_API_URL: 'api.vitae.app' })).toThrow(
      'VITAE_API_URL must be an absolute https URL, got "api.vitae.app".',
    )
    expect(() => readApiBaseUrl({ VITAE_API_URL: 'file:///etc/passwd' })).toThrow(
      /VITAE_API_URL must use https, got "file:"/,
    )
    expect(() => readApiBaseUrl({ VITAE_API_URL: 'ftp://example.com' })).toThrow(/must use https/)
  })

  it('accepts plain http only for this machine, where the token never crosses a network', () => {
    for (const local of ['http://localhost:8787', 'http://127.0.0.1:9', 'http://[::1]:8787']) {
      expect(readApiBaseUrl({ VITAE_API_URL: local })).toBe(local)
    }
    for (const remote of [
      'http://api.vitae.app',
      'http://192.168.1.20:8787',
      'http://localhost.evil.example',
    ]) {
      expect(() => readApiBaseUrl({ VITAE_API_URL: remote })).toThrow(
        /must use https \(plain http is allowed only for localhost\)/,
      )
    }
  })

  it('rejects credentials, queries and fragments', () => {
    expect(() => readApiBaseUrl({ VITAE_API_URL: 'https://ada:pw@example.com' })).toThrow(
      /user name or password/,
    )
    expect(() => readApiBaseUrl({ VITAE_API_URL: 'https://example.com/?a=1' })).toThrow(/query/)
    expect(() => readApiBaseUrl({ VITAE_API_URL: 'https://example.com/#x' })).toThrow(/fragment/)
  })
})

describe('app:api-base-url', () => {
  beforeEach(resetFakeElectron)

  it('answers the configured base URL and takes no arguments', async () => {
    const { call } = registerFeature((handle) =>
      registerConfigHandlers(handle, 'https://api.vitae.app'),
    )
    await expect(call('app:api-base-url')).resolves.toBe('https://api.vitae.app')
    await expect(call('app:api-base-url', 'x')).rejects.toThrow(/expected at most 0 argument/)
  })
})
