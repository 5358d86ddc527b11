// The opt-in local AI server in main (issue 13 point 3): the setting, persisted with the other
// desktop settings, routes 'ai:run' to an OpenAI-compatible server on this computer (a scripted
// one over real HTTP here), the offline engine answers when that server is down, and addresses
// that are not on this computer are refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { englishResume } from '@shared/ai/test-fixtures/resumes'
import type { Alternatives, Answer } from '@shared/ai'
import { DEFAULT_LOCAL_AI, type LocalAiSettings } from '@shared/platform/local-ai'
import {
  answer,
  startScriptedLlm,
  type ScriptedServer,
} from '@shared/ai/llm/test-fixtures/make-llm-server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { registerAiHandlers } from './ai'
import { createSettingsStore, SETTINGS_FILE_NAME, type SettingsStore } from './settings'

vi.mock('electron', () => import('../test/fake-electron'))

const bullet =
  '<ul><li>Responsible for planning routes for 40 delivery vans across two depots</li></ul>'
const rewritten = '<ul><li>Planned routes for 40 delivery vans across two depots</li></ul>'

describe('the local AI server setting', () => {
  let dir: string
  let settings: SettingsStore
  let server: ScriptedServer | null = null
  let call: (channel: string, ...args: unknown[]) => Promise<unknown>

  const register = () =>
    registerFeature((handle) =>
      registerAiHandlers(handle, {
        localAi: {
          read: () => settings.read().localAi,
          save: (localAi) => settings.update({ localAi }).localAi,
        },
        localClient: { timeoutMs: 3_000, maxRetries: 0 },
      }),
    ).call

  beforeEach(() => {
    resetFakeElectron()
    dir = mkdtempSync(join(tmpdir(), 'vitae-local-ai-'))
    settings = createSettingsStore(join(dir, SETTINGS_FILE_NAME))
    call = register()
  })
  afterEach(async () => {
    await server?.close()
    server = null
    rmSync(dir, { recursive: true, force: true })
  })

  const enhance = () =>
    call('ai:run', {
      task: 'description',
      resume: englishResume(),
      section: 'experiences',
      itemId: 'exp-1',
      text: bullet,
    }) as Promise<Answer<Alternatives>>

  it('is off by default, and ai:run then uses the offline engine without asking any server', async () => {
    server = await startScriptedLlm(() => answer(JSON.stringify({ alternatives: [rewritten] })))
    await expect(call('ai:local-settings')).resolves.toEqual(DEFAULT_LOCAL_AI)
    expect(DEFAULT_LOCAL_AI).toMatchObject({ enabled: false, baseUrl: 'http://127.0.0.1:11434/v1' })
    expect((await enhance()).engine).toBe('offline')
    expect(server.requests).toHaveLength(0)
  }, 30_000)

  it('routes ai:run to the local server when on, persisted, and falls back offline when it is down', async () => {
    server = await startScriptedLlm(() => answer(JSON.stringify({ alternatives: [rewritten] })))
    const chosen: LocalAiSettings = { enabled: true, baseUrl: server.url, model: 'llama3.1:8b' }
    await expect(call('ai:set-local-settings', chosen)).resolves.toEqual(chosen)
    // Persisted with the other desktop settings, and read back by a new store (a restart).
    const file = JSON.parse(readFileSync(join(dir, SETTINGS_FILE_NAME), 'utf8')) as {
      localAi: LocalAiSettings
      updateChannel: string
    }
    expect(file.localAi).toEqual(chosen)
    expect(file.updateChannel).toBe('stable')
    settings = createSettingsStore(join(dir, SETTINGS_FILE_NAME))
    expect(settings.read().localAi).toEqual(chosen)

    const fromServer = await enhance()
    expect(fromServer.engine).toBe('llm')
    expect(fromServer.fallback).toBeUndefined()
    expect(fromServer.result.alternatives).toEqual([rewritten])
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.model).toBe('llama3.1:8b')

    // The server stops: the offline engine answers and says why.
    await server.close()
    server = null
    const offline = await enhance()
    expect(offline.engine).toBe('offline')
    expect(offline.fallback?.from).toBe('llm')
    expect(offline.fallback?.reason).toMatch(/reach|connect/i)
    expect(offline.result.alternatives.length).toBeGreaterThan(0)

    // Turned off again: no server is asked.
    server = await startScriptedLlm(() => answer(JSON.stringify({ alternatives: [rewritten] })))
    await call('ai:set-local-settings', { ...chosen, baseUrl: server.url, enabled: false })
    expect((await enhance()).engine).toBe('offline')
    expect(server.requests).toHaveLength(0)
  }, 30_000)

  it('tests the connection: answered, or the reason it was not', async () => {
    server = await startScriptedLlm(() => answer('OK'))
    const settingsFor = (baseUrl: string): LocalAiSettings => ({
      enabled: false,
      baseUrl,
      model: 'qwen2.5',
    })
    await expect(call('ai:test-local', settingsFor(server.url))).resolves.toEqual({
      ok: true,
      model: 'qwen2.5',
    })
    expect(server.requests[0]?.model).toBe('qwen2.5')
    const url = server.url
    await server.close()
    server = null
    const down = (await call('ai:test-local', settingsFor(url))) as { ok: boolean; message: string }
    expect(down.ok).toBe(false)
    expect(down.message).toMatch(/reach|connect/i)
  }, 30_000)

  it.each([
    ['http://192.168.1.20:11434/v1', /must run on this computer/],
    ['https://api.openai.com/v1', /must run on this computer/],
    ['http://localhost.evil.example/v1', /must run on this computer/],
    ['http://user:pass@127.0.0.1:11434/v1', /must run on this computer/],
    ['ftp://127.0.0.1/v1', /http:\/\/ or https:\/\//],
    ['not a url', /not a valid URL/],
  ])('refuses %s with a clear message and keeps the previous setting', async (baseUrl, message) => {
    for (const channel of ['ai:set-local-settings', 'ai:test-local'])
      await expect(call(channel, { enabled: true, baseUrl, model: 'llama3.1' })).rejects.toThrow(
        message,
      )
    expect(settings.read().localAi).toEqual(DEFAULT_LOCAL_AI)
  })

  it('accepts localhost, 127.0.0.1 and ::1 over http(s), and needs a model name', async () => {
    for (const baseUrl of [
      'http://localhost:1234/v1',
      'https://127.0.0.1:8443/v1',
      'http://[::1]:11434/v1',
    ])
      await expect(
        call('ai:set-local-settings', { enabled: true, baseUrl, model: 'm' }),
      ).resolves.toMatchObject({ baseUrl })
    await expect(
      call('ai:set-local-settings', { enabled: true, baseUrl: 'http://localhost/v1', model: ' ' }),
    ).rejects.toThrow(/model name/)
  })

  it('reads a hand-edited non-local address in the settings file back as the default', () => {
    const path = join(dir, SETTINGS_FILE_NAME)
    settings.update({ localAi: { enabled: false, baseUrl: 'http://localhost/v1', model: 'm' } })
    const text = readFileSync(path, 'utf8').replace('http://localhost/v1', 'http://10.0.0.5/v1')
    rmSync(path)
    writeFileSync(path, text)
    expect(createSettingsStore(path).read().localAi).toEqual(DEFAULT_LOCAL_AI)
  })
})
