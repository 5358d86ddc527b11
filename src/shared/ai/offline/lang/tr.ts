// Turkish phrase rewrites and passive → active. Turkish resumes write achievements in the first
// person past ("hazırladım"); a passive whose actor is named ("tarafımdan", by me) becomes that
// form. Passives without a named actor stay (see the evaluation's passive check for why).
import { phrase, type Rule, type RuleContext } from '../rules'

const BACK = 'aıou'

/** The four-way harmony vowel after a stem (ı, i, u, ü). */
function harmony4(stem: string): string {
  const vowels = stem.match(/[aeıioöuü]/g)
  const last = vowels?.[vowels.length - 1] ?? 'e'
  if (last === 'a' || last === 'ı') return 'ı'
  if (last === 'e' || last === 'i') return 'i'
  if (last === 'o' || last === 'u') return 'u'
  return 'ü'
}

/** The two-way harmony vowel (a, e). */
function harmony2(stem: string): string {
  const vowels = stem.match(/[aeıioöuü]/g)
  const last = vowels?.[vowels.length - 1] ?? 'e'
  return BACK.includes(last) ? 'a' : 'e'
}

const VOICELESS = /[çfhkpsşt]$/

/** Simple past, first person: "yap" → "yaptım", "tasarla" → "tasarladım"; plural → "yaptık". */
function pastFirstPerson(stem: string, plural: boolean): string {
  const d = VOICELESS.test(stem) ? 't' : 'd'
  return `${stem}${d}${harmony4(stem)}${plural ? 'k' : 'm'}`
}

/** Active first-person forms of a passive past verb ("yapıldı" → "yaptım"), most likely first. */
function activeForms(verb: string, plural: boolean): string[] {
  const match = /^(\p{L}+?)([ıiuü]?)([nl])(d[ıiuü]|t[ıiuü])$/u.exec(verb)
  if (!match) return []
  const [, stem = '', vowel, , past = ''] = match
  if (!/^d|^t/.test(past)) return []
  const candidates = new Set<string>()
  // "tasarla-n-dı": the stem ends in a vowel and takes a bare -n.
  if (vowel === '' && /[aeıioöuü]$/.test(stem)) candidates.add(pastFirstPerson(stem, plural))
  if (vowel !== '') {
    // "yap-ıl-dı", "bul-un-du", "ed-il-di" (et → ed before a vowel).
    const root = stem.endsWith('d') && stem.length <= 3 ? `${stem.slice(0, -1)}t` : stem
    candidates.add(pastFirstPerson(root, plural))
    candidates.add(pastFirstPerson(`${stem}${vowel}`, plural))
  }
  return [...candidates]
}

/** The accusative of a noun ("sistemi" → "sistemini", "proje" → "projeyi", "plan" → "planı"). */
function accusativeForms(noun: string): string[] {
  const v = harmony4(noun)
  if (/[ıiuü]$/.test(noun)) return [`${noun}n${v}`, `${noun}y${v}`]
  if (/[aeoö]$/.test(noun)) return [`${noun}y${v}`]
  return [`${noun}${v}`]
}

const PASSIVE_VERB = /^\p{L}+(?:[ıiuü][nl]|[aeıioöuü]n)(?:d|t)[ıiuü]$/u

export function trActive(line: string, context: RuleContext): string | null {
  const marker = /(\S+)\s+taraf(ım|ımız)dan\s+/u.exec(line)
  if (!marker) return null
  const plural = marker[2] === 'ımız'
  const noun = marker[1] ?? ''
  const object = accusativeForms(noun).find((form) => context.isWord(form))
  if (!object) return null
  const start = marker.index
  const after = line.slice(start + marker[0].length)
  // The sentence the marker governs ends at . ; or the line's end.
  const end = after.search(/[.;]|$/)
  const sentence = after.slice(0, end)
  let converted = 0
  const words = sentence.split(/(\s+|,)/)
  const active = words.map((word, index) => {
    const bare = word.replace(/[,]$/, '')
    const next = words.slice(index + 1).find((w) => w.trim() !== '') ?? ''
    const closes = next === '' || next === ',' || /^ve$/i.test(next)
    if (!closes || !PASSIVE_VERB.test(bare)) return word
    const form = activeForms(bare, plural).find((candidate) => context.isWord(candidate))
    if (!form) return word
    converted += 1
    return form
  })
  if (converted === 0) return null
  return `${line.slice(0, start)}${object} ${active.join('')}${after.slice(end)}`
}

/** "…-emedik, ancak …" → "…-emesek de …": the concession leads to the result. */
function concession(match: RegExpExecArray): string | null {
  const [, stem = '', ability = '', , person = ''] = match
  const neg = ability === 'a' || ability === 'ya' ? 'ma' : 'me'
  const vowel = neg === 'ma' ? 'a' : 'e'
  const suffix = person === 'k' ? `s${vowel}k` : `s${vowel}m`
  const de = harmony2(`${stem}${ability}${neg}${suffix}`) === 'a' ? 'da' : 'de'
  return `${stem}${ability}${neg}${suffix} ${de}`
}

export const TR_RULES: readonly Rule[] = [
  { kind: 'negative', pattern: phrase('maalesef|ne\\s+yazık\\s+ki|malesef'), replace: () => '' },
  {
    kind: 'negative',
    pattern: phrase('(\\p{L}+?)(ya|ye|a|e)(ma|me)d[ıiuü](k|m)\\s*,?\\s+(?:ancak|ama|fakat)'),
    replace: concession,
  },
  { kind: 'weakVerb', pattern: phrase('görev\\s+aldım'), replace: () => 'aktif rol üstlendim' },
  { kind: 'weakVerb', pattern: phrase('görev\\s+aldık'), replace: () => 'aktif rol üstlendik' },
  {
    kind: 'weakVerb',
    pattern: phrase('yardımcı\\s+oldum|yardım\\s+ettim|destek\\s+oldum|katıldım|dahil\\s+oldum'),
    replace: () => 'katkı sağladım',
  },
  {
    kind: 'weakVerb',
    pattern: phrase('üzerinde\\s+çalıştım'),
    replace: () => 'kapsamında çalışmalar yürüttüm',
  },
  {
    kind: 'weakVerb',
    pattern: phrase('üzerinde\\s+çalıştık'),
    replace: () => 'kapsamında çalışmalar yürüttük',
  },
  {
    // "takvimini falan da" → "takvimini de": the particle follows the word before it.
    kind: 'unprofessional',
    pattern: phrase('(\\p{L}+)\\s+(?:falan|filan)(?:\\s+(?:da|de|ta|te)(?![\\p{L}]))?'),
    replace: (match) => {
      const word = match[1] ?? ''
      const particle = /\s(?:da|de|ta|te)$/iu.test(match[0])
        ? ` ${harmony2(word) === 'a' ? 'da' : 'de'}`
        : ''
      return `${word}${particle}`
    },
  },
  { kind: 'unprofessional', pattern: phrase('falan|filan'), replace: () => '' },
  {
    // "İşe alımdan sorumluydum" → "İşe alım sorumluluğunu üstlendim".
    kind: 'weakVerb',
    pattern: phrase("(\\p{L}+?)(?:['’])?(?:dan|den|tan|ten)\\s+(?:sorumluydum|sorumlu\\s+oldum)"),
    replace: (match) => `${match[1] ?? ''} sorumluluğunu üstlendim`,
  },
  {
    kind: 'negative',
    pattern: phrase('kovuldum|işten\\s+çıkarıldım'),
    replace: () => 'görevim sona erdi',
  },
  { kind: 'unprofessional', pattern: phrase('hallettim'), replace: () => 'yürüttüm' },
  { kind: 'unprofessional', pattern: phrase('hallettik'), replace: () => 'yürüttük' },
  { kind: 'unprofessional', pattern: phrase('süper\\s+kolay'), replace: () => 'kolay' },
  { kind: 'unprofessional', pattern: phrase('efsane'), replace: () => 'olağanüstü' },
  {
    kind: 'filler',
    pattern: phrase('bir\\s+sürü|bir\\s+ton|tonlarca'),
    replace: () => 'çok sayıda',
  },
  { kind: 'filler', pattern: phrase('bayağı|baya'), replace: () => 'oldukça' },
  { kind: 'filler', pattern: phrase('aslında|açıkçası|yani|işte'), replace: () => '' },
]
