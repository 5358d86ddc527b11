import { createHandle, type Handle } from '../ipc'
import { FakeWebContents, invokeFromPage } from './fake-electron'

export const APP_PAGE = 'app://vitae/index.html'

/**
 * Registers a feature's handlers on the fake ipcMain and returns a caller that goes through the
 * real createHandle (sender check and validation), as a call from the app's page would.
 * Needs vi.mock('electron', () => import('./fake-electron')) in the test file.
 */
export function registerFeature(register: (handle: Handle) => void): {
  call: (channel: string, ...args: unknown[]) => Promise<unknown>
  sender: FakeWebContents
} {
  register(createHandle((url) => url.startsWith('app://vitae/')))
  const sender = new FakeWebContents()
  return {
    call: (channel, ...args) => invokeFromPage(channel, { senderUrl: APP_PAGE, sender }, ...args),
    sender,
  }
}
