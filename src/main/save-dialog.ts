import { join } from 'node:path'
import { app, BrowserWindow, dialog, type SaveDialogOptions } from 'electron'
import type { SaveFileDeps } from './features/save-file'

/** The native save dialog, modal to the window that asked, starting in the user's Documents. */
export const askSavePath: SaveFileDeps['askSavePath'] = async (
  sender,
  { defaultName, filters },
) => {
  const options: SaveDialogOptions = {
    defaultPath: join(app.getPath('documents'), defaultName),
    filters,
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  }
  const window = BrowserWindow.fromWebContents(sender)
  const result = window
    ? await dialog.showSaveDialog(window, options)
    : await dialog.showSaveDialog(options)
  return result.canceled || !result.filePath ? null : result.filePath
}
