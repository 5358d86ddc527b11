import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { registerPdfHandlers } from './pdf'
import type { SaveFileDeps } from './save-file'

vi.mock('electron', () => import('../test/fake-electron'))

function setup(chosenPath: string | null) {
  const deps = {
    askSavePath: vi.fn<SaveFileDeps['askSavePath']>(async () => chosenPath),
    writeFile: vi.fn<SaveFileDeps['writeFile']>(async () => undefined),
  }
  return { ...registerFeature((handle) => registerPdfHandlers(handle, deps)), deps }
}

const pdfBytes = new Uint8Array([37, 80, 68, 70])

describe('pdf:export', () => {
  beforeEach(resetFakeElectron)

  it('prints the asking page on A4 with backgrounds and saves that PDF', async () => {
    const { call, sender, deps } = setup('/home/ada/Documents/Ada Lovelace.pdf')
    sender.printToPDF.mockResolvedValueOnce(pdfBytes)
    await expect(call('pdf:export', { suggestedName: 'Ada Lovelace' })).resolves.toBe(true)
    expect(sender.printToPDF).toHaveBeenCalledWith({ pageSize: 'A4', printBackground: true })
    expect(deps.askSavePath).toHaveBeenCalledWith(sender, {
      defaultName: 'Ada Lovelace.pdf',
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    })
    expect(deps.writeFile).toHaveBeenCalledWith('/home/ada/Documents/Ada Lovelace.pdf', pdfBytes)
  })

  it('resolves false and writes nothing when the user cancels', async () => {
    const { call, deps } = setup(null)
    await expect(call('pdf:export', { suggestedName: 'cv.pdf' })).resolves.toBe(false)
    expect(deps.writeFile).not.toHaveBeenCalled()
  })

  it('reports a failed print clearly and offers no dialog', async () => {
    const { call, sender, deps } = setup('/x.pdf')
    sender.printToPDF.mockRejectedValueOnce(new Error('Printing failed'))
    await expect(call('pdf:export', { suggestedName: 'cv' })).rejects.toThrow(
      'Could not print the page to PDF: Printing failed',
    )
    expect(deps.askSavePath).not.toHaveBeenCalled()
  })

  it('rejects a request without a name', async () => {
    const { call, sender } = setup('/x.pdf')
    await expect(call('pdf:export', {})).rejects.toThrow(/argument 1 › suggestedName/)
    await expect(call('pdf:export')).rejects.toThrow(/expected at least 1 argument/)
    expect(sender.printToPDF).not.toHaveBeenCalled()
  })
})
