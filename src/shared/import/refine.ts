// Refinement (point 2 of the import issue): a later pass, such as an LLM, may improve the
// offline parse, but the offline result is always the base. A refiner gets the offline result
// and returns a candidate; the candidate is validated against the resume schema and merged
// field by field so that it can only fill or improve, never lose what the offline parse found:
// - a contact field the candidate leaves empty keeps the offline value;
// - a list section the candidate returns empty (or drops items from) keeps the offline items;
// - a candidate that is not a valid resume, throws or times out is ignored with a warning.
// With options, only the parts the offline parse was unsure of are taken (uncertain.ts), and
// with the document's text every value taken must be made of the document's own words: a
// refiner may find and fix, never invent (a name, an employer, a date that is not there).
import { LIST_SECTIONS, normalizeResume, type ListSection, type Resume } from '../resume'
import type { ImportResult } from './types'
import { UNCERTAIN_FIELDS, type UncertainField } from './uncertain'

export interface RefineOptions {
  /** Per refinement, in ms (default 60 000). */
  timeoutMs?: number
  /** Only these parts are taken from the candidate (default: every part). */
  fields?: readonly UncertainField[]
  /** The document's text: values whose words are not in it are not taken. */
  source?: string
}

/** Share of a value's words that must be in the document for it to be taken. */
const GROUNDED_SHARE = 0.8
const CONTACT_OF: Partial<Record<UncertainField, readonly (keyof Resume['contact'])[]>> = {
  name: ['firstName', 'lastName'],
  email: ['email'],
  jobTitle: ['jobTitle'],
  summary: ['description'],
}
const LIST_OF: Partial<Record<UncertainField, ListSection>> = {
  experiences: 'experiences',
  educations: 'educations',
  skills: 'skills',
}

const tokens = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFC')
    .toLocaleLowerCase()
    .match(/[\p{L}\p{N}][\p{L}\p{N}@.+_-]*/gu)
    ?.map((token) => token.replace(/[.@+_-]+$/, '')) ?? []

/** A test of whether a value is made of the document's words (dates and flags aside). */
function groundedIn(source: string): (value: string) => boolean {
  const known = new Set(tokens(source).flatMap((token) => [token, ...token.split(/[.@+_-]+/)]))
  return (value) => {
    const own = tokens(value)
    if (own.length === 0) return true
    return own.filter((token) => known.has(token)).length >= own.length * GROUNDED_SHARE
  }
}

/** The fields of an item that say what it is (checked against the document). */
function textOf(item: Record<string, unknown>): string {
  return Object.entries(item)
    .filter(
      ([key, value]) => typeof value === 'string' && key !== 'id' && !/Date$|^level$/.test(key),
    )
    .map(([, value]) => value as string)
    .join(' ')
}

/**
 * The candidate cut down to what may be taken: the chosen parts only (others as the offline
 * parse has them), and with a source only values made of the document's words.
 */
function allowedCandidate(
  offline: Resume,
  candidate: Resume,
  options: RefineOptions,
): { candidate: Resume; dropped: string[] } {
  const fields = options.fields
  const grounded = options.source === undefined ? () => true : groundedIn(options.source)
  const dropped: string[] = []
  const allowed: Resume = { ...offline, contact: { ...offline.contact } }
  for (const section of LIST_SECTIONS) (allowed as Record<string, unknown>)[section] = []
  const contactKeys = fields
    ? fields.flatMap((field) => CONTACT_OF[field] ?? [])
    : (Object.keys(offline.contact) as (keyof Resume['contact'])[])
  for (const key of contactKeys) {
    const value = candidate.contact[key]
    if (typeof value !== 'string' || value.trim() === '') continue
    if (grounded(value)) allowed.contact[key] = value
    else dropped.push(`contact.${key}`)
  }
  const sections = fields ? fields.flatMap((field) => LIST_OF[field] ?? []) : LIST_SECTIONS
  for (const section of sections) {
    const items = (candidate[section] as Record<string, unknown>[]).filter((item) => {
      const ok = grounded(textOf(item))
      if (!ok) dropped.push(section)
      return ok
    })
    ;(allowed as Record<string, unknown>)[section] = items
  }
  return { candidate: allowed, dropped }
}

/** Which parts a refinement changed (`taken`) and which it offered values for that were not
 * taken because their words are not in the document (`refused`); both empty when it failed. */
export interface RefineOutcome {
  taken: UncertainField[]
  refused: UncertainField[]
}

/** The part a refused value belongs to ("contact.firstName" → name), if it is one. */
function partOf(dropped: string): UncertainField | undefined {
  return UNCERTAIN_FIELDS.find((part) =>
    [...(CONTACT_OF[part] ?? []).map((key) => `contact.${key}`), LIST_OF[part]].includes(dropped),
  )
}

/** A list section's items as text without their ids (a refiner's items get new ones). */
const itemsText = (items: readonly object[]) =>
  JSON.stringify(items.map((item) => ({ ...item, id: undefined })))

/** The parts whose values differ between the two resumes. */
function changedParts(before: Resume, after: Resume, parts: readonly UncertainField[]) {
  return parts.filter((part) => {
    const contact = CONTACT_OF[part] ?? []
    const section = LIST_OF[part]
    return (
      contact.some((key) => before.contact[key] !== after.contact[key]) ||
      (section !== undefined && itemsText(before[section]) !== itemsText(after[section]))
    )
  })
}

/** What a refinement reads of an import: the resume, its warnings and the document's text. */
export type RefinableImport = Pick<ImportResult, 'resume' | 'text' | 'warnings'>

/** Takes the offline result and proposes a better resume (any shape; it is validated). */
export type Refiner = (offline: RefinableImport) => Promise<unknown>

function itemText(item: object): string {
  return Object.entries(item)
    .filter(([key]) => key !== 'id' && !key.startsWith('is'))
    .map(([, value]) => String(value))
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
}

/** The candidate merged onto the offline resume; never fewer filled fields or items. */
export function mergeRefined(offline: Resume, candidate: Resume): Resume {
  const merged: Resume = { ...offline, contact: { ...offline.contact } }
  for (const key of Object.keys(offline.contact) as (keyof Resume['contact'])[]) {
    const better = candidate.contact[key]
    if (typeof better === 'string' && better.trim() !== '') merged.contact[key] = better
  }
  for (const section of LIST_SECTIONS) {
    const offlineItems = offline[section] as object[]
    const candidateItems = candidate[section] as object[]
    if (candidateItems.length === 0) continue
    // Offline items the candidate does not cover (by their words) are kept after its items.
    const covered = candidateItems.map(itemText)
    const missing = offlineItems.filter((item) => {
      const words = itemText(item).match(/\p{L}{3,}/gu) ?? []
      if (words.length === 0) return false
      return !covered.some(
        (text) => words.filter((w) => text.includes(w)).length >= words.length * 0.6,
      )
    })
    ;(merged as Record<string, unknown>)[section] = [...candidateItems, ...missing]
  }
  const { resume } = normalizeResume({
    ...merged,
    resumeLanguage: candidate.resumeLanguage || offline.resumeLanguage,
  })
  return resume
}

/** Runs a refiner with a time limit; the offline result is returned whenever it fails. */
export async function refineImport<T extends RefinableImport>(
  offline: T,
  refiner: Refiner,
  timeoutOrOptions: number | RefineOptions = {},
): Promise<T & RefineOutcome> {
  const options =
    typeof timeoutOrOptions === 'number' ? { timeoutMs: timeoutOrOptions } : timeoutOrOptions
  const timeoutMs = options.timeoutMs ?? 60_000
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const candidate = await Promise.race([
      refiner(offline),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the refinement took too long')), timeoutMs)
      }),
    ])
    const { resume, fixes } = normalizeResume(candidate)
    const nothingUsable = fixes.some((fix) => /started an empty resume/.test(fix))
    if (nothingUsable)
      return {
        ...offline,
        warnings: [
          ...offline.warnings,
          'The refinement returned no resume; kept the offline import.',
        ],
        taken: [],
        refused: [],
      }
    const allowed = allowedCandidate(offline.resume, resume, options)
    const notFound = [...new Set(allowed.dropped)].map(
      (part) => `refinement: ${part} not taken (its words are not in the document)`,
    )
    const merged = mergeRefined(offline.resume, allowed.candidate)
    const refused = [...new Set(allowed.dropped.map(partOf))].filter((part) => part !== undefined)
    return {
      ...offline,
      resume: merged,
      warnings: [...offline.warnings, ...fixes.map((f) => `refinement: ${f}`), ...notFound],
      taken: changedParts(offline.resume, merged, options.fields ?? UNCERTAIN_FIELDS),
      refused,
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ...offline,
      warnings: [
        ...offline.warnings,
        `The refinement failed (${reason}); kept the offline import.`,
      ],
      taken: [],
      refused: [],
    }
  } finally {
    clearTimeout(timer)
  }
}
