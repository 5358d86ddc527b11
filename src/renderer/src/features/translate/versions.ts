// The library's grouping of a resume with its language versions (issue 15 point 5): each
// translated copy follows its original (in the list's order), and the original knows the
// languages of its copies for the flags on its card. A copy whose original was deleted stands
// alone where the list puts it.
import type { LibraryEntry } from '@shared/api'
import type { ResumeLanguageCode } from '@shared/resume'

export interface GroupedEntry {
  entry: LibraryEntry
  /** The translated copies of this entry. */
  versions: { id: string; code: ResumeLanguageCode }[]
  /** The original, for a translated copy whose original is in the list. */
  source: LibraryEntry | null
}

export function groupLanguageVersions(entries: readonly LibraryEntry[]): GroupedEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const copiesOf = new Map<string, LibraryEntry[]>()
  for (const entry of entries) {
    const sourceId = entry.translation?.sourceId
    if (!sourceId || !byId.has(sourceId) || sourceId === entry.id) continue
    copiesOf.set(sourceId, [...(copiesOf.get(sourceId) ?? []), entry])
  }
  const placed = new Set<string>()
  const result: GroupedEntry[] = []
  const place = (entry: LibraryEntry, source: LibraryEntry | null) => {
    if (placed.has(entry.id)) return
    placed.add(entry.id)
    const copies = copiesOf.get(entry.id) ?? []
    result.push({
      entry,
      source,
      versions: copies.map((copy) => ({ id: copy.id, code: copy.cvData.resumeLanguage })),
    })
    for (const copy of copies) place(copy, entry)
  }
  for (const entry of entries) {
    const sourceId = entry.translation?.sourceId
    // A copy is placed with its original.
    if (sourceId && byId.has(sourceId) && sourceId !== entry.id) continue
    place(entry, null)
  }
  // Anything left (a cycle of copies, which the server never makes) keeps its place at the end.
  for (const entry of entries) place(entry, null)
  return result
}
