import type { LibraryEntry } from '@shared/api'
import { createResume, type ResumeLanguageCode } from '@shared/resume'
import { describe, expect, it } from 'vitest'
import { groupLanguageVersions } from './versions'

function entry(id: string, language: ResumeLanguageCode, sourceId?: string): LibraryEntry {
  return {
    id,
    uid: 'u',
    cvData: createResume({ resumeName: id, resumeLanguage: language }),
    revision: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    translation: sourceId ? { sourceId, from: 'en', to: language, mode: 'full' } : null,
  }
}

describe('grouping a resume with its language versions', () => {
  it('puts each copy right after its original, whose card lists their languages', () => {
    const grouped = groupLanguageVersions([
      entry('de-copy', 'de', 'main'),
      entry('other', 'en'),
      entry('main', 'en'),
      entry('ar-copy', 'ar', 'main'),
    ])
    expect(grouped.map((group) => group.entry.id)).toEqual(['other', 'main', 'de-copy', 'ar-copy'])
    expect(grouped[1]!.versions).toEqual([
      { id: 'de-copy', code: 'de' },
      { id: 'ar-copy', code: 'ar' },
    ])
    expect(grouped[2]!.source?.id).toBe('main')
    expect(grouped[0]!.versions).toEqual([])
  })

  it('leaves a copy whose original was deleted where the list has it, on its own', () => {
    const grouped = groupLanguageVersions([entry('a', 'en'), entry('orphan', 'fr', 'deleted')])
    expect(grouped.map((group) => [group.entry.id, group.source])).toEqual([
      ['a', null],
      ['orphan', null],
    ])
  })
})
