// Interface texts of the section editors. Keys common to every section are checked at compile
// time; field labels and the "ongoing" checkbox are looked up by the names in the section
// configs, which the compiler cannot follow, so texts.test.ts checks that each exists.
import type { ListSection } from '@shared/resume'
import type { TFunction } from 'i18next'

export type SectionTextKey =
  'title' | 'hint' | 'add' | 'addTitle' | 'editTitle' | 'empty' | 'untitled' | 'saveHint'

export function sectionText(t: TFunction, section: ListSection, key: SectionTextKey): string {
  return t(`cvEditor.sections.${section}.${key}` as const)
}

/** The key of a field label (or of "ongoing") as built from a section config. */
export function fieldTextKey(section: ListSection, field: string): string {
  return field === 'ongoing'
    ? `cvEditor.sections.${section}.ongoing`
    : `cvEditor.sections.${section}.fields.${field}`
}

export function fieldText(t: TFunction, section: ListSection, field: string): string {
  // The key is built at run time from the config (see texts.test.ts), so it cannot be typed.
  return (t as unknown as (key: string) => string)(fieldTextKey(section, field))
}

/** A level's name in the interface language; an unknown stored level is shown as stored. */
export function levelText(t: TFunction, level: string): string {
  return (t as unknown as (key: string, options: { defaultValue: string }) => string)(
    `cvEditor.levels.${level}`,
    { defaultValue: level },
  )
}
