// English passive → active where the actor is known: "by me" (the writer), a named agent
// ("by the Central Bank"), or a bullet that opens with its object ("Forecast accuracy was
// improved…"), whose actor in a resume is the writer. Elsewhere the passive stays.
import { asObject, upperFirst, type RuleContext } from '../rules'
import { baseOfParticiple, isBaseVerb, isPastForm, pastOf } from './en-verbs'

// Participles after "to be" that describe the writer or a state, not an action on an object.
const STATES = new Set(
  'based interested experienced skilled qualified dedicated located excited motivated organized organised involved engaged focused passionate committed certified licensed specialized specialised required used supposed pleased tired concerned known named awarded accepted enrolled employed promoted'.split(
    ' ',
  ),
)

// Past forms that read better than the verb's own ("were done" → "performed").
const ACTIVE_PAST: Record<string, string> = { do: 'performed', make: 'made', get: 'obtained' }

const AGENT_END =
  /\s+(?:with|in|on|for|at|during|after|before|within|without|as|to|from|across|under|over|through|against|about|per|via|until|while|because|so|and|which|who|that|by)\s|[,;:.()]|$/i

function activePast(participle: string, context: RuleContext): string | null {
  const lower = participle.toLowerCase()
  if (STATES.has(lower)) return null
  const base = baseOfParticiple(lower, (word) => context.isWord(word))
  if (!base) return null
  return ACTIVE_PAST[base] ?? pastOf(base)
}

const PRONOUN_AGENTS: Record<string, string> = { me: '', myself: '', us: 'we', ourselves: 'we' }

/**
 * The agent of "… by <agent> …": a pronoun ("by me"), or a named or determined noun phrase
 * ("by the Central Bank", "by Deloitte") up to the next preposition or punctuation. "by 20%"
 * or "by hand" name no agent.
 */
function agentOf(tail: string): { actor: string; rest: string } | null {
  const pronoun = /^\s+by\s+(me|myself|us|ourselves)(?![\p{L}])/iu.exec(tail)
  if (pronoun)
    return {
      actor: PRONOUN_AGENTS[(pronoun[1] ?? '').toLowerCase()] ?? '',
      rest: tail.slice(pronoun[0].length),
    }
  // No i flag: with it, \p{Lu} would match any letter ("by hand" is no agent).
  const named =
    /^\s+[Bb]y\s+(?=(?:[Tt]he|[Aa]n?|[Mm]y|[Oo]ur|[Tt]heir|[Hh]is|[Hh]er|[Ii]ts)\s|\p{Lu})/u.exec(
      tail,
    )
  if (!named) return null
  const after = tail.slice(named[0].length)
  const end = AGENT_END.exec(after)
  const name = after.slice(0, end ? end.index : after.length).trim()
  if (name === '' || name.split(/\s+/).length > 5 || /\d/.test(name)) return null
  return { actor: name, rest: after.slice(name.length) }
}

const PARTICLE = '(?:\\s+(?:down|up|out|back|off|in))?'
const PARTICIPLE = '[\\p{L}-]+'

/** "…and brought down…" after an object moved forward: "…and brought them down…". */
function coordinatedParticiples(rest: string, plural: boolean, context: RuleContext): string {
  return rest.replace(
    new RegExp(`(\\s+and\\s+)(${PARTICIPLE})(${PARTICLE})(?=\\s|[,;.]|$)`, 'u'),
    (whole, and: string, participle: string, particle: string) => {
      const past = activePast(participle, context)
      if (!past) return whole
      const pronoun = plural ? 'them' : 'it'
      return `${and}${past} ${pronoun}${particle}`
    },
  )
}

/** One line with its passive clauses made active, or null when none could be. */
export function enActive(line: string, context: RuleContext): string | null {
  // A clause that opens with its subject: "<subject> was/were [adverb] <participle>[ and <participle>][ by <agent>]…"
  const opening = new RegExp(
    `^([^,;:]{2,80}?)\\s+(was|were|is|are|has\\s+been|have\\s+been)\\s+((?:\\p{L}+ly\\s+)?)(${PARTICIPLE})(?:\\s+and\\s+(${PARTICIPLE}))?(?=\\s|[,;.]|$)(.*)$`,
    'iu',
  )
  const match = opening.exec(line)
  if (match) {
    const [, subject = '', aux = '', adverb = '', first = '', second, tail = ''] = match
    const past = activePast(first, context)
    const secondPast = second ? activePast(second, context) : ''
    const firstWord = subject.split(/\s+/)[0] ?? ''
    const usable =
      past &&
      secondPast !== null &&
      !/\b(?:who|which|that|when|while|if|because|as|since|where)\b/i.test(subject) &&
      !/^(?:i|we|he|she|they|it|you|there)$/i.test(subject.trim()) &&
      !(isPastForm(firstWord) && !isBaseVerb(firstWord))
    if (usable) {
      const plural = /^(?:were|are|have)/i.test(aux)
      let rest = tail
      let actor = ''
      const agent = agentOf(rest)
      if (agent) {
        actor = agent.actor
        rest = agent.rest
      }
      rest = coordinatedParticiples(rest, plural, context)
      const verbs = `${adverb}${past}${secondPast ? ` and ${secondPast}` : ''}`
      const object = asObject(subject, context)
      const sentence =
        actor === '' ? `${verbs} ${object}${rest}` : `${actor} ${verbs} ${object}${rest}`
      return upperFirst(sentence.replace(/\s{2,}/g, ' '), context.language)
    }
  }
  // A relative clause with a named agent: "which was audited by the Central Bank" → "which the Central Bank audited".
  const clause = new RegExp(
    `\\b(which|that)\\s+(?:was|were)\\s+(${PARTICIPLE})\\s+by\\s+`,
    'iu',
  ).exec(line)
  if (clause) {
    const past = activePast(clause[2] ?? '', context)
    const after = line.slice(clause.index + clause[0].length)
    const agent = agentOf(` by ${after}`)
    if (past && agent) {
      const who = agent.actor === '' ? 'I' : agent.actor
      return `${line.slice(0, clause.index)}${clause[1]} ${who} ${past}${agent.rest}`
    }
  }
  return null
}
