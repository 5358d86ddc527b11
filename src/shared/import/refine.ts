// Refinement (point 2 of the import issue): a later pass, such as an LLM, may improve the
// offline parse, but the offline result is always the base. A refiner gets the offline result
// and returns a candidate; the candidate is validated against the resume schema and merged
// field by field so that it can only fill or improve, never lose what the offline parse found:
// - a contact field the candidate leaves empty keeps the offline value;
// - a list section the candidate returns empty (or drops items from) keeps the offline items;
// - a candidate that is not a valid resume, throws or times out is ignored with a warning.
import { LIST_SECTIONS, normalizeResume, type Resume } from '../resume'
import type { ImportResult } from './types'

/** Takes the offline result and proposes a better resume (any shape; it is validated). */
export type Refiner = (offline: ImportResult) => Promise<unknown>

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
export async function refineImport(
  offline: ImportResult,
  refiner: Refiner,
  timeoutMs = 60_000,
): Promise<ImportResult> {
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
      }
    return {
      ...offline,
      resume: mergeRefined(offline.resume, resume),
      warnings: [...offline.warnings, ...fixes.map((f) => `refinement: ${f}`)],
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ...offline,
      warnings: [
        ...offline.warnings,
        `The refinement failed (${reason}); kept the offline import.`,
      ],
    }
  } finally {
    clearTimeout(timer)
  }
}
