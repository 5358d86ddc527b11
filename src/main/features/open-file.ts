// Resume files opened from outside the page: File › Open, a double-click on a .json file (the
// file association), a file dropped on the window, a second launch with a file. Main reads the
// file and turns it into a resume with the shared engines (a JSON Resume is converted, a Vitae
// resume repaired), so the page receives a resume, never a path it could misuse.
import { readFile, stat } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { z } from 'zod'
import { fromJsonResume, looksLikeJsonResume } from '@shared/jsonresume'
import type { OpenedResumeFile } from '@shared/platform'
import { normalizeResume } from '@shared/resume'
import type { Handle } from '../ipc'

/** Far above any real resume (photos included), low enough to refuse a wrong file quickly. */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024

export class ResumeFileError extends Error {
  override readonly name = 'ResumeFileError'
}

export async function readResumeFile(path: string): Promise<OpenedResumeFile> {
  const fileName = basename(path)
  if (extname(path).toLowerCase() !== '.json') {
    throw new ResumeFileError(`"${fileName}" is not a resume file: Vitae opens .json resumes.`)
  }
  let size: number
  try {
    size = (await stat(path)).size
  } catch {
    throw new ResumeFileError(
      `"${fileName}" could not be found. It may have been moved or deleted.`,
    )
  }
  if (size > MAX_RESUME_FILE_BYTES) {
    throw new ResumeFileError(
      `"${fileName}" is too large for a resume (${Math.round(size / 1024 / 1024)} MB; at most ${MAX_RESUME_FILE_BYTES / 1024 / 1024} MB).`,
    )
  }
  let data: unknown
  try {
    data = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new ResumeFileError(
      `"${fileName}" is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ResumeFileError(`"${fileName}" does not contain a resume.`)
  }
  const { resume, fixes } = looksLikeJsonResume(data) ? fromJsonResume(data) : normalizeResume(data)
  return { fileName, resume, fixes }
}

export interface FileOpenerDeps {
  readonly read: (path: string) => Promise<OpenedResumeFile>
  /** Delivers the opened resume to the page (through the page inbox, which may hold it). */
  readonly deliver: (file: OpenedResumeFile) => void
  /** Remembers a file that opened (recent resumes); forgets one that did not. */
  readonly remember: (path: string, opened: boolean) => void
  /** Tells the user why a file could not be opened. */
  readonly report: (error: Error) => void
}

export interface FileOpener {
  open(path: string): Promise<void>
}

export function createFileOpener(deps: FileOpenerDeps): FileOpener {
  return {
    async open(path) {
      let opened: OpenedResumeFile
      try {
        opened = await deps.read(path)
      } catch (error) {
        deps.remember(path, false)
        deps.report(error instanceof Error ? error : new Error(String(error)))
        return
      }
      deps.remember(path, true)
      deps.deliver(opened)
    },
  }
}

export const droppedFileArgs = z.tuple([z.string().min(1, 'must not be empty').max(4096)])

/** A dropped file is answered directly; a file that cannot be opened rejects with the reason. */
export function registerFileOpenHandlers(handle: Handle, deps: FileOpenerDeps): void {
  handle('file:open-dropped', droppedFileArgs, async (path) => {
    const opened = await deps.read(path)
    deps.remember(path, true)
    return opened
  })
}
