// English phrase rewrites: weak verbs → action verbs, filler and slang out, negative phrasing
// neutral. Each rewrite keeps every word that carries a fact.
import { phrase, type Rule, type RuleContext } from '../rules'
import { baseOfGerund, gerundOf, isBaseVerb, pastOf } from './en-verbs'

const WORDS = "((?:\\s+[\\p{L}\\p{N}/'’&.-]+){0,4})"
const DETERMINERS = new Set(
  'the a an my our their his her its this these those new all each every other both some any'.split(
    ' ',
  ),
)
const STOPS = new Set(
  'to with in on for of and or by at from into across over under during after before as via than'.split(
    ' ',
  ),
)

const split = (text: string | undefined): string[] =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')

/** A verb in the field's tense ("manage" → "managed" in a past-tense field). */
const inTense = (base: string, context: RuleContext): string =>
  context.tense === 'past' ? pastOf(base) : base

/** The base of a gerund the rule consumed, or null. */
function gerundBase(word: string, context: RuleContext): string | null {
  return baseOfGerund(word.replace(/[,.;:]$/, ''), (w) => context.isWord(w))
}

/** "<verb> the <noun phrase>" or "<verb> <gerund…>" with the gerund turned into the verb. */
function verbOrNoun(
  subject: string | undefined,
  word: string,
  rest: string,
  nounVerb: string,
  context: RuleContext,
  tense: 'past' | 'present' = context.tense,
): string {
  const base = gerundBase(word, context)
  const lead = subject ? `${subject} ` : ''
  if (base) return `${lead}${tense === 'past' ? pastOf(base) : base}${rest}`
  return `${lead}${tense === 'past' ? pastOf(nounVerb) : nounVerb} ${word}${rest}`
}

const tenseOfAux = (aux: string | undefined, context: RuleContext): 'past' | 'present' => {
  if (!aux) return context.tense
  return /^(?:was|were)$/i.test(aux) ? 'past' : 'present'
}

/** "helped the office move" → "supported the office in moving"; "helped plan" → "contributed to planning". */
function helped(match: RegExpExecArray): string | null {
  const form = (match[1] ?? '').toLowerCase()
  const words = split(match[2])
  const present = form === 'help' || form === 'helps'
  const gerundForm = form === 'helping'
  const support = gerundForm ? 'supporting' : present ? 'support' : 'supported'
  const contribute = gerundForm ? 'contributing to' : present ? 'contribute to' : 'contributed to'
  const [first, second] = words
  if (!first) return null
  const clean = (word: string): string => word.replace(/[,.;:]$/, '')
  if (isBaseVerb(clean(first)) && !(second && isBaseVerb(clean(second)) && !STOPS.has(second))) {
    return `${contribute} ${gerundOf(clean(first))}${first.endsWith(',') ? ',' : ''}${
      words.length > 1 ? ` ${words.slice(1).join(' ')}` : ''
    }`
  }
  // The last verb within three words, before any preposition, comma or number.
  let verbAt = -1
  for (let index = 1; index < Math.min(words.length, 4); index++) {
    const previous = words[index - 1] ?? ''
    if (STOPS.has(previous.toLowerCase()) || /[,.;:]$/.test(previous) || /\d/.test(previous)) break
    const word = words[index] ?? ''
    if (isBaseVerb(clean(word)) && !DETERMINERS.has(previous.toLowerCase())) verbAt = index
  }
  if (verbAt > 0) {
    const verb = words[verbAt] ?? ''
    const tail = words.slice(verbAt + 1)
    return `${support} ${words.slice(0, verbAt).join(' ')} in ${gerundOf(clean(verb))}${
      verb.endsWith(',') ? ',' : ''
    }${tail.length > 0 ? ` ${tail.join(' ')}` : ''}`
  }
  return `${support} ${words.join(' ')}`
}

/** A verb agreeing with a plural subject: "keeps" → "keep", "fixes" → "fix". */
function plural(verb: string): string {
  if (/(?:s|sh|ch|x)es$/.test(verb)) return verb.slice(0, -2)
  if (/[^su]s$/.test(verb) && verb.length > 3) return verb.slice(0, -1)
  return verb
}

/** "a lot of errors" → "numerous errors"; "tons of coaching" → "extensive coaching". */
function quantity(match: RegExpExecArray): string | null {
  const words = split(match[2])
  const head: string[] = []
  for (const word of words) {
    if (STOPS.has(word.toLowerCase()) || /^\d/.test(word)) break
    head.push(word)
    if (/[,.;:]$/.test(word)) break
  }
  const plural = head.some((word) => /[^s'’]s[,.;:]?$/i.test(word) && word.length > 3)
  return `${plural ? 'numerous' : 'extensive'}${match[2] ?? ''}`
}

// Verbs of a result; "did not meet" is falling short, "did not miss" is never missing.
const RESULT_VERBS = new Set(
  'meet reach achieve hit complete finish pass get win make launch deliver close keep secure land'.split(
    ' ',
  ),
)

// Adjectives and adverbs "crazy" may intensify ("crazy busy"); before a noun it is "demanding".
const INTENSIFIED = new Set(
  'busy fast hard good difficult long short quick high low tight big small complex important'.split(
    ' ',
  ),
)

export const EN_RULES: readonly Rule[] = [
  // Negative phrasing first, so what follows it is rewritten in its new place.
  { kind: 'negative', pattern: phrase('unfortunately|sadly|regrettably'), replace: () => '' },
  {
    kind: 'negative',
    pattern: phrase('(I\\s+)?(?:was|got|were)\\s+(?:laid\\s+off|let\\s+go|fired)'),
    replace: (match) => (match[1] ? 'my role ended' : 'the role ended'),
  },
  {
    kind: 'negative',
    pattern: phrase(
      "(I\\s+|we\\s+)?(?:failed\\s+to|could\\s+not|couldn['’]t|(?:was|were)\\s+not\\s+able\\s+to|(?:was|were)n['’]t\\s+able\\s+to|(?:was|were)\\s+unable\\s+to|unable\\s+to|did\\s+not\\s+manage\\s+to|didn['’]t\\s+manage\\s+to)\\s+([\\p{L}-]+)",
    ),
    replace: (match, context) => {
      const verb = match[2] ?? ''
      if (!isBaseVerb(verb) && !context.isWord(verb)) return null
      if (/(?:ed|ing|s)$/i.test(verb) && !isBaseVerb(verb)) return null
      return `${match[1] ?? ''}fell short of ${gerundOf(verb)}`
    },
  },
  {
    kind: 'negative',
    // "Laid off after the merger" → "Role ended after the merger"; "laid off 20 staff" stays.
    pattern: phrase(
      'laid\\s+off(?!\\s+(?:\\d|(?:the|a|an|my|our|all|some|several|staff|people|employees|workers)(?![\\p{L}])))',
    ),
    replace: () => 'role ended',
  },
  {
    kind: 'negative',
    pattern: phrase("(I\\s+|we\\s+)?(?:did\\s+not|didn['’]t)\\s+([\\p{L}-]+)"),
    replace: (match, context) => {
      const verb = (match[2] ?? '').toLowerCase()
      if (!isBaseVerb(verb) && !(context.isWord(verb) && !/(?:ed|ing|[^s]s)$/.test(verb)))
        return null
      // A result not reached reads as falling short; anything else is "never …".
      if (RESULT_VERBS.has(verb)) return `${match[1] ?? ''}fell short of ${gerundOf(verb)}`
      return `${match[1] ?? ''}never ${pastOf(verb)}`
    },
  },
  {
    kind: 'negative',
    pattern: phrase('failed\\s+(the|a|an|my|our|its|their)'),
    replace: (match) => `fell short in ${match[1] ?? ''}`,
  },
  { kind: 'unprofessional', pattern: phrase('whatever'), replace: () => 'anything' },
  // Weak verbs.
  {
    kind: 'weakVerb',
    pattern: phrase(`(helped|helping|help(?=\\s+with))(?:\\s+to)?(?:\\s+with)?${WORDS}`),
    replace: helped,
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(assisted|assisting)\\s+(?:with|in)\\s+([\\p{L}-]+)'),
    replace: (match, context) => {
      const word = match[2] ?? ''
      const gerund = gerundBase(word, context)
      const ing = match[1]?.toLowerCase() === 'assisting'
      if (gerund) return `${ing ? 'contributing' : 'contributed'} to ${word}`
      return `${ing ? 'supporting' : 'supported'} ${word}`
    },
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(worked|working|works)\\s+on'),
    replace: (match) => {
      const form = (match[1] ?? '').toLowerCase()
      return form === 'working'
        ? 'contributing to'
        : form === 'works'
          ? 'contributes to'
          : 'contributed to'
    },
  },
  {
    kind: 'weakVerb',
    pattern: phrase(
      "(I|we)?\\s*(?:(was|am|were|is|are)\\s+)?(?:(?:solely|fully|directly)\\s+)?responsible\\s+for\\s+([\\p{L}'’-]+)(?=\\s|$)",
    ),
    replace: (match, context) =>
      verbOrNoun(match[1], match[3] ?? '', '', 'manage', context, tenseOfAux(match[2], context)),
  },
  {
    kind: 'weakVerb',
    pattern: phrase(
      "(I|we)?\\s*(?:(was|am|were|is|are)\\s+)?in\\s+charge\\s+of\\s+([\\p{L}'’-]+)(?=\\s|$)",
    ),
    replace: (match, context) =>
      verbOrNoun(match[1], match[3] ?? '', '', 'lead', context, tenseOfAux(match[2], context)),
  },
  {
    kind: 'weakVerb',
    pattern: phrase(
      "(?:(I|we)\\s+)?(?:(was|were|am|is|are)\\s+)?tasked\\s+with\\s+([\\p{L}'’-]+)(?=\\s|$)",
    ),
    replace: (match, context) =>
      verbOrNoun(match[1], match[3] ?? '', '', 'handle', context, tenseOfAux(match[2], context)),
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(?:my\\s+)?duties\\s+included'),
    replace: (_match, context) => inTense('handle', context),
  },
  {
    kind: 'weakVerb',
    pattern: phrase(
      '(I\\s+|we\\s+)?(?:(?:was|were)\\s+(?:involved\\s+in|part\\s+of)|involved\\s+in)',
    ),
    replace: (match) => `${match[1] ?? ''}contributed to`,
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(participated|participating|participate|participates)\\s+in'),
    replace: (match) => {
      const form = (match[1] ?? '').toLowerCase()
      if (form === 'participating') return 'contributing to'
      if (form === 'participate') return 'contribute to'
      if (form === 'participates') return 'contributes to'
      return 'contributed to'
    },
  },
  { kind: 'weakVerb', pattern: phrase('(?:tried|attempted)\\s+to'), replace: () => 'worked to' },
  // Slang and informal words.
  {
    kind: 'unprofessional',
    pattern: phrase('(and|or)\\s+(?:other\\s+)?stuff(\\s+(?:that|which)\\s+[\\p{L}]+)?'),
    // "other items that keep": the verb of a relative clause agrees with the plural.
    replace: (match) =>
      `${(match[1] ?? 'and').toLowerCase()} other items${(match[2] ?? '').replace(/\S+$/, plural)}`,
  },
  {
    // "all the admin stuff" → "all the admin tasks"; "the stuff" → "the items".
    kind: 'unprofessional',
    pattern: phrase('(\\p{L}+)\\s+stuff'),
    replace: (match) => {
      const before = match[1] ?? ''
      const lower = before.toLowerCase()
      if (
        DETERMINERS.has(lower) ||
        STOPS.has(lower) ||
        /^(?:when|if|because|once|until|while|where|so)$/.test(lower)
      )
        return null
      return `${before} tasks`
    },
  },
  {
    kind: 'unprofessional',
    pattern: phrase('stuff(?=\\s+([\\p{L}]+))'),
    replace: (match) => (/[^s]s$/.test(match[1] ?? '') ? 'something' : 'items'),
  },
  { kind: 'unprofessional', pattern: phrase('stuff'), replace: () => 'items' },
  {
    kind: 'unprofessional',
    pattern: phrase(
      `(tons\\s+of|a\\s+ton\\s+of|loads\\s+of|a\\s+bunch\\s+of|bunches\\s+of)${WORDS}`,
    ),
    replace: quantity,
  },
  { kind: 'unprofessional', pattern: phrase('kinda|sorta'), replace: () => '' },
  {
    kind: 'unprofessional',
    pattern: phrase('crazy(?=\\s+([\\p{L}]+))'),
    replace: (match) =>
      INTENSIFIED.has((match[1] ?? '').toLowerCase()) || /ly$/.test(match[1] ?? '')
        ? 'extremely'
        : 'demanding',
  },
  { kind: 'unprofessional', pattern: phrase('super\\s+easy'), replace: () => 'simple' },
  { kind: 'unprofessional', pattern: phrase('awesome'), replace: () => 'excellent' },
  { kind: 'unprofessional', pattern: phrase('gonna'), replace: () => 'going to' },
  { kind: 'unprofessional', pattern: phrase('wanna'), replace: () => 'want to' },
  { kind: 'unprofessional', pattern: phrase('gotta'), replace: () => 'have to' },
  { kind: 'unprofessional', pattern: phrase('guys'), replace: () => 'colleagues' },
  { kind: 'unprofessional', pattern: phrase('dude'), replace: () => 'colleague' },
  { kind: 'unprofessional', pattern: phrase('lol|omg|btw|yeah|nope'), replace: () => '' },
  { kind: 'unprofessional', pattern: phrase('rock\\s?star|ninja|guru'), replace: () => 'expert' },
  { kind: 'unprofessional', pattern: phrase('badass|killer'), replace: () => 'outstanding' },
  { kind: 'unprofessional', pattern: phrase('epic'), replace: () => 'major' },
  // Filler.
  {
    kind: 'filler',
    pattern: phrase(`(a\\s+lot\\s+of|lots\\s+of|plenty\\s+of)${WORDS}`),
    replace: quantity,
  },
  {
    kind: 'filler',
    pattern: phrase('basically|actually|literally|honestly|really|pretty\\s+much|essentially'),
    replace: () => '',
  },
]
