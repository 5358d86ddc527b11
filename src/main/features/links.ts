import { z } from 'zod'
import { isExternalLinkAllowed } from '@shared/ipc'
import type { Handle } from '../ipc'

export const linkOpenArgs = z.tuple([z.string().max(8192, 'must be at most 8192 characters')])

/** Opens http(s) and mailto links in the user's browser or mail client; refuses the rest. */
export function registerLinkHandlers(
  handle: Handle,
  openExternal: (url: string) => Promise<void>,
): void {
  handle('link:open', linkOpenArgs, async (url) => {
    if (!isExternalLinkAllowed(url)) {
      throw new Error(
        `Refused to open "${url}": only http, https and mailto links open outside the app.`,
      )
    }
    await openExternal(url)
  })
}
