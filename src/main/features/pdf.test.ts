import { PRINT_API_GLOBAL, type PrintLayout } from '@shared/export'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BrowserWindow, resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { printResume, registerPdfHandlers, type PdfDeps } from './pdf'
import { openPrintWindow, printPageUrl, type PrintWindow } from './print-window'

vi.mock('electron', () => import('../test/fake-electron'))

/** A minimal PDF with a classic trailer, as Chromium's Skia writes it. */
const printed = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<</Type /Catalog>>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<</Size 2\n/Root 1 0 R>>\nstartxref\n43\n%%EOF',
)

const layout: PrintLayout = {
  pages: 1,
  pageWidthPx: 793.7,
  pageHeightPx: 1122.5,
  title: 'Ada Lovelace – Senior Backend Engineer',
}

function fakeWindow() {
  return {
    webContents: {
      executeJavaScript: vi.fn(async (_code: string): Promise<unknown> => layout),
      printToPDF: vi.fn(async (_options: object): Promise<Uint8Array> => printed),
    },
    destroy: vi.fn((): void => undefined),
  } satisfies PrintWindow
}

function setup(chosenPath: string | null) {
  const window = fakeWindow()
  const deps = {
    askSavePath: vi.fn<PdfDeps['askSavePath']>(async () => chosenPath),
    writeFile: vi.fn<PdfDeps['writeFile']>(async () => undefined),
    openPrintWindow: vi.fn(async () => window),
  }
  return { ...registerFeature((handle) => registerPdfHandlers(handle, deps)), deps, window }
}

describe('pdf:export', () => {
  beforeEach(resetFakeElectron)

  it('prints the resume on the print page in a hidden window and saves it under its name', async () => {
    const { call, sender, deps, window } = setup('/home/ada/Documents/cv.pdf')
    const resume = completeResume()
    await expect(call('pdf:export', { resume, adjust: false })).resolves.toBe(true)

    const [code] = window.webContents.executeJavaScript.mock.calls[0] as [string]
    expect(code.startsWith(`window.${PRINT_API_GLOBAL}.render(`)).toBe(true)
    const request = JSON.parse(code.slice(code.indexOf('(') + 1, -1)) as { adjust: boolean }
    expect(request).toEqual({ resume, adjust: false })
    expect(window.webContents.printToPDF).toHaveBeenCalledWith({
      printBackground: true,
      preferCSSPageSize: true,
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      generateTaggedPDF: true,
      generateDocumentOutline: true,
    })
    expect(window.destroy).toHaveBeenCalled()
    expect(deps.askSavePath).toHaveBeenCalledWith(sender, {
      defaultName: 'Ada_Lovelace_Senior_Backend_Engineer.pdf',
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    })
    const [path, data] = deps.writeFile.mock.calls[0]!
    expect(path).toBe('/home/ada/Documents/cv.pdf')
    // The printed bytes, with the Author Chromium never writes added at the end.
    expect(data.subarray(0, printed.length)).toEqual(printed)
    expect(new TextDecoder('latin1').decode(data)).toContain('/Author <FEFF')
  })

  it('resolves false and writes nothing when the user cancels', async () => {
    const { call, deps } = setup(null)
    await expect(call('pdf:export', { resume: completeResume() })).resolves.toBe(false)
    expect(deps.writeFile).not.toHaveBeenCalled()
  })

  it('reports a failed print clearly, closes the window and offers no dialog', async () => {
    const { call, deps, window } = setup('/x.pdf')
    window.webContents.printToPDF.mockRejectedValueOnce(new Error('Printing failed'))
    await expect(call('pdf:export', { resume: completeResume() })).rejects.toThrow(
      'Could not print the resume to PDF: Printing failed',
    )
    expect(window.destroy).toHaveBeenCalled()
    expect(deps.askSavePath).not.toHaveBeenCalled()
  })

  it('repairs a damaged resume instead of refusing it, and refuses a missing one', async () => {
    const { call, deps, window } = setup('/x.pdf')
    await expect(call('pdf:export', { resume: { contact: 'nonsense' } })).resolves.toBe(true)
    expect(deps.askSavePath.mock.calls[0]?.[1].defaultName).toBe('name.pdf')
    await expect(call('pdf:export', {})).rejects.toThrow(/argument 1 › resume/)
    expect(window.webContents.printToPDF).toHaveBeenCalledTimes(1)
  })
})

describe('printResume', () => {
  it('gives up a print that hangs and closes its window', async () => {
    const window = fakeWindow()
    window.webContents.executeJavaScript.mockReturnValueOnce(new Promise(() => undefined))
    await expect(
      printResume(async () => window, { resume: completeResume(), adjust: false }, 20),
    ).rejects.toThrow('did not finish printing within 0.02 s')
    expect(window.destroy).toHaveBeenCalled()
  })
})

describe('the print window', () => {
  beforeEach(resetFakeElectron)

  it('is hidden, sandboxed and loads the print page next to the app', async () => {
    await openPrintWindow('app://vitae/index.html')
    const [window] = BrowserWindow.instances
    expect(window?.options).toMatchObject({
      show: false,
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false },
    })
    expect(window?.loadURL).toHaveBeenCalledWith('app://vitae/print.html')
    expect(printPageUrl('http://localhost:5173/')).toBe('http://localhost:5173/print.html')
  })

  it('is destroyed when the print page cannot load', async () => {
    BrowserWindow.loadOutcome.mockRejectedValueOnce(new Error('ERR_FILE_NOT_FOUND'))
    await expect(openPrintWindow('app://vitae/index.html')).rejects.toThrow('ERR_FILE_NOT_FOUND')
    expect(BrowserWindow.instances[0]?.destroy).toHaveBeenCalled()
  })
})
