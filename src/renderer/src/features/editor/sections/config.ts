// One description per list section of what its form holds (spec 000 §3 "Item fields"), so a
// single list/form machinery (SectionEditor) serves all twelve sections. Labels come from
// i18n as cvEditor.sections.<section>.fields.<field>.
import { LANGUAGE_LEVELS, SKILL_LEVELS, type ListSection, type SectionItem } from '@shared/resume'

type FieldName<S extends ListSection> = Extract<keyof SectionItem<S>, string>

export type FieldSpec<K extends string = string> =
  | {
      kind: 'text'
      name: K
      type?: 'email' | 'tel' | 'text'
      autoComplete?: string
      wide?: boolean
    }
  /** MM/YYYY; an end date may have an "ongoing" checkbox that writes the Present word. */
  | { kind: 'monthYear'; name: K; ongoingFlag?: K }
  | { kind: 'rich'; name: K }
  | { kind: 'level'; name: K; levels: readonly string[]; optional: boolean }

/** A section's config; K is checked against the section's item fields where it is declared. */
export interface SectionConfig<S extends ListSection = ListSection, K extends string = string> {
  section: S
  fields: readonly FieldSpec<K>[]
  /** The field shown as the item's name in the list (its description when there is none). */
  headingField: K
  /** A second field shown after the heading (company, school, institute, level…). */
  detailField?: K
  /** Dates shown in the list, when the section has them. */
  dated: boolean
  /** Fields that must hold text (and a level for languages) before Save is enabled. */
  required: readonly K[]
}

type TypedConfig<S extends ListSection> = SectionConfig<S, FieldName<S>>

const datedFields = <K extends string>(ongoingFlag?: K) =>
  [
    { kind: 'monthYear', name: 'startDate' as K },
    { kind: 'monthYear', name: 'endDate' as K, ...(ongoingFlag ? { ongoingFlag } : {}) },
  ] as const

const richOnly = <S extends 'honors' | 'hobbies' | 'publications' | 'voluntaries' | 'exhibitions'>(
  section: S,
): TypedConfig<S> => ({
  section,
  // The five share one item shape (RichItem), so 'description' is a field of each.
  fields: [{ kind: 'rich', name: 'description' as FieldName<S> }],
  headingField: 'description' as FieldName<S>,
  dated: false,
  required: [],
})

export const SECTION_CONFIGS: { readonly [S in ListSection]: TypedConfig<S> } = {
  educations: {
    section: 'educations',
    fields: [
      { kind: 'text', name: 'degree', wide: true },
      { kind: 'text', name: 'school', autoComplete: 'organization' },
      { kind: 'text', name: 'location' },
      ...datedFields<FieldName<'educations'>>('isCurrentEducation'),
      { kind: 'rich', name: 'description' },
    ],
    headingField: 'degree',
    detailField: 'school',
    dated: true,
    required: [],
  },
  experiences: {
    section: 'experiences',
    fields: [
      { kind: 'text', name: 'title', autoComplete: 'organization-title', wide: true },
      { kind: 'text', name: 'company', autoComplete: 'organization' },
      { kind: 'text', name: 'location' },
      ...datedFields<FieldName<'experiences'>>('isCurrentWork'),
      { kind: 'rich', name: 'description' },
    ],
    headingField: 'title',
    detailField: 'company',
    dated: true,
    required: [],
  },
  projects: {
    section: 'projects',
    fields: [
      { kind: 'text', name: 'title', wide: true },
      ...datedFields<FieldName<'projects'>>('isCurrentProject'),
      { kind: 'rich', name: 'description' },
    ],
    headingField: 'title',
    dated: true,
    required: [],
  },
  skills: {
    section: 'skills',
    fields: [
      { kind: 'text', name: 'name', wide: true },
      { kind: 'level', name: 'level', levels: SKILL_LEVELS, optional: true },
    ],
    headingField: 'name',
    detailField: 'level',
    dated: false,
    required: ['name'],
  },
  certifications: {
    section: 'certifications',
    fields: [
      { kind: 'text', name: 'course', wide: true },
      { kind: 'text', name: 'institute', autoComplete: 'organization', wide: true },
      ...datedFields<FieldName<'certifications'>>(),
    ],
    headingField: 'course',
    detailField: 'institute',
    dated: true,
    required: [],
  },
  languages: {
    section: 'languages',
    fields: [
      { kind: 'text', name: 'name', wide: true },
      { kind: 'level', name: 'level', levels: LANGUAGE_LEVELS, optional: false },
    ],
    headingField: 'name',
    detailField: 'level',
    dated: false,
    required: ['name', 'level'],
  },
  references: {
    section: 'references',
    fields: [
      { kind: 'text', name: 'name', autoComplete: 'off' },
      { kind: 'text', name: 'company', autoComplete: 'off' },
      { kind: 'text', name: 'phone', type: 'tel', autoComplete: 'off' },
      { kind: 'text', name: 'email', type: 'email', autoComplete: 'off' },
    ],
    headingField: 'name',
    detailField: 'company',
    dated: false,
    required: [],
  },
  honors: richOnly('honors'),
  hobbies: richOnly('hobbies'),
  publications: richOnly('publications'),
  voluntaries: richOnly('voluntaries'),
  exhibitions: richOnly('exhibitions'),
}

export function sectionConfig(section: ListSection): SectionConfig {
  return SECTION_CONFIGS[section]
}
