// French and Spanish phrase rewrites and passive → active (agent "par …"/"por …" named, or a
// bullet that opens with its object, whose actor in a resume is the writer).
import { asObject, phrase, upperFirst, type Rule, type RuleContext } from '../rules'

/** "sur le" → "au": the article after "à" once "travaillé sur" becomes "contribué à". */
const FR_TO_A: Record<string, string> = {
  le: 'au',
  la: 'à la',
  les: 'aux',
  "l'": "à l'",
  'l’': 'à l’',
}
const FR_DE_DROP: Record<string, string> = {
  du: 'le',
  'de la': 'la',
  des: 'les',
  "de l'": "l'",
  'de l’': 'l’',
}

export const FR_RULES: readonly Rule[] = [
  { kind: 'negative', pattern: phrase('malheureusement|hélas|par\\s+malheur'), replace: () => '' },
  { kind: 'weakVerb', pattern: phrase('aidé\\s+à|participé\\s+à'), replace: () => 'contribué à' },
  {
    kind: 'weakVerb',
    pattern: phrase('aidé\\s+aux|participé\\s+aux'),
    replace: () => 'contribué aux',
  },
  {
    kind: 'weakVerb',
    pattern: phrase('aidé\\s+au|participé\\s+au'),
    replace: () => 'contribué au',
  },
  {
    kind: 'weakVerb',
    pattern: phrase("travaillé\\s+sur\\s+(le|la|les|l['’])"),
    replace: (match) => `contribué ${FR_TO_A[(match[1] ?? '').toLowerCase()] ?? 'à'}`,
  },
  {
    kind: 'weakVerb',
    pattern: phrase("été\\s+(?:responsable|chargée?)\\s+(du|de\\s+la|des|de\\s+l['’])"),
    replace: (match) =>
      `piloté ${FR_DE_DROP[(match[1] ?? '').toLowerCase().replace(/\s+/g, ' ')] ?? ''}`,
  },
  { kind: 'unprofessional', pattern: phrase('trucs|machins'), replace: () => 'aspects' },
  { kind: 'unprofessional', pattern: phrase('truc|machin'), replace: () => 'aspect' },
  { kind: 'unprofessional', pattern: phrase('boulot'), replace: () => 'travail' },
  { kind: 'unprofessional', pattern: phrase('bossé'), replace: () => 'travaillé' },
  { kind: 'unprofessional', pattern: phrase('sympa'), replace: () => 'agréable' },
  { kind: 'unprofessional', pattern: phrase('nickel'), replace: () => 'impeccable' },
  {
    kind: 'filler',
    pattern: phrase('plein\\s+de|un\\s+tas\\s+de|pas\\s+mal\\s+de'),
    replace: () => 'beaucoup de',
  },
  {
    kind: 'filler',
    pattern: phrase('en\\s+gros|en\\s+fait|du\\s+coup|vraiment|franchement|grosso\\s+modo'),
    replace: () => '',
  },
]

export const ES_RULES: readonly Rule[] = [
  {
    kind: 'negative',
    pattern: phrase('desafortunadamente|lamentablemente|por\\s+desgracia|desgraciadamente'),
    replace: () => '',
  },
  {
    kind: 'weakVerb',
    pattern: phrase('ayudé\\s+a|colaboré\\s+en\\s+la\\s+ayuda\\s+a'),
    replace: () => 'contribuí a',
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(?:participé|trabajé)\\s+en\\s+(el|la|los|las)'),
    replace: (match) => {
      const article = (match[1] ?? '').toLowerCase()
      return `contribuí ${article === 'el' ? 'al' : `a ${article}`}`
    },
  },
  {
    kind: 'weakVerb',
    pattern: phrase('(?:participé|trabajé)\\s+en'),
    replace: () => 'contribuí a',
  },
  {
    kind: 'weakVerb',
    pattern: phrase('fui\\s+(?:responsable|encargad[oa])\\s+(del|de\\s+la|de\\s+los|de\\s+las|de)'),
    replace: (match) => {
      const of = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ')
      const article = of === 'del' ? 'el' : of === 'de' ? '' : of.slice(3)
      return `dirigí ${article}`.trim()
    },
  },
  { kind: 'unprofessional', pattern: phrase('cosas'), replace: () => 'tareas' },
  { kind: 'unprofessional', pattern: phrase('movidas'), replace: () => 'tareas' },
  { kind: 'unprofessional', pattern: phrase('guay|chévere|chido'), replace: () => 'excelente' },
  { kind: 'unprofessional', pattern: phrase('curro'), replace: () => 'trabajo' },
  {
    kind: 'filler',
    pattern: phrase('un\\s+montón\\s+de|un\\s+mogollón\\s+de'),
    replace: () => 'una gran cantidad de',
  },
  {
    kind: 'filler',
    pattern: phrase('básicamente|en\\s+realidad|realmente|o\\s+sea|la\\s+verdad\\s+es\\s+que'),
    replace: () => '',
  },
]

/** A French participle in the masculine singular ("réalisés" → "réalisé", "mises" → "mis"). */
function frMasculine(participle: string, context: RuleContext): string {
  const candidates = [
    participle.replace(/ées$/, 'é').replace(/ée$/, 'é').replace(/és$/, 'é'),
    participle.replace(/es$/, ''),
    participle.replace(/s$/, ''),
    participle.replace(/e$/, ''),
    participle,
  ]
  return (
    candidates.find((candidate) => /[éiust]$/.test(candidate) && context.isWord(candidate)) ??
    participle
  )
}

// An agent is a pronoun, or a determiner and its noun ("par mon équipe", "por el equipo").
const FR_AGENT =
  /(?:moi(?:-même)?|nous|(?:(?:mon|ma|mes|notre|nos|le|la|les|leur|leurs|son|sa|ses|un|une)\s+|l['’])\p{L}+)(?![\p{L}])/u
const ES_AGENT =
  /(?:mí(?:\s+mism[oa])?|nosotr[oa]s|(?:mi|mis|el|la|los|las|nuestro|nuestra|nuestros|nuestras|un|una)\s+\p{L}+)(?![\p{L}])/u

export function frActive(line: string, context: RuleContext): string | null {
  const match = /^([^,;:]{2,80}?)\s+(?:a|ont)\s+été\s+(\p{L}+)(.*)$/u.exec(line)
  if (!match) return null
  const [, subject = '', participle = '', tail = ''] = match
  if (!/[ée]s?$|[is]e?s?$|te?s?$/.test(participle)) return null
  const verb = frMasculine(participle, context)
  // The agent closes the clause: "… par mon équipe ;" or "… par moi".
  const agentMatch = new RegExp(`\\s+par\\s+(${FR_AGENT.source})`, 'iu').exec(tail)
  const agent = agentMatch?.[1]?.trim() ?? ''
  const rest = agentMatch
    ? tail.slice(0, agentMatch.index) + tail.slice(agentMatch.index + agentMatch[0].length)
    : tail
  const object = asObject(subject, context)
  let actor: string
  if (agent === '' || /^moi(?:-même)?$/i.test(agent)) actor = `j'ai`
  else if (/^nous$/i.test(agent)) actor = 'nous avons'
  else if (/^(?:mes|les|des|nos|vos|ses|leurs)\s/i.test(agent)) actor = `${agent} ont`
  else actor = `${agent} a`
  return upperFirst(`${actor} ${verb} ${object}${rest}`, context.language)
}

/** The Spanish preterite from a participle: 1st person singular, or 3rd singular for an agent. */
function esPreterite(participle: string, person: 'yo' | 'nosotros' | 'other'): string | null {
  const match = /^(\p{L}+?)(ad|id)(?:o|a|os|as)$/u.exec(participle)
  if (!match) return null
  const [, stem = '', type] = match
  if (person === 'nosotros') return `${stem}${type === 'ad' ? 'amos' : 'imos'}`
  if (person === 'other') return `${stem}${type === 'ad' ? 'ó' : 'ió'}`
  if (type === 'id') return `${stem}í`
  const spelled = stem.replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/z$/, 'c')
  return `${spelled}é`
}

export function esActive(line: string, context: RuleContext): string | null {
  const match = /^([^,;:]{2,80}?)\s+(?:fue|fueron)\s+(\p{L}+)(.*)$/u.exec(line)
  if (!match) return null
  const [, subject = '', participle = '', tail = ''] = match
  const agentMatch = new RegExp(`\\s+por\\s+(${ES_AGENT.source})`, 'iu').exec(tail)
  const agent = agentMatch?.[1]?.trim() ?? ''
  const person =
    agent === '' || /^mí(?:\s+mism[oa])?$/i.test(agent)
      ? 'yo'
      : /^nosotros$/i.test(agent)
        ? 'nosotros'
        : 'other'
  const verb = esPreterite(participle, person)
  if (!verb) return null
  const rest = agentMatch
    ? tail.slice(0, agentMatch.index) + tail.slice(agentMatch.index + agentMatch[0].length)
    : tail
  const actor = person === 'other' ? `${agent} ` : ''
  return upperFirst(`${actor}${verb} ${asObject(subject, context)}${rest}`, context.language)
}
