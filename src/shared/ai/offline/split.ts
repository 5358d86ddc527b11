// Bullets of 40 words or more split into bullets a reader takes in at a glance. The split
// points are where the sentence already turns: a sentence end or semicolon, a "which …" or
// participle clause ("…, covering …"), German "wobei ich …", French "ce qui …", Turkish
// "…, böylece"; then, for parts still long, the commas between verb phrases; last, the comma
// nearest the middle. Every word of the bullet is kept, so every fact stays.
import { wordCount } from '@shared/evaluation/text'
import { lowerFirst, upperFirst, type RuleContext } from './rules'
import { baseOfGerund, BASE_VERBS, isPastForm, pastOf } from './lang/en-verbs'

export const LONG_BULLET_WORDS = 40
/** Parts longer than this are split further when a good point exists. */
const COMFORTABLE_WORDS = 30

interface Marker {
  pattern: RegExp
  /** The right part as a bullet of its own, or null when this point does not fit. */
  right(rest: string, context: RuleContext): string | null
}

const ENGLISH_DETERMINER = /^(?:the|a|an|my|our|their|every|all|new|each|\d)/i

/** The base of an English gerund that starts a clause ("covering …"), or null. */
function clauseGerund(word: string, next: string, context: RuleContext): string | null {
  if (!/ing$/i.test(word)) return null
  const base = baseOfGerund(word, (candidate) => context.isWord(candidate))
  if (!base) return null
  if (BASE_VERBS.has(base) || ENGLISH_DETERMINER.test(next)) return base
  return null
}

/** "renegotiating X, loading Y and training Z" → "renegotiated X, loaded Y and trained Z". */
export function gerundsToPast(text: string, context: RuleContext): string {
  let converted = 0
  return text.replace(
    /(^|,\s+|\s+and\s+)([\p{L}-]+ing)(?=\s+(\S+))/giu,
    (whole, lead: string, gerund: string, next: string) => {
      // Once the list has started with a verb, its other items are verbs too ("chasing").
      const base =
        clauseGerund(gerund, next, context) ??
        (converted > 0 ? baseOfGerund(gerund, (word) => context.isWord(word)) : null)
      if (!base) return whole
      converted += 1
      return `${lead}${pastOf(base)}`
    },
  )
}

const asBullet = (text: string, context: RuleContext): string =>
  upperFirst(text.trim().replace(/^[,;:]\s*/, ''), context.language)

const STRONG: Record<string, Marker[]> = {
  en: [
    {
      pattern: /,\s+which\s+(?:involved|included|meant|required|covered)\s+(?=\S)/giu,
      right: (rest, context) => {
        const first = rest.split(/\s+/)[0] ?? ''
        if (/ing$/i.test(first)) return asBullet(gerundsToPast(rest, context), context)
        return null
      },
    },
    {
      pattern: /,\s+(?=[\p{L}-]+ing\s)/giu,
      right: (rest, context) => {
        const [first = '', next = ''] = rest.split(/\s+/)
        if (/^(?:including|during|according)$/i.test(first)) return null
        if (!clauseGerund(first, next, context)) return null
        return asBullet(gerundsToPast(rest, context), context)
      },
    },
    {
      pattern: /,\s+which\s+(?=(?:meant|involved|included|required)\s)/giu,
      right: (rest, context) => asBullet(`This ${rest}`, context),
    },
  ],
  de: [
    {
      pattern: /,\s+wobei\s+(?:ich|wir)\s+/giu,
      right: (rest, context) => {
        const clause = /^(.*?)\s+(?:habe|hatte|haben|hatten)(?=\s*(?:,|$))/u.exec(rest)
        if (!clause) return null
        return asBullet(`${clause[1]}${rest.slice(clause[0].length)}`, context)
      },
    },
    {
      pattern: /,\s+(?:einschließlich|inklusive)\s+/giu,
      right: (rest, context) => asBullet(`Inklusive ${rest}`, context),
    },
  ],
  fr: [
    { pattern: /,\s+ce\s+qui\s+/giu, right: (rest, context) => asBullet(`Cela ${rest}`, context) },
    {
      pattern: /,\s+avec\s+(?:un|une|des)\s+/giu,
      right: (rest, context) => asBullet(`Résultat : ${lowerFirst(rest, 'fr')}`, context),
    },
  ],
  es: [
    { pattern: /,\s+lo\s+que\s+/giu, right: (rest, context) => asBullet(`Esto ${rest}`, context) },
  ],
  tr: [{ pattern: /,\s+(?=böylece\s)/giu, right: (rest, context) => asBullet(rest, context) }],
}

const COMMON_STRONG: Marker[] = [
  { pattern: /(?<=[.!?])\s+(?=\p{Lu})/gu, right: (rest, context) => asBullet(rest, context) },
  { pattern: /\s*;\s+/gu, right: (rest, context) => asBullet(rest, context) },
]

/** Commas (or "and") before a verb phrase of a list of actions. */
function verbListMarkers(language: string): Marker[] {
  if (language === 'tr') {
    // After a finite first-person past verb: "…yaptım, mağaza …".
    return [
      {
        pattern: /(?<=\p{L}(?:d|t)[ıiuü](?:m|k)),\s+/gu,
        right: (rest, context) => asBullet(rest, context),
      },
    ]
  }
  if (language === 'en') {
    return [
      {
        pattern: /(?:,\s+|\s+and\s+)(?=[\p{L}-]+\s)/giu,
        right: (rest, context) => {
          const first = rest.split(/\s+/)[0] ?? ''
          return isPastForm(first) ? asBullet(rest, context) : null
        },
      },
    ]
  }
  return []
}

const FALLBACK: Marker = {
  pattern: /,\s+|\s+(?:and|und|et|y|ve)\s+/giu,
  right: (rest, context) => asBullet(rest, context),
}

interface Cut {
  left: string
  right: string
}

function cutsAt(line: string, marker: Marker, context: RuleContext): Cut[] {
  const cuts: Cut[] = []
  marker.pattern.lastIndex = 0
  for (const match of line.matchAll(marker.pattern)) {
    if (match.index === undefined) continue
    const left = line.slice(0, match.index).trim()
    // A comma inside a number ("1,650") is no clause boundary.
    if (/\d$/.test(left) && /^\d/.test(line.slice(match.index + match[0].length))) continue
    const right = marker.right(line.slice(match.index + match[0].length), context)
    if (right === null || wordCount(left) < 4 || wordCount(right) < 3) continue
    cuts.push({ left, right })
  }
  return cuts
}

/** Splits at every point a marker finds, left to right. */
function splitAll(line: string, markers: readonly Marker[], context: RuleContext): string[] {
  for (const marker of markers) {
    const [cut] = cutsAt(line, marker, context)
    if (cut)
      return [...splitAll(cut.left, markers, context), ...splitAll(cut.right, markers, context)]
  }
  return [line]
}

/** Splits once at the most balanced point of the markers, while the part is too long. */
function splitBalanced(
  line: string,
  markers: readonly Marker[],
  limit: number,
  context: RuleContext,
): string[] {
  if (wordCount(line) <= limit) return [line]
  const cuts = markers.flatMap((marker) => cutsAt(line, marker, context))
  if (cuts.length === 0) return [line]
  const best = cuts.reduce((a, b) =>
    Math.min(wordCount(a.left), wordCount(a.right)) >=
    Math.min(wordCount(b.left), wordCount(b.right))
      ? a
      : b,
  )
  return [
    ...splitBalanced(best.left, markers, limit, context),
    ...splitBalanced(best.right, markers, limit, context),
  ]
}

/** The bullets a long bullet becomes; the bullet itself when it is short enough. */
export function splitLongBullet(line: string, context: RuleContext): string[] {
  if (wordCount(line) < LONG_BULLET_WORDS) return [line]
  const strong = [...COMMON_STRONG, ...(STRONG[context.language] ?? [])]
  let parts = splitAll(line, strong, context)
  const verbs = verbListMarkers(context.language)
  parts = parts.flatMap((part) => splitBalanced(part, verbs, COMFORTABLE_WORDS, context))
  parts = parts.flatMap((part) => splitBalanced(part, [FALLBACK], LONG_BULLET_WORDS - 1, context))
  return parts.map((part) => part.replace(/[,;]\s*$/, '').trim())
}
