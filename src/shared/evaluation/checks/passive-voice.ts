// redFlags.passiveVoice: "was created", "were documented", "wurde erstellt". The passive hides
// who acted; a resume should say "I created".
//
// Turkish is not checked: Turkish resumes conventionally write achievements as passive verbal
// nouns ("…yeniden yazılması") and neutral passives ("tarafından kullanıldı") describe a product,
// not the writer; flagging them would mark almost every well-written Turkish resume.
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding, proseSegments, uniqueByText } from '../check'

// Irregular English participles a resume uses; regular ones end in -ed.
const IRREGULAR =
  'built|done|made|led|run|held|sent|set|spent|taught|brought|bought|found|paid|sold|told|won|kept|left|met|put|cut|given|taken|written|chosen|driven|shown|known|seen|grown|drawn|begun|broken|hidden|thrown|overseen|undertaken|rewritten|rebuilt|upheld|withdrawn|awarded|granted'
// -ed words after "to be" that describe the person, not an action done to something.
const ADJECTIVES = new Set([
  'based',
  'interested',
  'experienced',
  'skilled',
  'qualified',
  'dedicated',
  'located',
  'excited',
  'motivated',
  'detail-oriented',
  'results-oriented',
  'organized',
  'organised',
  'involved',
  'engaged',
  'focused',
  'passionate',
  'committed',
  'certified',
  'licensed',
  'specialized',
  'specialised',
  'required',
  'used',
  'supposed',
  'pleased',
  'tired',
  'concerned',
  'known',
])

const EN_PASSIVE = new RegExp(
  `\\b(?:am|is|are|was|were|been|being|be|get|gets|got)\\s+(?:(?:not|also|then|successfully|fully|later|regularly|carefully|all|being)\\s+)?((?:[a-z]+-)?[a-z]+ed|${IRREGULAR})\\b(?:\\s+by\\s+(?:me|myself|us|the\\s+\\w+|\\w+))?`,
  'gi',
)

// German: a form of "werden" with a participle (ge…t / ge…en, or -iert) in the same clause.
const DE_PASSIVE =
  /\b(?:wurde|wurden|wird|werden|worden)\b(?:\s+[\p{L}\d-]+){0,6}?\s+((?:[\p{L}]+)?ge[\p{L}]+(?:t|en)|[\p{L}]+iert)\b/giu

export const passiveVoiceCheck: Check = {
  id: 'passiveVoice',
  category: 'redFlags',
  languages: ['en', 'de'],
  run(doc) {
    const pattern = doc.language === 'de' ? DE_PASSIVE : doc.language === 'en' ? EN_PASSIVE : null
    if (!pattern) return []
    const findings: Finding[] = []
    for (const segment of proseSegments(doc)) {
      for (const match of segment.text.matchAll(pattern)) {
        const participle = (match[1] ?? '').toLowerCase()
        if (doc.language === 'en' && ADJECTIVES.has(participle)) continue
        findings.push(
          finding(
            'passiveVoice',
            match[0].trim(),
            segment,
            doc.language === 'de'
              ? 'Aktiv formulieren: sagen Sie, was Sie getan haben.'
              : 'Use the active voice and say what you did ("I created…" → "Created…").',
          ),
        )
      }
    }
    return uniqueByText(findings)
  },
}
