import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createHandle } from './ipc'
import {
  fakeIpcMain,
  FakeWebContents,
  invokeFromPage,
  resetFakeElectron,
} from './test/fake-electron'

vi.mock('electron', () => import('./test/fake-electron'))

const app = { senderUrl: 'app://vitae/index.html' }
const isAppUrl = (url: string): boolean => url.startsWith('app://vitae/')

describe('createHandle', () => {
  beforeEach(resetFakeElectron)

  it('passes validated arguments and the sender to the handler', async () => {
    const handler = vi.fn(async (url: string) => {
      void url
    })
    createHandle(isAppUrl)('link:open', z.tuple([z.string()]), handler)
    const sender = new FakeWebContents()
    await invokeFromPage('link:open', { ...app, sender }, 'https://example.com')
    expect(handler).toHaveBeenCalledWith('https://example.com', { sender })
  })

  it("resolves with the handler's result", async () => {
    createHandle(isAppUrl)('app:api-base-url', z.tuple([]), async () => 'https://api.example')
    await expect(invokeFromPage('app:api-base-url', app)).resolves.toBe('https://api.example')
  })

  it('rejects arguments of the wrong type with the channel, position and field', async () => {
    const handler = vi.fn(async () => true)
    createHandle(isAppUrl)(
      'pdf:export',
      z.tuple([z.object({ resume: z.record(z.string(), z.unknown()), adjust: z.boolean() })]),
      handler,
    )
    await expect(invokeFromPage('pdf:export', app, { resume: {}, adjust: 'yes' })).rejects.toThrow(
      /^Invalid arguments for "pdf:export": argument 1 › adjust: .*expected boolean/,
    )
    await expect(invokeFromPage('pdf:export', app, 'resume.pdf')).rejects.toThrow(
      /argument 1: .*expected object/,
    )
    expect(handler).not.toHaveBeenCalled()
  })

  it('rejects missing and surplus arguments', async () => {
    const handler = vi.fn(async () => undefined)
    createHandle(isAppUrl)('link:open', z.tuple([z.string()]), handler)
    await expect(invokeFromPage('link:open', app)).rejects.toThrow(
      'Invalid arguments for "link:open": expected at least 1 argument(s), got 0',
    )
    await expect(invokeFromPage('link:open', app, 'https://a.example', 'extra')).rejects.toThrow(
      'Invalid arguments for "link:open": expected at most 1 argument(s), got 2',
    )
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses calls from a frame that is not the app', async () => {
    const handler = vi.fn(async () => 'secret')
    createHandle(isAppUrl)('session:get-token', z.tuple([]), handler)
    await expect(
      invokeFromPage('session:get-token', { senderUrl: 'https://evil.example/' }),
    ).rejects.toThrow(
      'Refused "session:get-token": the request came from "https://evil.example/", not from the app.',
    )
    await expect(invokeFromPage('session:get-token', { senderUrl: null })).rejects.toThrow(
      /came from a closed frame/,
    )
    expect(handler).not.toHaveBeenCalled()
  })

  it('registers each channel with ipcMain once', () => {
    const handle = createHandle(isAppUrl)
    handle('app:api-base-url', z.tuple([]), async () => 'x')
    expect(fakeIpcMain.handle).toHaveBeenCalledWith('app:api-base-url', expect.any(Function))
    expect(() => handle('app:api-base-url', z.tuple([]), async () => 'y')).toThrow()
  })
})
