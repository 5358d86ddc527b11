import { z } from 'zod'
import type { Handle } from '../ipc'
import { saveWithDialog, type SaveFileDeps } from './save-file'

/** Large enough for any export with photos; a bound so one call cannot exhaust memory or disk. */
export const MAX_SAVE_BYTES = 100 * 1024 * 1024

export const fileSaveArgs = z.tuple([
  z.object({
    suggestedName: z.string().trim().min(1, 'must not be empty').max(255),
    mimeType: z
      .string()
      .regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a MIME type such as "application/pdf"'),
    data: z
      .instanceof(Uint8Array, { message: 'must be a Uint8Array' })
      .refine((data) => data.byteLength <= MAX_SAVE_BYTES, {
        message: `must be at most ${MAX_SAVE_BYTES / 1024 / 1024} MiB`,
      }),
  }),
])

export function registerFileHandlers(handle: Handle, deps: SaveFileDeps): void {
  handle('file:save', fileSaveArgs, (file, { sender }) => saveWithDialog(deps, sender, file))
}
