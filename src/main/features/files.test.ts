import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { MAX_SAVE_BYTES, registerFileHandlers } from './files'
import { sanitizeFileName, type SaveFileDeps } from './save-file'

vi.mock('electron', () => import('../test/fake-electron'))

function setup(chosenPath: string | null) {
  const written = new Map<string, Uint8Array>()
  const deps = {
    askSavePath: vi.fn<SaveFileDeps['askSavePath']>(async () => chosenPath),
    writeFile: vi.fn<SaveFileDeps['writeFile']>(async (path, data) => {
      written.set(path, data)
    }),
  }
  const feature = registerFeature((handle) => registerFileHandlers(handle, deps))
  return { ...feature, deps, written }
}

const bytes = new Uint8Array([123, 125])

describe('file:save', () => {
  beforeEach(resetFakeElectron)

  it('writes the exact bytes where the user chose and resolves true', async () => {
    const { call, written, deps, sender } = setup('/home/ada/Documents/cv.json')
    await expect(
      call('file:save', { suggestedName: 'cv.json', mimeType: 'application/json', data: bytes }),
    ).resolves.toBe(true)
    expect(written.get('/home/ada/Documents/cv.json')).toEqual(bytes)
    expect(deps.askSavePath).toHaveBeenCalledWith(sender, {
      defaultName: 'cv.json',
      filters: [{ name: 'JSON', extensions: ['json'] }],
    })
  })

  it('resolves false and writes nothing when the user cancels', async () => {
    const { call, deps } = setup(null)
    await expect(
      call('file:save', { suggestedName: 'cv.json', mimeType: 'application/json', data: bytes }),
    ).resolves.toBe(false)
    expect(deps.writeFile).not.toHaveBeenCalled()
  })

  it('suggests a safe name with the extension of the MIME type', async () => {
    const { call, deps } = setup(null)
    await call('file:save', {
      suggestedName: '../Ada: CV v1.2',
      mimeType: 'application/pdf',
      data: bytes,
    })
    expect(deps.askSavePath.mock.calls[0]?.[1]).toEqual({
      defaultName: 'Ada- CV v1.2.pdf',
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    })
  })

  it('reports a failed write with the path and the reason', async () => {
    const { call, deps } = setup('/read-only/cv.json')
    deps.writeFile.mockRejectedValueOnce(Object.assign(new Error('EACCES'), { code: 'EACCES' }))
    await expect(
      call('file:save', { suggestedName: 'cv.json', mimeType: 'application/json', data: bytes }),
    ).rejects.toThrow('Could not save "/read-only/cv.json": permission denied')
  })

  it('rejects malformed files before any dialog opens', async () => {
    const { call, deps } = setup('/x')
    await expect(
      call('file:save', { suggestedName: 'a.txt', mimeType: 'text/plain', data: [1, 2] }),
    ).rejects.toThrow(/argument 1 › data: must be a Uint8Array/)
    await expect(
      call('file:save', { suggestedName: '  ', mimeType: 'text/plain', data: bytes }),
    ).rejects.toThrow(/suggestedName: must not be empty/)
    await expect(
      call('file:save', { suggestedName: 'a', mimeType: 'pdf', data: bytes }),
    ).rejects.toThrow(/mimeType: must be a MIME type/)
    await expect(
      call('file:save', {
        suggestedName: 'big.bin',
        mimeType: 'application/octet-stream',
        data: new Uint8Array(MAX_SAVE_BYTES + 1),
      }),
    ).rejects.toThrow(/data: must be at most 100 MiB/)
    expect(deps.askSavePath).not.toHaveBeenCalled()
  })
})

describe('sanitizeFileName', () => {
  it('replaces characters file systems refuse and keeps readable text', () => {
    expect(sanitizeFileName('Lebenslauf – Jürgen Müller')).toBe('Lebenslauf – Jürgen Müller')
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j')
    expect(sanitizeFileName('tab\there\nnewline')).toBe('tab-here-newline')
  })

  it('never yields a hidden, empty or path-like name', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc-passwd')
    expect(sanitizeFileName('...')).toBe('Untitled')
    expect(sanitizeFileName('   ')).toBe('Untitled')
    expect(sanitizeFileName('x'.repeat(300))).toHaveLength(200)
  })
})
