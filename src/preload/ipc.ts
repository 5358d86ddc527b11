import { ipcRenderer } from 'electron'
import type { IpcArgs, IpcChannel, IpcEvent, IpcEvents, IpcResult } from '@shared/ipc'

/** Calls one channel of the IPC contract; main validates the arguments and may reject. */
export function invoke<C extends IpcChannel>(
  channel: C,
  ...args: IpcArgs<C>
): Promise<IpcResult<C>> {
  // ipcRenderer.invoke is typed Promise<any>; the contract fixes what main resolves with.
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>
}

/** Listens to one event main sends; returns the function that stops listening. */
export function subscribe<E extends IpcEvent>(
  event: E,
  listener: (payload: IpcEvents[E]) => void,
): () => void {
  const wrapped = (_event: unknown, payload: IpcEvents[E]) => listener(payload)
  ipcRenderer.on(event, wrapped)
  return () => {
    ipcRenderer.removeListener(event, wrapped)
  }
}
