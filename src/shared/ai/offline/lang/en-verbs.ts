// English verb forms the rewrites need: "helped plan" → "contributed to planning", "were
// written by me" → "wrote", "responsible for reconciling" → "reconciled".
import { ACTION_VERBS } from '@shared/evaluation/data/action-verbs'

/** Irregular verbs a resume uses: base, simple past, past participle. */
const IRREGULAR: readonly [string, string, string][] = [
  ['be', 'was', 'been'],
  ['become', 'became', 'become'],
  ['begin', 'began', 'begun'],
  ['break', 'broke', 'broken'],
  ['bring', 'brought', 'brought'],
  ['build', 'built', 'built'],
  ['buy', 'bought', 'bought'],
  ['catch', 'caught', 'caught'],
  ['choose', 'chose', 'chosen'],
  ['come', 'came', 'come'],
  ['cut', 'cut', 'cut'],
  ['deal', 'dealt', 'dealt'],
  ['do', 'did', 'done'],
  ['draw', 'drew', 'drawn'],
  ['drive', 'drove', 'driven'],
  ['feed', 'fed', 'fed'],
  ['find', 'found', 'found'],
  ['fly', 'flew', 'flown'],
  ['forecast', 'forecast', 'forecast'],
  ['get', 'got', 'got'],
  ['give', 'gave', 'given'],
  ['go', 'went', 'gone'],
  ['grow', 'grew', 'grown'],
  ['have', 'had', 'had'],
  ['hold', 'held', 'held'],
  ['keep', 'kept', 'kept'],
  ['know', 'knew', 'known'],
  ['lay', 'laid', 'laid'],
  ['lead', 'led', 'led'],
  ['learn', 'learned', 'learned'],
  ['leave', 'left', 'left'],
  ['lend', 'lent', 'lent'],
  ['let', 'let', 'let'],
  ['lose', 'lost', 'lost'],
  ['make', 'made', 'made'],
  ['meet', 'met', 'met'],
  ['oversee', 'oversaw', 'overseen'],
  ['pay', 'paid', 'paid'],
  ['put', 'put', 'put'],
  ['read', 'read', 'read'],
  ['rebuild', 'rebuilt', 'rebuilt'],
  ['redo', 'redid', 'redone'],
  ['rewrite', 'rewrote', 'rewritten'],
  ['ride', 'rode', 'ridden'],
  ['rise', 'rose', 'risen'],
  ['run', 'ran', 'run'],
  ['see', 'saw', 'seen'],
  ['sell', 'sold', 'sold'],
  ['send', 'sent', 'sent'],
  ['set', 'set', 'set'],
  ['show', 'showed', 'shown'],
  ['shut', 'shut', 'shut'],
  ['sit', 'sat', 'sat'],
  ['speak', 'spoke', 'spoken'],
  ['spend', 'spent', 'spent'],
  ['split', 'split', 'split'],
  ['spread', 'spread', 'spread'],
  ['stand', 'stood', 'stood'],
  ['take', 'took', 'taken'],
  ['teach', 'taught', 'taught'],
  ['tell', 'told', 'told'],
  ['think', 'thought', 'thought'],
  ['throw', 'threw', 'thrown'],
  ['undergo', 'underwent', 'undergone'],
  ['understand', 'understood', 'understood'],
  ['undertake', 'undertook', 'undertaken'],
  ['uphold', 'upheld', 'upheld'],
  ['win', 'won', 'won'],
  ['withdraw', 'withdrew', 'withdrawn'],
  ['write', 'wrote', 'written'],
]

const PAST = new Map(IRREGULAR.map(([base, past]) => [base, past]))
const BY_PARTICIPLE = new Map(IRREGULAR.map(([base, , participle]) => [participle, base]))
const BY_PAST = new Map(IRREGULAR.map(([base, past]) => [past, base]))

// Verbs whose last consonant doubles before -ed/-ing although they have two syllables.
const DOUBLING = new Set([
  'admit',
  'commit',
  'compel',
  'control',
  'equip',
  'forget',
  'occur',
  'omit',
  'patrol',
  'permit',
  'prefer',
  'propel',
  'refer',
  'regret',
  'submit',
  'transfer',
  'upset',
])

const VOWELS = 'aeiou'

/** True for a one-syllable consonant-vowel-consonant word ("plan", "get"). */
function doublesFinal(base: string): boolean {
  if (DOUBLING.has(base)) return true
  if (base.length < 3 || base.length > 4) return false
  const [a, b, c] = base.slice(-3)
  if (!a || !b || !c) return false
  const syllables = base.match(/[aeiouy]+/g)?.length ?? 0
  return (
    syllables === 1 &&
    !VOWELS.includes(a) &&
    VOWELS.includes(b) &&
    !VOWELS.includes(c) &&
    !'wxy'.includes(c)
  )
}

export function pastOf(base: string): string {
  const lower = base.toLowerCase()
  const irregular = PAST.get(lower)
  if (irregular) return irregular
  if (lower.endsWith('e')) return `${lower}d`
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ied`
  if (doublesFinal(lower)) return `${lower}${lower.slice(-1)}ed`
  return `${lower}ed`
}

export function gerundOf(base: string): string {
  const lower = base.toLowerCase()
  if (lower.endsWith('ie')) return `${lower.slice(0, -2)}ying`
  if (/(?:ee|ye|oe)$/.test(lower)) return `${lower}ing`
  if (lower.endsWith('e') && lower.length > 2) return `${lower.slice(0, -1)}ing`
  if (doublesFinal(lower)) return `${lower}${lower.slice(-1)}ing`
  return `${lower}ing`
}

/** The third person singular ("ensure" → "ensures"). */
export function thirdPersonOf(base: string): string {
  const lower = base.toLowerCase()
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${lower}es`
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`
  return `${lower}s`
}

/** Base forms of the verbs a bullet may be built on (action verbs and everyday verbs). */
export const BASE_VERBS: ReadonlySet<string> = new Set([
  ...ACTION_VERBS.filter((verb) => !BY_PAST.has(verb) || PAST.has(verb)),
  ...IRREGULAR.map(([base]) => base),
  ...`
  add adjust answer arrange attend bring calibrate change check clean collect communicate compare
  connect cover create deliver describe draft enter expand explain find fit fix follow gather
  handle hire identify improve inform install keep label launch log look maintain match measure
  migrate move order organise organize package pick place plan prepare process produce promote
  protect provide publish reach receive record reduce refine register release remove repair
  replace reply report reproduce request respond restock return review rewrite roll save scan
  schedule select serve settle ship sort staff stock store streamline supply take test track
  train transfer turn update upgrade use verify welcome work write
  `
    .split(/\s+/)
    .filter((verb) => verb !== ''),
])

export function isBaseVerb(word: string): boolean {
  return BASE_VERBS.has(word.toLowerCase())
}

/**
 * The base of a gerund ("reconciling" → "reconcile"), using `isWord` to choose between the
 * candidates ("planning" → "plan", "loading" → "load"); null when none is a known verb or word.
 */
export function baseOfGerund(gerund: string, isWord: (word: string) => boolean): string | null {
  const lower = gerund.toLowerCase()
  if (!lower.endsWith('ing') || lower.length < 5) return null
  const stem = lower.slice(0, -3)
  const candidates = [
    stem.endsWith('y') && lower.endsWith('ying') && stem.length > 1 ? `${stem.slice(0, -1)}ie` : '',
    /(.)\1$/.test(stem) ? stem.slice(0, -1) : '',
    `${stem}e`,
    stem,
  ].filter((candidate) => candidate !== '')
  for (const candidate of candidates) {
    if (gerundOf(candidate) !== lower) continue
    if (BASE_VERBS.has(candidate)) return candidate
  }
  for (const candidate of candidates) {
    if (gerundOf(candidate) === lower && isWord(candidate)) return candidate
  }
  return null
}

/** The base of a past participle ("written" → "write", "reviewed" → "review"), or null. */
export function baseOfParticiple(
  participle: string,
  isWord: (word: string) => boolean,
): string | null {
  const lower = participle.toLowerCase()
  const irregular = BY_PARTICIPLE.get(lower)
  if (irregular) return irregular
  if (!lower.endsWith('ed') || lower.length < 4) return null
  const stem = lower.slice(0, -2)
  const candidates = [
    lower.endsWith('ied') ? `${lower.slice(0, -3)}y` : '',
    /(.)\1$/.test(stem) ? stem.slice(0, -1) : '',
    `${stem}e`,
    stem,
  ].filter((candidate) => candidate !== '')
  for (const candidate of candidates) {
    if (pastOf(candidate) === lower && BASE_VERBS.has(candidate)) return candidate
  }
  for (const candidate of candidates) {
    if (pastOf(candidate) === lower && isWord(candidate)) return candidate
  }
  return null
}

/** True for a simple-past form ("led", "reviewed"), used to tell a field's tense. */
export function isPastForm(word: string): boolean {
  const lower = word.toLowerCase()
  return BY_PAST.has(lower) || (/ed$/.test(lower) && lower.length > 4)
}
