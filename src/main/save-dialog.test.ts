import type { WebContents } from 'electron'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { askSavePath } from './save-dialog'
import { BrowserWindow, dialog, FakeWebContents, resetFakeElectron } from './test/fake-electron'

vi.mock('electron', () => import('./test/fake-electron'))

const request = { defaultName: 'cv.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] }

describe('askSavePath', () => {
  beforeEach(resetFakeElectron)

  it("opens the dialog modal to the asking page's window, starting in Documents", async () => {
    const window = new BrowserWindow({})
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/tmp/cv.pdf' })
    await expect(askSavePath(window.webContents as unknown as WebContents, request)).resolves.toBe(
      '/tmp/cv.pdf',
    )
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(window, {
      defaultPath: '/home/ada/Documents/cv.pdf',
      filters: request.filters,
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    })
  })

  it('still asks when the page has no window', async () => {
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/tmp/cv.pdf' })
    const orphan = new FakeWebContents() as unknown as WebContents
    await expect(askSavePath(orphan, request)).resolves.toBe('/tmp/cv.pdf')
    expect(dialog.showSaveDialog.mock.calls[0]).toHaveLength(1)
  })

  it('answers null when the user cancels', async () => {
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' })
    const orphan = new FakeWebContents() as unknown as WebContents
    await expect(askSavePath(orphan, request)).resolves.toBeNull()
  })
})
