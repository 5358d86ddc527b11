// Linked language versions (issue 15 point 5), the engine side: a copy remembers its source's
// revision and what it looked like when made. When the source changes, planTranslationUpdate
// says which fields changed ("the original changed in N places"), which of them can be
// translated and written straight away, and which the user has edited in the copy and must be
// asked about. translateResume(sourceNow, to, { fields }) translates just those fields, and
// applyTranslatedFields writes them into the copy, adding and removing items as the source did.
import { LIST_SECTIONS, type Resume } from '../resume'
import { diffFields, readField, resumeFields, writeField } from './fields'

export interface TranslationUpdateInput {
  /** The source at the revision the copy was made (or last updated) from. */
  sourceBase: Resume
  sourceNow: Resume
  /** The copy as translation produced it then. */
  copyBase: Resume
  copyNow: Resume
}

export interface TranslationUpdatePlan {
  /** How many fields changed in the source since the copy's revision. */
  changed: number
  /** Changed in the source, untouched in the copy: translate and write. */
  translate: string[]
  /** Changed in the source and edited by the user in the copy: ask before overwriting. */
  conflicts: string[]
  /** Fields of items the source deleted and the copy did not edit: delete with the item. */
  removed: string[]
}

export function planTranslationUpdate(input: TranslationUpdateInput): TranslationUpdatePlan {
  const edited = new Set(diffFields(input.copyBase, input.copyNow).map((change) => change.path))
  const changes = diffFields(input.sourceBase, input.sourceNow)
  const plan: TranslationUpdatePlan = {
    changed: changes.length,
    translate: [],
    conflicts: [],
    removed: [],
  }
  for (const change of changes) {
    if (edited.has(change.path)) plan.conflicts.push(change.path)
    else if (change.change === 'removed') plan.removed.push(change.path)
    else plan.translate.push(change.path)
  }
  return plan
}

const itemOf = (path: string) => path.split('/').slice(0, 2).join('/')

/**
 * The copy with the given fields taken from `translated` (a translation of the source now, with
 * the same item ids). Items the source added are inserted where the source has them; items whose
 * every field is in `removed` are dropped; everything else in the copy stays as the user left it.
 */
export function applyTranslatedFields(
  copy: Resume,
  translated: Resume,
  paths: Iterable<string>,
  removed: Iterable<string> = [],
): Resume {
  const write = new Set(paths)
  const removedFields = new Set(removed)
  const result = structuredClone(copy)
  const copyFields = resumeFields(copy)
  const dropItems = new Set(
    [...new Set(copyFields.map((ref) => itemOf(ref.path)))].filter((item) => {
      const fields = copyFields.filter((ref) => ref.itemId !== null && itemOf(ref.path) === item)
      return fields.length > 0 && fields.every((ref) => removedFields.has(ref.path))
    }),
  )
  const writeItems = new Set([...write].map(itemOf))
  for (const section of LIST_SECTIONS) {
    type Item = { id: string }
    const mine = new Map((copy[section] as readonly Item[]).map((item) => [item.id, item]))
    const theirs = translated[section] as readonly Item[]
    const ordered: Item[] = []
    for (const item of theirs) {
      const existing = mine.get(item.id)
      if (existing) ordered.push(structuredClone(existing))
      else if (writeItems.has(`${section}/${item.id}`)) ordered.push(structuredClone(item))
    }
    // Items only the copy has (the user added them, or the source removed them and the user
    // edited them) keep their place at the end.
    for (const item of mine.values()) {
      if (
        !theirs.some((other) => other.id === item.id) &&
        !dropItems.has(`${section}/${item.id}`)
      ) {
        ordered.push(structuredClone(item))
      }
    }
    ;(result as Record<string, unknown>)[section] = ordered
  }
  for (const ref of resumeFields(translated)) {
    if (write.has(ref.path)) writeField(result, ref, readField(translated, ref))
  }
  return result
}
