// The printed text read as units a person wrote: wrapped lines joined back into one bullet or
// paragraph, each with the section heading it sits under. The evaluation uses them where the
// resume model is thin (a PDF whose parse missed a summary or bullets), so a finding never
// depends on how well the parser placed a line.
import { SECTION_TITLES } from '@shared/resume'
import { fold, words } from './text'

export interface TextUnit {
  text: string
  /** Starts with a bullet character. */
  bullet: boolean
  /** Resume-model section of the nearest heading above, or null before the first heading. */
  section: string | null
}

const BULLET = /^[•·▪◦‣∙●○■□►▶➜➤➔→✓✔*–—-]\s*/u

const EXTRA_HEADINGS: Record<string, readonly string[]> = {
  personal: [
    'profile',
    'summary',
    'professional summary',
    'about me',
    'objective',
    'career objective',
    'kurzprofil',
    'profil',
    'uber mich',
    'zusammenfassung',
    'ozet',
    'hakkimda',
    'kariyer hedefi',
    'contact',
    'kontakt',
    'iletisim',
    'persönliche daten',
    'personal details',
    'personal information',
    'kisisel bilgiler',
  ],
  experiences: [
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'experience',
    'berufserfahrung',
    'erfahrung',
    'beruflicher werdegang',
    'is deneyimi',
    'deneyim',
  ],
  educations: ['education', 'ausbildung', 'bildung', 'studium', 'egitim'],
  skills: [
    'skills',
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'yetenekler',
    'beceriler',
    'yetkinlikler',
  ],
  projects: ['projects', 'projekte', 'projeler'],
}

const HEADINGS = new Map<string, string>()
for (const titles of Object.values(SECTION_TITLES)) {
  for (const [key, title] of Object.entries(titles)) {
    const section = key === 'summary' ? 'personal' : key
    HEADINGS.set(bare(title), section)
  }
}
for (const [section, list] of Object.entries(EXTRA_HEADINGS))
  for (const title of list) HEADINGS.set(bare(title), section)

function bare(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\s&]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The section a heading line names, or null when the line is not a heading. */
export function headingSection(line: string): string | null {
  // Headings are short; longer cells are never folded (folding is the costly part).
  if (line.length > 48) return null
  const plain = bare(line)
  if (plain === '' || plain.split(' ').length > 4) return null
  // Spaced small caps ("W ORK E XPERIENCE") are read as one word too.
  return HEADINGS.get(plain) ?? HEADINGS.get(plain.replace(/\s+/g, '')) ?? joinedHeading(plain)
}

// The same headings with their spaces removed, for spaced small caps.
const JOINED_HEADINGS = new Map(
  [...HEADINGS].map(([title, section]) => [title.replace(/\s+/g, ''), section]),
)

function joinedHeading(plain: string): string | null {
  return JOINED_HEADINGS.get(plain.replace(/\s+/g, '')) ?? null
}

/** Cells of a printed line: two columns side by side are separated by two or more spaces. */
export function cells(line: string): string[] {
  return line
    .split(/\s{2,}|\t/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '')
}

/**
 * True when the text reads as sentences or bullet phrases rather than a name, title, place or
 * date line: four or more words, enough of them in lower case (German capitalises nouns, so
 * its share is lower).
 */
const LINKS =
  /\S+@\S+|(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|org|net|io|dev|de|tr|fr|es|ie|uk|eu)\b\S*/gi

export function isProse(text: string, language: string): boolean {
  const tokens = words(text.replace(LINKS, ' ')).filter((token) => !/^\d/.test(token.word))
  if (tokens.length < 4) return false
  const lowerInitial = tokens.filter((token) => /^\p{Ll}/u.test(token.word)).length
  return lowerInitial / tokens.length >= (language === 'de' ? 0.25 : 0.4)
}

export function textUnits(lines: readonly string[]): TextUnit[] {
  const units: TextUnit[] = []
  let section: string | null = null
  let lastCellLength = 0
  for (const line of lines) {
    for (const cell of cells(line)) {
      const heading = headingSection(cell.replace(/[^\p{L}\s&]/gu, ' '))
      if (heading) {
        section = heading
        lastCellLength = 0
        units.push({ text: cell, bullet: false, section: null })
        continue
      }
      const bullet = BULLET.test(cell)
      const text = cell.replace(BULLET, '').trim()
      const previous = units[units.length - 1]
      const continues =
        previous !== undefined &&
        !bullet &&
        previous.section === section &&
        !/[.!?:]$/.test(previous.text) &&
        (/^\p{Ll}/u.test(text) || lastCellLength >= 60)
      if (continues) previous.text = `${previous.text} ${text}`
      else units.push({ text, bullet, section })
      lastCellLength = cell.length
    }
  }
  return units.filter((unit) => unit.text !== '')
}
