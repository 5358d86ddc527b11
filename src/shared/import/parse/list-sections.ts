// The three short-list sections (skills, languages, hobbies) read together, since each holds
// rows of the others: "Languages    English | French" inside a skills block, a Europass CEFR grid
// under "Personal skills", a programming-language row under a languages heading.
import { sectionOfHeading } from './headings'
import { MOTHER_TONGUE, motherTongueLevel, readCefrGrid, readLanguages } from './language-list'
import { languageMentions } from './language-names'
import { parseHobbies, parseLanguages, parseSkills, type NamedLevel } from './lists'
import type { SourceLine } from './source'

export interface ListSections {
  skills: NamedLevel[]
  languages: NamedLevel[]
  hobbies: string[]
}

/** A row the model has no field for (driving licences). */
const NO_FIELD =
  /^(?:driving licen[cs]es?|driver'?s licen[cs]es?|führerschein(?:klassen?)?|permis(?: de conduire)?|carnet de conducir|permiso de conducir|ehliyet|sürücü belgesi)\b/i

/** A page header or footer naming the document ("Jane Doe    Curriculum vitae"): no list item. */
const DOCUMENT_TITLE =
  /^(?:curriculum vitae|lebenslauf|résumé|resume|cv|özgeçmiş|ozgecmis|hoja de vida|currículum(?: vitae)?)$/i
const documentLine = (line: SourceLine): boolean =>
  line.text.split('\t').some((cell) => DOCUMENT_TITLE.test(cell.trim()))

/** A row of short items ("C, C++, Python", "Label    Git | Docker"). */
const listLike = (line: SourceLine): boolean => /[,|•·;]/u.test(line.text)

export function readListSection(
  key: 'skills' | 'languages' | 'hobbies',
  all: readonly SourceLine[],
  /** The section's printed title: "Mother tongue(s)" is the level of the languages under it. */
  heading = '',
): ListSections {
  const out: ListSections = { skills: [], languages: [], hobbies: [] }
  const lines = all.filter((line) => !documentLine(line))
  if (key === 'hobbies') {
    out.hobbies.push(...parseHobbies(lines))
    return out
  }
  if (key === 'languages') {
    const read = readLanguages(lines, parseLanguages)
    const level = MOTHER_TONGUE.test(heading.trim()) ? motherTongueLevel(heading) : ''
    out.languages.push(...read.languages.map((l) => (l.level || !level ? l : { ...l, level })))
    out.skills.push(...parseSkills(read.rest.filter(listLike)))
    return out
  }
  const grid = readCefrGrid(lines)
  out.languages.push(...grid.languages)
  const own: SourceLine[] = []
  // Row labels ("Sprachen", "Interessen") at one left edge: the first cell of the other rows
  // there is a row label too ("Technologie    Svelte    Cypress").
  const labelXs: number[] = []
  for (const line of lines) {
    if (grid.used.has(line)) continue
    if (NO_FIELD.test(line.text.trim())) continue
    // "Languages    English | French" inside a skills block: a labelled row of another list.
    const [label = '', ...rest] = line.text.split(/\t|:\s+/)
    const other =
      rest.length > 0 && !/[&/,]|\s(?:and|und|ve|y|et)\s/u.test(label)
        ? sectionOfHeading(label)
        : null
    // A "languages" row must name one ("Programming languages: Python, Go" is a skills row).
    const content = rest.join('\t')
    if (other === 'hobbies' || (other === 'languages' && languageMentions(content).length > 0)) {
      const read = readListSection(other, [{ ...line, text: content }])
      out.languages.push(...read.languages)
      out.hobbies.push(...read.hobbies)
      out.skills.push(...read.skills)
      labelXs.push(line.x)
    } else own.push(line)
  }
  const labelled = own.map((line) => {
    const cells = line.text.split('\t')
    const inColumn = labelXs.some((x) => Math.abs(x - line.x) <= 2)
    return inColumn && cells.length >= 2 ? { ...line, text: cells.slice(1).join('\t') } : line
  })
  out.skills.push(...parseSkills(labelled))
  return out
}
