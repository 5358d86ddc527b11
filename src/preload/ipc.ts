import { ipcRenderer } from 'electron'
import type { IpcArgs, IpcChannel, IpcResult } from '@shared/ipc'

/** Calls one channel of the IPC contract; main validates the arguments and may reject. */
export function invoke<C extends IpcChannel>(
  channel: C,
  ...args: IpcArgs<C>
): Promise<IpcResult<C>> {
  // ipcRenderer.invoke is typed Promise<any>; the contract fixes what main resolves with.
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>
}
