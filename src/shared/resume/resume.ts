// The whole resume (spec 000 §3 "cvData"): contact, twelve list sections and the look settings.
import { z } from 'zod'
import { MAX_LIST_ITEMS } from './limits'
import { RESUME_LANGUAGE_CODES } from './languages'
import { certificationFields, certificationSchema } from './sections/certification'
import { contactSchema } from './sections/contact'
import { educationFields, educationSchema } from './sections/education'
import { experienceFields, experienceSchema } from './sections/experience'
import { plainField, type FieldKind } from './sections/fields'
import { languageFields, languageSchema } from './sections/language'
import { projectFields, projectSchema } from './sections/project'
import { referenceFields, referenceSchema } from './sections/reference'
import { richItemFields, richItemSchema } from './sections/rich-item'
import { skillFields, skillSchema } from './sections/skill'

/** Stored template names; the picker's display names are in TEMPLATE_DISPLAY_NAMES. */
export const TEMPLATES = [
  'Business',
  'Liner',
  'Bebek',
  'Moda',
  'Default',
  'Classic',
  'Casual',
  'Fancy',
  'Professional',
] as const
export type TemplateName = (typeof TEMPLATES)[number]

/** Professional is marked "coming soon" in the picker and cannot be chosen (spec 000 §2, §4). */
export const SELECTABLE_TEMPLATES: readonly TemplateName[] = TEMPLATES.filter(
  (name) => name !== 'Professional',
)

/** Picker display name per stored name (spec 000 §2 "Template picker entries"). */
export const TEMPLATE_DISPLAY_NAMES: Readonly<Record<TemplateName, string>> = {
  Business: 'Modern',
  Liner: 'Focus',
  Bebek: 'Luxe',
  Moda: 'Neat',
  Default: 'Pure',
  Classic: 'Minimal',
  Casual: 'Sleek',
  Fancy: 'Bold',
  Professional: 'Professional',
}

export const DEFAULT_TEMPLATE: TemplateName = 'Business'

export const FONT_FAMILIES = [
  'Roboto',
  'Arial',
  'Helvetica',
  'Montserrat',
  'Times New Roman',
] as const
export type FontFamily = (typeof FONT_FAMILIES)[number]

/** The spec's default colour is CSS "grey", stored as its hex value. */
export const DEFAULT_RESUME_COLOR = '#808080'
/** #rgb or #rrggbb, as produced by the palette and the custom colour picker. */
export const RESUME_COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The stored font size is the displayed size minus this offset (spec 000 §3). */
export const FONT_SIZE_OFFSET = 6
/** The editor offers displayed sizes 14 to 20 (spec 000 §5), so stored sizes 8 to 14. */
export const MIN_DISPLAYED_FONT_SIZE = 14
export const MAX_DISPLAYED_FONT_SIZE = 20
export const MIN_STORED_FONT_SIZE = MIN_DISPLAYED_FONT_SIZE - FONT_SIZE_OFFSET
export const MAX_STORED_FONT_SIZE = MAX_DISPLAYED_FONT_SIZE - FONT_SIZE_OFFSET
export const DEFAULT_STORED_FONT_SIZE = 10

export function displayedFontSize(stored: number): number {
  return stored + FONT_SIZE_OFFSET
}

/** The stored size for a displayed size, clamped to the editor's range and rounded to a step. */
export function storedFontSize(displayed: number): number {
  return clampStoredFontSize(displayed - FONT_SIZE_OFFSET)
}

export function clampStoredFontSize(stored: number): number {
  if (!Number.isFinite(stored)) return DEFAULT_STORED_FONT_SIZE
  return Math.min(MAX_STORED_FONT_SIZE, Math.max(MIN_STORED_FONT_SIZE, Math.round(stored)))
}

/** The twelve list sections, in spec order. */
export const LIST_SECTIONS = [
  'educations',
  'experiences',
  'projects',
  'skills',
  'certifications',
  'honors',
  'languages',
  'publications',
  'references',
  'hobbies',
  'voluntaries',
  'exhibitions',
] as const
export type ListSection = (typeof LIST_SECTIONS)[number]

export function isListSection(value: unknown): value is ListSection {
  return typeof value === 'string' && (LIST_SECTIONS as readonly string[]).includes(value)
}

/** The item schema of each list section. */
export const SECTION_ITEM_SCHEMAS = {
  educations: educationSchema,
  experiences: experienceSchema,
  projects: projectSchema,
  skills: skillSchema,
  certifications: certificationSchema,
  honors: richItemSchema,
  languages: languageSchema,
  publications: richItemSchema,
  references: referenceSchema,
  hobbies: richItemSchema,
  voluntaries: richItemSchema,
  exhibitions: richItemSchema,
} as const satisfies Record<ListSection, z.ZodType>

/** The kind of every field (except id) of each section's items, in display order. */
export const SECTION_FIELDS: Record<ListSection, Readonly<Record<string, FieldKind>>> = {
  educations: educationFields,
  experiences: experienceFields,
  projects: projectFields,
  skills: skillFields,
  certifications: certificationFields,
  honors: richItemFields,
  languages: languageFields,
  publications: richItemFields,
  references: referenceFields,
  hobbies: richItemFields,
  voluntaries: richItemFields,
  exhibitions: richItemFields,
}

function hasUniqueIds(items: readonly { id: string }[]): boolean {
  return new Set(items.map((item) => item.id)).size === items.length
}

function listOf<S extends ListSection>(section: S) {
  return z
    .array(SECTION_ITEM_SCHEMAS[section])
    .max(MAX_LIST_ITEMS)
    .refine(hasUniqueIds, { message: `Item ids in ${section} must be unique.` })
    .default([])
}

export const resumeSchema = z.object({
  contact: contactSchema.default(() => contactSchema.parse({})),
  educations: listOf('educations'),
  experiences: listOf('experiences'),
  projects: listOf('projects'),
  skills: listOf('skills'),
  certifications: listOf('certifications'),
  honors: listOf('honors'),
  languages: listOf('languages'),
  publications: listOf('publications'),
  references: listOf('references'),
  hobbies: listOf('hobbies'),
  voluntaries: listOf('voluntaries'),
  exhibitions: listOf('exhibitions'),
  showSkillLevels: z.boolean().default(true),
  showLanguageLevels: z.boolean().default(true),
  selectedTemplate: z.enum(TEMPLATES).default(DEFAULT_TEMPLATE),
  resumeColor: z.string().regex(RESUME_COLOR_PATTERN).default(DEFAULT_RESUME_COLOR),
  resumeName: plainField(),
  resumeFontFamily: z.enum(FONT_FAMILIES).default('Montserrat'),
  /** Stored size (displayed minus FONT_SIZE_OFFSET). */
  resumeFontSize: z
    .number()
    .int()
    .min(MIN_STORED_FONT_SIZE)
    .max(MAX_STORED_FONT_SIZE)
    .default(DEFAULT_STORED_FONT_SIZE),
  resumeLanguage: z.enum(RESUME_LANGUAGE_CODES).default('en'),
})
export type Resume = z.infer<typeof resumeSchema>

/** One item of a list section, e.g. SectionItem<'skills'> is Skill. */
export type SectionItem<S extends ListSection> = Resume[S][number]

/** A resume with fresh defaults (new arrays and objects every call), then the overrides. */
export function createResume(overrides: Partial<Resume> = {}): Resume {
  return { ...resumeSchema.parse({}), ...overrides }
}

/** A blank item for a section, with a new id, then the overrides. */
export function createItem<S extends ListSection>(
  section: S,
  overrides: Partial<SectionItem<S>> = {},
): SectionItem<S> {
  const blank = SECTION_ITEM_SCHEMAS[section].parse({}) as SectionItem<S>
  return { ...blank, ...overrides }
}

/** Names a preview click or the editor can make active: personal details plus every list. */
export const SECTION_NAMES = ['personal', ...LIST_SECTIONS] as const
export type SectionName = (typeof SECTION_NAMES)[number]

/**
 * The section (and item) the user is working on. It lives in editor state, not in the resume:
 * itemId is null for personal details and for a list as a whole (spec 000 §3 "Editing state").
 */
export type ActiveSection = { sectionName: SectionName; itemId: string | null } | null

/** Sections edited on the Additional step (spec 000 §2). */
export const ADDITIONAL_SECTIONS = [
  'languages',
  'projects',
  'certifications',
  'honors',
  'references',
  'publications',
  'hobbies',
  'exhibitions',
  'voluntaries',
] as const satisfies readonly ListSection[]
