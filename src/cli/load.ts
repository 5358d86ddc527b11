// Loads a resume file in either format and repairs it, remembering which format it was.
import { fromJsonResume, looksLikeJsonResume } from '@shared/jsonresume'
import { normalizeResume, type Resume } from '@shared/resume'
import type { CliIo } from './command'
import { readJson } from './files'

export type ResumeFormat = 'vitae' | 'jsonresume'

export const FORMAT_NAMES: Record<ResumeFormat, string> = {
  vitae: 'Vitae resume',
  jsonresume: 'JSON Resume',
}

export interface LoadedResume {
  format: ResumeFormat
  resume: Resume
  fixes: string[]
}

export async function loadResume(file: string, io: CliIo): Promise<LoadedResume> {
  const data = await readJson(file, io)
  if (looksLikeJsonResume(data)) return { format: 'jsonresume', ...fromJsonResume(data) }
  return { format: 'vitae', ...normalizeResume(data) }
}

/** The fix report: one line per fix, under a heading naming the file and its format. */
export function reportFixes(file: string, loaded: LoadedResume, io: CliIo): void {
  const kind = FORMAT_NAMES[loaded.format]
  if (loaded.fixes.length === 0) {
    io.err(`${file}: ${kind}, valid; nothing to fix`)
    return
  }
  const count = loaded.fixes.length === 1 ? '1 fix' : `${loaded.fixes.length} fixes`
  const verb = loaded.format === 'vitae' ? 'repaired' : 'read'
  io.err(`${file}: ${kind}, ${verb} with ${count}:`)
  for (const fix of loaded.fixes) io.err(`  - ${fix}`)
}
