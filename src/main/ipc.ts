import { ipcMain, type WebContents } from 'electron'
import type { z } from 'zod'
import type { IpcArgs, IpcChannel, IpcEvent, IpcEvents, IpcResult } from '@shared/ipc'

/** What a handler may know about the call besides its arguments. */
export interface IpcContext {
  /** The page that asked; used to print it or to parent a dialog to its window. */
  readonly sender: WebContents
}

export type IpcHandler<C extends IpcChannel> = (
  ...args: [...IpcArgs<C>, IpcContext]
) => Promise<IpcResult<C>>

/** Registers the main-process side of one channel of the IPC contract. */
export type Handle = <C extends IpcChannel>(
  channel: C,
  schema: z.ZodType<IpcArgs<C>>,
  handler: IpcHandler<C>,
) => void

/**
 * The one place main listens to the renderer. Every argument arrives as unknown and is parsed
 * with the channel's schema before the handler sees it; calls from any frame that is not the
 * app's own page (an injected iframe, a page navigated elsewhere) are refused.
 */
export function createHandle(isAppUrl: (url: string) => boolean): Handle {
  return (channel, schema, handler) => {
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      const senderUrl = event.senderFrame?.url
      if (!senderUrl || !isAppUrl(senderUrl)) {
        throw new Error(
          `Refused "${channel}": the request came from ${senderUrl ? `"${senderUrl}"` : 'a closed frame'}, not from the app.`,
        )
      }
      const parsed = schema.safeParse(args)
      if (!parsed.success) {
        throw new Error(
          `Invalid arguments for "${channel}": ${describeIssues(parsed.error, args.length)}`,
        )
      }
      return handler(...parsed.data, { sender: event.sender })
    })
  }
}

/**
 * One line a developer can act on, e.g.
 * "argument 1 › suggestedName: Invalid input: expected string, received number".
 */
export function describeIssues(error: z.ZodError, argumentCount: number): string {
  return error.issues
    .map((issue) => {
      if (issue.path.length === 0) return describeArity(issue, argumentCount)
      const [index, ...rest] = issue.path
      const where = typeof index === 'number' ? `argument ${index + 1}` : String(index)
      return `${[where, ...rest.map(String)].join(' › ')}: ${issue.message}`
    })
    .join('; ')
}

function describeArity(issue: z.core.$ZodIssue, argumentCount: number): string {
  if (issue.code === 'too_small' && issue.origin === 'array') {
    return `expected at least ${String(issue.minimum)} argument(s), got ${argumentCount}`
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return `expected at most ${String(issue.maximum)} argument(s), got ${argumentCount}`
  }
  return issue.message
}

/** Tells every page of the app about something main did (an update, a menu command, a file). */
export type Broadcast = <E extends IpcEvent>(event: E, payload: IpcEvents[E]) => void

export function createBroadcast(pages: () => readonly WebContents[]): Broadcast {
  return (event, payload) => {
    for (const page of pages()) {
      if (!page.isDestroyed()) page.send(event, payload)
    }
  }
}
