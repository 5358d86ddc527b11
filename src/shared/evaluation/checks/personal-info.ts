// redFlags.excessivePersonalInfo: details employers should not ask for and that invite bias
// (birth date and place, marital status, nationality, religion, gender, children, ID numbers,
// a photo). Read from the printed lines, because the model has no field for most of them,
// and from the model's birth date.
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding } from '../check'

interface PersonalDetail {
  name: string
  pattern: RegExp
}

const L = '(?<![\\p{L}])'
const R = '(?![\\p{L}])'
const rx = (body: string): RegExp => new RegExp(`${L}(?:${body})${R}`, 'iu')

/** One entry per kind of detail; patterns cover en, de, tr, es and fr labels and values. */
const DETAILS: readonly PersonalDetail[] = [
  {
    name: 'Date of birth',
    pattern: rx(
      'date of birth|birth ?date|born on|born in \\d{4}|DOB|Geburtsdatum|geboren am|geb\\.|Doğum tarihi|fecha de nacimiento|date de naissance|née? le',
    ),
  },
  {
    name: 'Place of birth',
    pattern: rx(
      'place of birth|birthplace|Geburtsort|Doğum yeri|lugar de nacimiento|lieu de naissance',
    ),
  },
  {
    name: 'Marital status',
    pattern: rx(
      'marital status|married|divorced|widowed|Familienstand|verheiratet|ledig|geschieden|verwitwet|Medeni hali?|evli|bekar|estado civil|casad[oa]|solter[oa]|situation familiale|mariée?|célibataire',
    ),
  },
  {
    name: 'Nationality',
    pattern: rx(
      'nationality|citizenship|Staatsangehörigkeit|Nationalität|Uyru[kğ]u?|nacionalidad|nationalité',
    ),
  },
  {
    name: 'Religion',
    pattern: rx('religion|religious affiliation|Konfession|Religion|Dini?\\s*:|religión'),
  },
  { name: 'Gender', pattern: rx('gender|sex\\s*:|Geschlecht|Cinsiyet|sexo\\s*:|sexe\\s*:') },
  {
    name: 'ID number',
    pattern: rx(
      'social security|SSN|passport (?:no|number)|ID (?:no|number)|national id|Personalausweis(?:nummer)?|Ausweisnummer|Steuer-?ID|T\\.?C\\.? Kimlik|Kimlik No|DNI|numéro de sécurité sociale',
    ),
  },
  {
    name: 'Children',
    pattern: rx(
      'children\\s*:|number of children|Kinder\\s*:|Çocuk(?: sayısı)?\\s*:|enfants\\s*:|hijos\\s*:',
    ),
  },
  {
    name: 'Age',
    pattern: rx(
      'age\\s*:|Alter\\s*:|Yaş\\s*:|edad\\s*:|âge\\s*:|\\d{2} years old|\\d{2} Jahre alt',
    ),
  },
  {
    name: 'Height or weight',
    pattern: rx('height\\s*:|weight\\s*:|Größe\\s*:|Gewicht\\s*:|Boy\\s*:|Kilo\\s*:'),
  },
]

const ADVICE =
  'Leave this out: employers do not need it to judge your skills and it can invite bias (many countries forbid asking for it).'

/** The printed line, shortened around the detail so the finding stays readable. */
function excerpt(line: string, index: number): string {
  const start = Math.max(0, line.lastIndexOf('  ', index) + 1, index - 10)
  return line.slice(start, start + 60).trim()
}

export const personalInfoCheck: Check = {
  id: 'excessivePersonalInfo',
  category: 'redFlags',
  run(doc) {
    const findings: Finding[] = []
    const seen = new Set<string>()
    for (const detail of DETAILS) {
      for (const line of doc.lines) {
        const match = detail.pattern.exec(line)
        if (!match) continue
        seen.add(detail.name)
        findings.push(
          finding(
            'excessivePersonalInfo',
            excerpt(line, match.index),
            { section: 'personal', field: 'text', kind: 'field', text: line },
            ADVICE,
          ),
        )
        break
      }
    }
    const birthDate = doc.resume?.contact.birthDate.trim() ?? ''
    if (birthDate !== '' && !seen.has('Date of birth')) {
      findings.push(
        finding(
          'excessivePersonalInfo',
          `Date of birth: ${birthDate}`,
          { section: 'personal', field: 'birthDate', kind: 'field', text: birthDate },
          ADVICE,
        ),
      )
    }
    if (doc.layout?.photo) {
      findings.push(
        finding(
          'excessivePersonalInfo',
          'Photo',
          null,
          'Leave the photo out unless the employer asks for one: ATS cannot read it and it invites bias.',
        ),
      )
    }
    return findings
  },
}
