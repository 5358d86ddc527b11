// content.grammarProblems: a rule set for the mistakes that survive a spell-checker.
//   - a doubled word ("the the", "und und"), every language;
//   - a space before punctuation or none after a comma or full stop, every Latin-script language
//     (numbers, URLs and abbreviations such as "B.S." are left alone);
//   - English: "a" before a vowel sound and "an" before a consonant sound, a lower-case "i" as
//     a pronoun, "could of" for "could have", "alot", "irregardless", and a sentence of the
//     summary starting in lower case.
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding, proseSegments, uniqueByText } from '../check'
import type { Segment } from '../document'

interface Rule {
  pattern: RegExp
  languages?: readonly string[]
  message: (match: RegExpMatchArray) => string
  /** Extra test on the match; false means it is not a problem after all. */
  confirm?: (match: RegExpMatchArray) => boolean
}

// "an" is right before these consonant letters when read as a letter or a silent h.
const AN_EXCEPTIONS =
  /^(?:hour|honest|honou?r|heir|mba|mri|fbi|ms|mvp|sql|seo|rn|lpn|hr|html|fmea|nda|sme|x)/i
// "a" is right before these vowel letters read with a consonant sound.
const A_EXCEPTIONS = /^(?:uni|use|usu|user|utili|euro|one|once|ubiq|u\.|us\b)/i

const RULES: readonly Rule[] = [
  {
    pattern: /(?<![\p{L}])(\p{L}{2,})\s+\1(?![\p{L}])/giu,
    confirm: (match) => !/^(?:that|had|bye|very|so|mega)$/i.test(match[1] ?? ''),
    message: (match) => `"${match[1]}" is written twice in a row.`,
  },
  {
    pattern: /\p{L}+\s+[,;.!?](?!\d|\w)/gu,
    message: () => 'Remove the space before the punctuation mark.',
  },
  {
    pattern: /(?<![\p{L}.][a-z]?)\b\p{Ll}{3,}[,;](?=\p{L})/gu,
    message: () => 'Add a space after the comma.',
  },
  {
    pattern: /\b(a)\s+([aeiou]\w*)/gi,
    languages: ['en'],
    confirm: (match) => !A_EXCEPTIONS.test(match[2] ?? '') && match[2] !== match[2]?.toUpperCase(),
    message: (match) => `Write "an ${match[2]}" instead of "a ${match[2]}".`,
  },
  {
    pattern: /\b(an)\s+([b-df-hj-np-tv-z]\w*)/gi,
    languages: ['en'],
    confirm: (match) => !AN_EXCEPTIONS.test(match[2] ?? '') && match[2] !== match[2]?.toUpperCase(),
    message: (match) => `Write "a ${match[2]}" instead of "an ${match[2]}".`,
  },
  {
    pattern: /(?<![\p{L}'’])i(?![\p{L}'’.])/gu,
    languages: ['en'],
    message: () => 'Write the pronoun "I" in capitals.',
  },
  {
    pattern: /\b(?:could|should|would|must|might)\s+of\b/gi,
    languages: ['en'],
    message: (match) => `Write "${match[0].split(/\s+/)[0]} have".`,
  },
  {
    pattern: /\b(?:alot|irregardless|should of|definately|seperate)\b/gi,
    languages: ['en'],
    message: (match) => `"${match[0]}" is not standard English.`,
  },
]

/** The text with e-mails and links blanked out (same length, so offsets stay). */
function withoutLinks(text: string): string {
  return text.replace(
    /\S+@\S+|(?:https?:\/\/|www\.)\S+|\b\S+\.(?:com|org|net|io|dev|de|tr|fr|es)\b\S*/gi,
    (link) => ' '.repeat(link.length),
  )
}

function ruleFindings(segment: Segment, language: string): Finding[] {
  const findings: Finding[] = []
  const text = withoutLinks(segment.text)
  for (const rule of RULES) {
    if (rule.languages && !rule.languages.includes(language)) continue
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.confirm && !rule.confirm(match)) continue
      findings.push(finding('grammarProblems', match[0].trim(), segment, rule.message(match)))
    }
  }
  return findings
}

// Abbreviations after which a lower-case word is not a new sentence.
const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|ca|z\.b|bzw|usw|vb|vd)|\b\p{L})\.$/iu

/** Sentences of a paragraph that start in lower case after a full stop, ! or ?. */
function lowerCaseSentences(text: string): string[] {
  const found: string[] = []
  const parts = text.split(/(?<=[.!?])\s+/)
  parts.forEach((part, index) => {
    const previous = index === 0 ? '' : (parts[index - 1] ?? '')
    const startsLower = /^\p{Ll}/u.test(part) && !/^(?:e-|i[A-Z])/.test(part)
    if (startsLower && (index === 0 || !ABBREVIATION.test(previous))) found.push(part)
  })
  return found
}

export const grammarCheck: Check = {
  id: 'grammarProblems',
  category: 'content',
  run(doc) {
    const findings: Finding[] = []
    for (const segment of proseSegments(doc)) {
      findings.push(...ruleFindings(segment, doc.language))
      if (segment.kind !== 'summary' || !/^(?:en|de|es|fr|tr)$/.test(doc.language)) continue
      for (const sentence of lowerCaseSentences(withoutLinks(segment.text))) {
        {
          findings.push(
            finding(
              'grammarProblems',
              sentence.split(/\s+/).slice(0, 4).join(' '),
              segment,
              'Start the sentence with a capital letter.',
            ),
          )
        }
      }
    }
    return uniqueByText(findings)
  },
}
