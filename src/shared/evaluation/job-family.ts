// Maps a job title (any of the supported languages) to its job family.
import { JOB_FAMILIES, type JobFamily } from './data/job-families'
import { escapeRegExp, fold } from './text'

// Short title words ("hr", "ux", "rn") must stand alone; longer ones may sit inside a German
// compound ("Softwareentwickler") but must start a word unless they are 8+ letters long.
function titlePattern(title: string): RegExp {
  const body = escapeRegExp(title.trim()).replace(/\s+/g, '\\s+')
  if (title.trim().length < 6)
    return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u')
  if (title.trim().length >= 8) return new RegExp(body, 'u')
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}`, 'u')
}

const PATTERNS: { family: JobFamily; title: string; pattern: RegExp }[] = JOB_FAMILIES.flatMap(
  (family) => family.titles.map((title) => ({ family, title, pattern: titlePattern(fold(title)) })),
)

/** The family of a job title, decided by the longest matching title word; null when none matches. */
export function jobFamilyOf(jobTitle: string): JobFamily | null {
  const folded = fold(jobTitle)
  let best: { family: JobFamily; length: number } | null = null
  for (const { family, title, pattern } of PATTERNS) {
    if (!pattern.test(folded)) continue
    const length = title.trim().length
    if (!best || length > best.length) best = { family, length }
  }
  return best?.family ?? null
}
