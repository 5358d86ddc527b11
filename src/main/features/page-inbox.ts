// What main has for the page while the page may not be listening yet: the app was started by a
// double-clicked resume or a vitae:// link, or the page is reloading. Such events wait here until
// the page says it is ready, then arrive in order through the same events as always.
import { z } from 'zod'
import type { IpcEvent, IpcEvents } from '@shared/ipc'
import type { Broadcast, Handle } from '../ipc'

export interface PageInbox {
  send: Broadcast
  /** The page has subscribed to its events; what waited is sent now. */
  ready(): void
  /** The page is loading anew and listens again only once it says it is ready. */
  left(): void
}

export function createPageInbox(broadcast: Broadcast): PageInbox {
  let listening = false
  let waiting: { event: IpcEvent; payload: IpcEvents[IpcEvent] }[] = []
  return {
    send(event, payload) {
      if (listening) broadcast(event, payload)
      else waiting.push({ event, payload })
    },
    ready() {
      listening = true
      const due = waiting
      waiting = []
      for (const { event, payload } of due) broadcast(event, payload as never)
    },
    left() {
      listening = false
    },
  }
}

export function registerPageInboxHandlers(handle: Handle, inbox: PageInbox): void {
  handle('app:page-ready', z.tuple([]), async () => inbox.ready())
}
