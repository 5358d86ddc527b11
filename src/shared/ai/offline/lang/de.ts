// German phrase rewrites and passive → active. German resumes write bullets as participle
// phrases ("Wartungen an 40 Schaltschränken durchgeführt"), so a passive with the writer as
// actor becomes that phrase: "Die Umrüstung wurde von mir geplant" → "Umrüstung geplant".
import { phrase, upperFirst, type Rule, type RuleContext } from '../rules'

const PRONOUNS = 'ich|wir|er|sie|es|man'
const ARTICLES =
  'der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinen|meinem|unser|unsere|unseren|unserem'

/**
 * After a sentence adverb is dropped ("Leider ging die Liefertreue …"), the verb stands first;
 * German needs the subject there: "Die Liefertreue ging …", "ich bin …".
 */
export function verbSecond(rest: string): string {
  const match = new RegExp(
    `^(\\p{Ll}[\\p{L}]*)\\s+((?:${PRONOUNS})\\b|(?:${ARTICLES})\\s+(?:\\p{Ll}[\\p{L}-]*\\s+){0,2}\\p{Lu}[\\p{L}-]*)`,
    'u',
  ).exec(rest)
  if (!match) return rest
  const [whole, verb = '', subject = ''] = match
  return `${subject} ${verb}${rest.slice(whole.length)}`
}

const dropAdverb = (kind: Rule['kind'], words: string): Rule => ({
  kind,
  pattern: phrase(words),
  replace: () => '',
  afterClauseStartDeletion: verbSecond,
})

/** "an der Umstellung" → "zur Umstellung" (dative article after "zu"). */
const TO_DATIVE: Record<string, string> = { der: 'zur', dem: 'zum', den: 'zu den' }

export const DE_RULES: readonly Rule[] = [
  dropAdverb('negative', 'leider|bedauerlicherweise|dummerweise'),
  {
    kind: 'weakVerb',
    pattern: phrase(
      '(ich\\s+|wir\\s+)?(war|bin|waren|sind)\\s+(?:zuständig|verantwortlich)\\s+für',
    ),
    replace: (match) => {
      const subject = match[1] ?? ''
      const plural = /^(?:waren|sind)$/i.test(match[2] ?? '')
      const past = /^war/i.test(match[2] ?? '')
      const verb = past
        ? plural
          ? 'verantworteten'
          : 'verantwortete'
        : plural
          ? 'verantworten'
          : 'verantworte'
      return `${subject}${verb}`
    },
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(?:zuständig|verantwortlich)\\s+für'),
    replace: () => 'Verantwortung für',
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(?:mitgearbeitet|mitgewirkt|beteiligt)\\s+(?:an|bei)\\s+(der|dem|den)'),
    replace: (match) => `Beitrag ${TO_DATIVE[(match[1] ?? '').toLowerCase()] ?? 'zu'}`,
  },
  {
    kind: 'weakVerb',
    pattern: phrase('an\\s+(der|dem|den)\\s+([^,;.]{1,80}?)\\s+(?:mitgearbeitet|mitgewirkt)'),
    replace: (match) =>
      `${TO_DATIVE[(match[1] ?? '').toLowerCase()] ?? 'zu'} ${match[2] ?? ''} beigetragen`,
  },
  { kind: 'weakVerb', pattern: phrase('mitgearbeitet|mitgewirkt'), replace: () => 'beigetragen' },
  {
    kind: 'weakVerb',
    pattern: phrase('beteiligt\\s+(an|bei)'),
    replace: (match) => `Mitwirkung ${match[1] ?? 'an'}`,
  },
  { kind: 'weakVerb', pattern: phrase('unterstützte\\s+bei'), replace: () => 'wirkte mit bei' },
  { kind: 'weakVerb', pattern: phrase('mitgeholfen|geholfen'), replace: () => 'unterstützt' },
  { kind: 'weakVerb', pattern: phrase('half\\s+(?:bei|mit)'), replace: () => 'wirkte mit bei' },
  {
    kind: 'weakVerb',
    pattern: phrase('(?:Mithilfe|Unterstützung)\\s+bei'),
    replace: () => 'Mitwirkung bei',
  },
  {
    kind: 'unprofessional',
    pattern: phrase('(?:(?:den|der|dem|das|die)\\s+)?(?:ganzen?\\s+|ganze\\s+)?(?:Kram|Zeug)'),
    replace: () => 'sämtliche Aufgaben',
  },
  { kind: 'unprofessional', pattern: phrase('mega|super'), replace: () => 'sehr' },
  { kind: 'unprofessional', pattern: phrase('krass'), replace: () => 'beachtlich' },
  { kind: 'unprofessional', pattern: phrase('geil'), replace: () => 'hervorragend' },
  { kind: 'unprofessional', pattern: phrase('easy|locker'), replace: () => 'problemlos' },
  { kind: 'unprofessional', pattern: phrase('voll\\s+gut'), replace: () => 'sehr gut' },
  { kind: 'unprofessional', pattern: phrase('Bock\\s+auf'), replace: () => 'Freude an' },
  dropAdverb(
    'filler',
    'eigentlich|sozusagen|quasi|irgendwie|halt|ziemlich|im\\s+Grunde(?:\\s+genommen)?',
  ),
]

/** Dropping a leading definite article keeps the noun phrase grammatical in a participle bullet. */
const LEADING_ARTICLE = /^(?:Die|Der|Das)\s+(?=\p{Lu})/u

/** German passive with the writer (or the team) as actor, made active. */
export function deActive(line: string, context: RuleContext): string | null {
  // Relative clause: "…, die von mir geplant wurde" → "…, die ich geplant habe".
  const relative = /\b(die|der|das)\s+von\s+(mir|uns)\s+([^,;.]+?)\s+(wurde|wurden)\b/iu.exec(line)
  if (relative) {
    const pronoun = (relative[1] ?? '').toLowerCase() === 'der' ? 'den' : relative[1]
    const [who, aux] = relative[2]?.toLowerCase() === 'uns' ? ['wir', 'haben'] : ['ich', 'habe']
    return `${line.slice(0, relative.index)}${pronoun} ${who} ${relative[3]} ${aux}${line.slice(relative.index + relative[0].length)}`
  }
  // A bullet that opens with its object: "<Objekt> wurde(n) [von mir] … <Partizip>".
  const opening =
    /^([^,;:]{2,100}?)\s+(?:wurde|wurden|wird|werden)\s+(?:(von\s+(?:mir|uns))\s+)?(?=\S)/iu.exec(
      line,
    )
  if (!opening) return null
  const subject = opening[1] ?? ''
  const rest = line.slice(opening[0].length)
  // The participle must close the clause (ge…t, ge…en, …iert), as the passive needs.
  const clause = rest.split(/[,;]/)[0] ?? ''
  if (!/(?:\p{L}*ge\p{L}+(?:t|en)|\p{L}+iert)\s*$/u.test(clause.trim())) return null
  if (/^(?:ich|wir|er|sie|es)$/i.test(subject.trim())) return null
  const team = /uns/i.test(opening[2] ?? '') ? 'gemeinsam im Team ' : ''
  return upperFirst(`${subject.replace(LEADING_ARTICLE, '')} ${team}${rest}`, context.language)
}
