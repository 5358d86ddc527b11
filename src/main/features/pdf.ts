import { z } from 'zod'
import type { Handle } from '../ipc'
import { saveWithDialog, type SaveFileDeps } from './save-file'

export const pdfExportArgs = z.tuple([
  z.object({ suggestedName: z.string().trim().min(1, 'must not be empty').max(255) }),
])

/**
 * Prints the asking page as it is on screen, then offers the PDF as a file. (The cloud's
 * export route replaces this for templated output in a later issue.)
 */
export function registerPdfHandlers(handle: Handle, deps: SaveFileDeps): void {
  handle('pdf:export', pdfExportArgs, async ({ suggestedName }, { sender }) => {
    let data: Uint8Array
    try {
      data = await sender.printToPDF({ pageSize: 'A4', printBackground: true })
    } catch (error) {
      throw new Error(
        `Could not print the page to PDF: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
    return saveWithDialog(deps, sender, { suggestedName, mimeType: 'application/pdf', data })
  })
}
