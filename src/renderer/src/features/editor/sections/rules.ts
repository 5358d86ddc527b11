// The form rules of the section editors (spec 000 §2 "Section editors", §4, §5) as pure
// functions, so each rule has a test of its own and the components stay thin.
import {
  SECTION_FIELDS,
  hasRealText,
  parseMonthYear,
  presentWord,
  previewText,
  type ListSection,
  type ResumeLanguageCode,
} from '@shared/resume'
import type { SectionConfig } from './config'

/** List previews show description text cut to this many plain characters (spec 000 §9). */
export const LIST_PREVIEW_LENGTH = 38

type ItemRecord = Readonly<Record<string, unknown>>

function text(item: ItemRecord, field: string | undefined): string {
  if (!field) return ''
  const value = item[field]
  return typeof value === 'string' ? value.trim() : ''
}

export interface ItemSummary {
  /** The item's name in the list; '' when nothing is filled in yet. */
  heading: string
  /** Company, school, institute or the stored level key ('' when empty). */
  detail: string
  /** "03/2020 – Present", one side alone, or ''. */
  dates: string
  /** The description as plain text, cut to LIST_PREVIEW_LENGTH characters ('' when none). */
  preview: string
}

/** What the list shows for an item. */
export function itemSummary(config: SectionConfig, item: ItemRecord): ItemSummary {
  const isRichHeading = SECTION_FIELDS[config.section][config.headingField] === 'rich'
  const heading = isRichHeading
    ? previewText(text(item, config.headingField), LIST_PREVIEW_LENGTH)
    : text(item, config.headingField)
  const description = isRichHeading ? '' : text(item, 'description')
  const dates = config.dated
    ? [text(item, 'startDate'), text(item, 'endDate')].filter(Boolean).join(' – ')
    : ''
  return {
    heading,
    detail: text(item, config.detailField),
    dates,
    preview: description ? previewText(description, LIST_PREVIEW_LENGTH) : '',
  }
}

/**
 * Save (or Add) is enabled once every required field holds text (spec 000 §5: a skill needs a
 * non-blank name; a language needs a non-blank name and a level) and, for sections without
 * required fields, once anything at all is filled in: an empty entry is Discarded, not saved.
 */
export function canSaveItem(config: SectionConfig, item: ItemRecord): boolean {
  if (isBlankItem(config.section, item)) return false
  return config.required.every((field) => text(item, field) !== '')
}

/** True while nothing has been filled in: such an item is dropped when its form is left. */
export function isBlankItem(section: ListSection, item: ItemRecord): boolean {
  return Object.entries(SECTION_FIELDS[section]).every(([field, kind]) => {
    const value = item[field]
    if (kind === 'flag') return value !== true
    if (kind === 'rich') return typeof value !== 'string' || !hasRealText(value)
    return typeof value !== 'string' || value.trim() === ''
  })
}

/**
 * Ticking "I currently work/study here" writes the Present word in the resume's language as the
 * end date (the end-date input is then disabled); unticking clears the end date (spec 000 §4).
 */
export function ongoingPatch(
  flag: string,
  ongoing: boolean,
  language: ResumeLanguageCode,
): Record<string, string | boolean> {
  return { [flag]: ongoing, endDate: ongoing ? presentWord(language) : '' }
}

/**
 * True when both dates are complete and the end comes before the start: the dates are still
 * stored (the user may be halfway through correcting them), but the end-date field says so.
 */
export function endsBeforeStart(item: ItemRecord): boolean {
  const start = parseMonthYear(text(item, 'startDate'))
  const end = parseMonthYear(text(item, 'endDate'))
  if (!start || !end) return false
  return end.year * 12 + end.month < start.year * 12 + start.month
}
