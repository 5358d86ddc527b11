// content.spellingProblems: the same term written in different ways in one resume
// ("JavaScript" and "Javascript", "e-mail" and "email"), and, in English, British and American
// spellings mixed ("organised" next to "optimized"). Dictionary typos are under redFlags.typos.
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding } from '../check'
import type { Segment } from '../document'
import { words } from '../text'

// Stems whose British and American spellings differ; only these count, since many words end in
// -ise or -our with one spelling only (enterprise, expertise, hour).
const VARIANT_STEMS = [
  'organi',
  'recogni',
  'reali',
  'prioriti',
  'optimi',
  'speciali',
  'minimi',
  'maximi',
  'standardi',
  'utili',
  'customi',
  'moderni',
  'summari',
  'digiti',
  'visuali',
  'centrali',
  'categori',
  'authori',
  'memori',
  'capitali',
  'finali',
  'normali',
  'personali',
  'stabili',
  'synchroni',
]
const BRITISH = new RegExp(
  `^(?:(?:${VARIANT_STEMS.join('|')})s(?:e|ed|es|ing|ation|ations)|analys(?:e|ed|es|ing)|(?:col|behavi|fav|lab|hon|neighb)our(?:s|ed|ing|ite)?|centre|centres|catalogue|licence|defence|travelled|travelling|modelled|modelling|cancelled)$`,
  'i',
)
const AMERICAN = new RegExp(
  `^(?:(?:${VARIANT_STEMS.join('|')})z(?:e|ed|es|ing|ation|ations)|analyz(?:e|ed|es|ing)|(?:col|behavi|fav|lab|hon|neighb)or(?:s|ed|ing|ite)?|center|centers|catalog|defense|traveled|traveling|modeled|modeling|canceled)$`,
  'i',
)

export const spellingConsistencyCheck: Check = {
  id: 'spellingProblems',
  category: 'content',
  run(doc) {
    const findings: Finding[] = []
    const forms = new Map<string, { printed: Set<string>; first: Segment }>()
    let british: { word: string; segment: Segment } | null = null
    let american: { word: string; segment: Segment } | null = null
    for (const segment of doc.segments) {
      for (const { word } of words(segment.text)) {
        if (word.length >= 4 && /\p{Lu}/u.test(word.slice(1))) {
          const key = word.toLowerCase().replace(/[-\s]/g, '')
          const entry = forms.get(key) ?? { printed: new Set<string>(), first: segment }
          entry.printed.add(word)
          forms.set(key, entry)
        }
        if (doc.language !== 'en') continue
        if (!british && BRITISH.test(word)) british = { word, segment }
        if (!american && AMERICAN.test(word)) american = { word, segment }
      }
    }
    // Compare lower-case forms of product words with how they are capitalised elsewhere.
    for (const segment of doc.segments) {
      for (const { word } of words(segment.text)) {
        const entry = forms.get(word.toLowerCase().replace(/[-\s]/g, ''))
        if (entry && word.length >= 4) entry.printed.add(word)
      }
    }
    for (const { printed, first } of forms.values()) {
      // Capitalising the parts of a compound ("Front-End", "Front-end") is not a misspelling.
      const variants = [...printed].filter((word) => word !== word.toUpperCase())
      const distinct = new Set(variants)
      const partsCapitalised = new Set(
        variants.map((word) =>
          word.replace(
            /(^|-)(\p{L})/gu,
            (_m, edge: string, letter: string) => edge + letter.toUpperCase(),
          ),
        ),
      )
      if (partsCapitalised.size < 2) continue
      if (distinct.size < 2) continue
      const lowerOnly = [...distinct].filter((word) => word === word.toLowerCase())
      // "react to" next to "React" is ordinary English, not an inconsistency.
      if (
        lowerOnly.length === distinct.size - 1 &&
        lowerOnly.length > 0 &&
        /^[a-z]+$/.test(lowerOnly[0] ?? '')
      )
        continue
      const list = [...distinct].join(', ')
      findings.push(
        finding('spellingProblems', list, first, `Write it one way throughout: ${list}.`),
      )
    }
    if (british && american) {
      findings.push(
        finding(
          'spellingProblems',
          `${british.word} / ${american.word}`,
          british.segment,
          'British and American spellings are mixed; pick one and use it throughout.',
        ),
      )
    }
    return findings
  },
}
