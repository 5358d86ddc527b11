// The import calls (spec 000 §4 "Import", §7). The app extracts the PDF's positioned text in the
// renderer (pdf.js, in its own worker, bounded by page/item limits and a timeout) and sends the
// items; the cloud lays them out and parses them, so no PDF bytes ever reach the server and a
// hostile PDF can only hurt the tab that opened it. .docx and JSON files are read in the app
// and sent as a resume. Both debit one import credit (entitlements module) and create a library entry.
import { z } from 'zod'
import { UNCERTAIN_FIELDS } from '../import/uncertain'
import { IMPORT_ERROR_CODES, MAX_IMPORT_PAGES, MAX_ITEMS_PER_PAGE } from '../pdf/errors'
import { resumeSchema, type Resume } from '../resume'
import { defineRoute, json } from './contract'
import { importErrorId } from './errors'

const COORDINATE_LIMIT = 10_000

function isCoordinate(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= COORDINATE_LIMIT
}

function isSize(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max
}

/**
 * One text item: [text, x, y (top), width, fontSize, bold, boldFace?]. Tuples keep big pages
 * small. `boldFace` (the font's name marks a bold face, see PdfTextItem) may be left out.
 */
export type ImportItem = [
  text: string,
  x: number,
  y: number,
  width: number,
  fontSize: number,
  bold: boolean,
  boldFace?: boolean,
]

/**
 * Checked by hand in one loop, not as a zod tuple per item: a page may hold 20,000 items, and
 * zod's per-element work took ~150 ms of the event loop for a hostile two-page request (H-2);
 * this takes about a millisecond and accepts exactly the same items.
 */
export function isImportItem(value: unknown): value is ImportItem {
  return (
    Array.isArray(value) &&
    (value.length === 6 || (value.length === 7 && typeof value[6] === 'boolean')) &&
    typeof value[0] === 'string' &&
    value[0].length <= 1000 &&
    isCoordinate(value[1]) &&
    isCoordinate(value[2]) &&
    isSize(value[3], COORDINATE_LIMIT) &&
    isSize(value[4], 500) &&
    typeof value[5] === 'boolean'
  )
}

const importItems = z.custom<ImportItem[]>(
  (value) =>
    Array.isArray(value) && value.length <= MAX_ITEMS_PER_PAGE && value.every(isImportItem),
  {
    error: `items must be at most ${MAX_ITEMS_PER_PAGE} text items of [text (≤ 1000 characters), x, y, width, fontSize, bold, boldFace (optional)].`,
  },
)
export const importPageInput = z.object({
  width: z.number().finite().positive().max(10_000),
  height: z.number().finite().positive().max(10_000),
  items: importItems,
})
export type ImportPage = z.infer<typeof importPageInput>

export const importInput = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('pdf'),
      pages: z
        .array(importPageInput)
        .min(1)
        .max(MAX_IMPORT_PAGES, `At most ${MAX_IMPORT_PAGES} pages can be imported.`),
    }),
    z.object({ kind: z.literal('resume'), format: z.enum(['docx', 'json']), resume: z.unknown() }),
  ]),
  /** The uploaded file's name: names the new resume when the file gives no person or job title. */
  fileName: z.string().max(255).optional(),
})
export type ImportInput = z.input<typeof importInput>

/**
 * The largest import request (H-2). Real resumes send a few KB (one item per text run); a PDF
 * that draws every glyph on its own sends ~35 bytes per character, and 8000 characters (the
 * spec's limit) with their spaces and some duplicates stay under this. Hostile ones of ~1 MB
 * are refused before their body is read.
 */
export const MAX_IMPORT_BODY_BYTES = 512 * 1024

/**
 * Set when the parts the offline parser was unsure of were read again by the configured AI model
 * (AI_*): which parts, which engine's result stands (`offline` when the model's answer could not
 * be used), which parts the model's reading changed (`taken`) and which it offered values for
 * that were refused because their words are not in the document (`refused`). The import page
 * says all this in plain words.
 */
export const importRefinementSchema = z.strictObject({
  engine: z.enum(['offline', 'llm']),
  parts: z.array(z.enum(UNCERTAIN_FIELDS)),
  taken: z.array(z.enum(UNCERTAIN_FIELDS)),
  refused: z.array(z.enum(UNCERTAIN_FIELDS)),
})
export type ImportRefinement = z.infer<typeof importRefinementSchema>

export const importResponse = z.strictObject({
  result: z.strictObject({ id: z.string() }),
  resume: resumeSchema,
  /** What the parser could not place. */
  warnings: z.array(z.string()),
  refinement: importRefinementSchema.optional(),
})
export type ImportResponse = z.infer<typeof importResponse>

/** The spec's compatibility call: plain text in, the resume's sections out. */
export const createCvFromExistingInput = z.object({
  cvText: z.string().min(1, 'cvText is required.').max(200_000),
  /** Kept for compatibility with the spec's payload; the server uses the signed-in user. */
  uid: z.string().max(200).optional(),
})
export type CreateCvFromExistingInput = z.input<typeof createCvFromExistingInput>

const sections = resumeSchema.shape

/** allComponents of spec 000 §3 "Import response", in the model's item shapes. */
export const allComponentsSchema = z.strictObject({
  Contact: sections.contact,
  Education: sections.educations,
  Experience: sections.experiences,
  Certification: sections.certifications,
  Skill: sections.skills,
  Project: sections.projects,
  Language: sections.languages,
  Reference: sections.references,
  Hobby: sections.hobbies,
  Publication: sections.publications,
  Honor: sections.honors,
  Voluntary: sections.voluntaries,
  Exhibition: sections.exhibitions,
})
export type AllComponents = z.infer<typeof allComponentsSchema>

export const createCvFromExistingResponse = z.strictObject({
  allComponents: allComponentsSchema,
  resumeLanguage: sections.resumeLanguage,
})
export type CreateCvFromExistingResponse = z.infer<typeof createCvFromExistingResponse>

export function toAllComponents(resume: Resume): AllComponents {
  return {
    Contact: resume.contact,
    Education: resume.educations,
    Experience: resume.experiences,
    Certification: resume.certifications,
    Skill: resume.skills,
    Project: resume.projects,
    Language: resume.languages,
    Reference: resume.references,
    Hobby: resume.hobbies,
    Publication: resume.publications,
    Honor: resume.honors,
    Voluntary: resume.voluntaries,
    Exhibition: resume.exhibitions,
  }
}

/** Every refusal of the shared parser, as import_<code> (422). */
const IMPORT_REFUSALS = IMPORT_ERROR_CODES.map(importErrorId)

export const importRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/import',
    summary:
      "Creates a library entry from an imported file's text items or resume (one import credit).",
    auth: 'session',
    rateLimit: 'import',
    maxBodyBytes: MAX_IMPORT_BODY_BYTES,
    input: importInput,
    response: json(importResponse, 201),
    errors: [
      'premium_required',
      'not_enough_credits',
      'resume_limit_reached',
      'conflict',
      'server_busy',
      ...IMPORT_REFUSALS,
    ],
  }),
  fromText: defineRoute({
    method: 'POST',
    path: '/createCVFromExisting',
    summary: "The spec's plain-text import: cvText in, allComponents out (one import credit).",
    auth: 'session',
    rateLimit: 'import',
    input: createCvFromExistingInput,
    response: json(createCvFromExistingResponse),
    errors: [
      'not_found',
      'premium_required',
      'not_enough_credits',
      'resume_limit_reached',
      'conflict',
      'server_busy',
      ...IMPORT_REFUSALS,
    ],
  }),
}
