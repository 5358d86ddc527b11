// The link a translated copy keeps to its source (library_entries.translation, migration 007).
//
// The source's revision is its updated_at at the time of translation plus a hash of its content.
// Library revisions (branch i11-revisions, migration 004) were not on main when this was
// written; the comparison itself does not need them, because the link keeps the source as it
// was translated (sourceBase) and the copy as translation produced it (copyBase): the fields
// that changed since are diffFields(sourceBase, sourceNow), and the fields the user edited in
// the copy are diffFields(copyBase, copyNow). When revisions land, sourceRevision can name one.
import { normalizeResume, type Resume, type ResumeLanguageCode } from '@shared/resume'
import { isResumeLanguageCode } from '@shared/resume/languages'

export interface TranslationLink {
  sourceId: string
  /** The source's updated_at (ISO) when the copy was made or last updated. */
  sourceRevision: string
  /** Hash of the source's content then (sha-256 of its JSON, hex). */
  sourceHash: string
  from: ResumeLanguageCode
  to: ResumeLanguageCode
  mode: 'full' | 'offline-only'
  sourceBase: Resume
  copyBase: Resume
}

export function parseTranslationLink(text: string | null): TranslationLink | null {
  if (text === null || text === '') return null
  try {
    const raw = JSON.parse(text) as Partial<TranslationLink>
    if (
      typeof raw.sourceId !== 'string' ||
      typeof raw.sourceRevision !== 'string' ||
      !isResumeLanguageCode(raw.from) ||
      !isResumeLanguageCode(raw.to) ||
      (raw.mode !== 'full' && raw.mode !== 'offline-only')
    ) {
      return null
    }
    return {
      sourceId: raw.sourceId,
      sourceRevision: raw.sourceRevision,
      sourceHash: typeof raw.sourceHash === 'string' ? raw.sourceHash : '',
      from: raw.from,
      to: raw.to,
      mode: raw.mode,
      sourceBase: normalizeResume(raw.sourceBase).resume,
      copyBase: normalizeResume(raw.copyBase).resume,
    }
  } catch {
    return null
  }
}
