// The offline parser: source lines → a valid Resume. Each step lives in its own module (sections,
// contact, entries, fields, lists); this file puts their results into the model.
import {
  PRESENT_WORDS,
  createItem,
  createResume,
  escapeHtml,
  normalizeResume,
  type Contact,
  type Resume,
  type ResumeLanguageCode,
} from '../../resume'
import { parseCertifications } from './certifications'
import { parseHeader, readContactPart } from './contact'
import { findDateRange, isDateFragment } from './dates'
import { descriptionHtml, paragraphHtml } from './description'
import { isDashItem, splitEntries, type Entry } from './entries'
import {
  educationParts,
  experienceParts,
  headerFields,
  isClearPlace,
  type HeaderOptions,
} from './fields'
import { detectLanguage } from './language'
import { printedLanguageLevel, printedSkillLevel } from './levels'
import { readListSection } from './list-sections'
import { parseRichList } from './lists'
import { sectionOfHeading } from './headings'
import { parseReferences } from './references'
import { bodyFontSize, splitSections, type Section } from './sections'
import { BULLET, type ParseInput, type SourceLine } from './source'

export interface ParseResult {
  resume: Resume
  language: ResumeLanguageCode
  /** Plain text of everything read, in reading order. */
  text: string
  warnings: string[]
}

interface Dates {
  startDate: string
  endDate: string
  ongoing: boolean
}

function datesOf(
  entry: Entry,
  lang: ResumeLanguageCode,
  /** Where a single date goes: a degree's one date is when it was completed. */
  single: 'start' | 'end' = 'start',
  options: HeaderOptions = {},
): Dates & { parts: ReturnType<typeof headerFields>['parts'] } {
  const { range, parts } = headerFields(entry.header, options)
  if (range && single === 'end' && range.end === '' && !range.ongoing)
    return { startDate: '', endDate: range.start, ongoing: false, parts }
  return {
    startDate: range?.start ?? '',
    endDate: range?.ongoing ? PRESENT_WORDS[lang] : (range?.end ?? ''),
    ongoing: range?.ongoing ?? false,
    parts,
  }
}

function entryDescription(entry: Entry, extra: string[]): string {
  const lines: SourceLine[] = [
    ...extra.map((text): SourceLine => ({
      text,
      fontSize: 0,
      bold: false,
      x: 0,
      textX: 0,
      width: 0,
      flowRight: 0,
      gapAbove: 0,
      bullet: false,
      heading: false,
      page: 1,
    })),
    ...entry.body,
  ]
  return descriptionHtml(lines)
}

// A grade ("GPA: 3.8/4.0", "Note 1,7") or a year of study ("2nd Year", "3. Semester").
const STUDY_STATUS =
  /^(?:(?:GPA|CGPA|Grade|Note|Notendurchschnitt|GNO|Ortalama|Moyenne|Nota)\b.*\d|\d+(?:st|nd|rd|th|\.)?\s*(?:year|yr|semester|jahr|sınıf|année|año|curso)\b.*)$/iu

// A thesis named in the head ("Thesis: …", "Masterarbeit: …", "Tez Konusu: …") is the degree's
// text, not its school or field.
const THESIS =
  /^(?:(?:bachelor|master|diploma|senior|graduation|honou?rs)(?:'s)?\s+)?(?:thesis|dissertation|capstone(?:\s+project)?|final\s+project|bachelorarbeit|masterarbeit|diplomarbeit|abschlussarbeit|doktorarbeit|thèse|mémoire|tesis|tfg|tfm|trabajo\s+(?:de\s+)?fin\s+de\s+(?:grado|máster|master)|tez|bitirme\s+(?:projesi|tezi))(?:\s+(?:title|topic|thema|titel|sujet|título|tema|konusu|başlığı))?\s*:\s*\S/iu

// A grade printed as a line of its own ("GPA: 3.4 / 4.00", "Genel Not Ortalaması: 3.1 / 4").
const GRADE_LINE =
  /^(?:\p{L}+\s+){0,2}(?:GPA|CGPA|grade|note|notendurchschnitt|abschlussnote|GNO|AGNO|ortalama\p{L}*|notu|moyenne|nota|average)\s*[:=]?\s*\d[\d.,]*(?:\s*\/\s*\d[\d.,]*)?$/iu

// A preparatory or foundation year before a degree ("English Preparatory Year", "Hazırlık
// Sınıfı", "Studienkolleg"): it is passed, not graded.
const PREPARATORY =
  /(?<![\p{L}])(?:preparatory|prep|foundation\s+(?:year|programme|program|course)|hazırlık|studienkolleg|propädeutikum|vorbereitungs\p{L}*|année\s+préparatoire|curso\s+(?:preparatorio|propedéutico))(?![\p{L}])/iu

/**
 * Degrees stacked under one school ("University" over "BSc …    2019 – 2023" and "Preparatory
 * Year    2018 – 2019") with one grade printed after them: the grade is the degree's, not the
 * preparatory year's.
 */
function gradesToDegrees(entries: readonly Entry[]): Entry[] {
  const out = entries.map((entry) => ({ ...entry }))
  out.forEach((entry, i) => {
    const above = out[i - 1]
    if (
      above &&
      above.body.length === 0 &&
      entry.header.length >= 2 &&
      entry.header[0] === above.header[0] &&
      PREPARATORY.test(entry.header.at(-1)?.text ?? '') &&
      entry.body.length > 0 &&
      entry.body.every((l) => GRADE_LINE.test(l.text.replace(BULLET, '').trim()))
    ) {
      above.body = entry.body
      entry.body = []
    }
  })
  return out
}

/**
 * "Acme Ltd    2019 – 2021" over one short indented line ("Database Programmer"): a head that
 * names only the employer, with one short line and no other text under it, has its title there.
 */
function titleUnderHead(entry: Entry): Entry {
  const [only, ...more] = entry.body
  if (!only || more.length > 0 || only.bullet) return entry
  const text = only.text.trim()
  if (
    text.includes('\t') ||
    isDashItem(text) ||
    /[.!?:;,]$/.test(text) ||
    text.split(/\s+/).length > 8 ||
    findDateRange(text)
  )
    return entry
  const { parts } = headerFields(entry.header)
  if (parts.filter((p) => !isClearPlace(p.text)).length !== 1) return entry
  return { header: [...entry.header, only], body: [] }
}

/**
 * A sentence about the section, not an entry ("See all my projects on my homepage and" /
 * "related sites."): one undated line whose sentence goes on in lower case on the next line
 * and ends there.
 */
function isNote(entry: Entry): boolean {
  const [head, ...more] = entry.header
  const [next, ...after] = entry.body
  if (!head || !next || more.length > 0 || after.length > 0 || next.bullet) return false
  const text = head.text.trim()
  return (
    !text.includes('\t') &&
    !findDateRange(text) &&
    text.split(/\s+/).length >= 6 &&
    !/[.!?:;,]$/.test(text) &&
    /^\p{Ll}/u.test(next.text.trim()) &&
    /[.!?]$/.test(next.text.trim())
  )
}

// A role that says it is unpaid ("Volunteer Tutor", "Ehrenamtliche Helferin", "Bénévole").
const VOLUNTEER_ROLE =
  /^(?:volunteer(?:ing)?|ehrenamt\p{L}*|freiwillige?r?|bénévole|voluntari[oa]|gönüllü)(?:\s|$)/iu

/** An entry as one list item: its head's parts and dates, then each line of its text. */
function volunteerItem(entry: Entry, parts: ReturnType<typeof headerFields>['parts']): string {
  const dates = entry.header
    .flatMap((line) => line.text.split('\t'))
    .filter((cell) => isDateFragment(cell))
    .map((cell) => cell.trim())
  const head = [...parts.map((p) => p.text), ...dates].join(', ')
  const text: string[] = []
  for (const line of entry.body) {
    const words = line.text.replace(BULLET, '').trim()
    if (!words) continue
    if (line.bullet || text.length === 0) text.push(words)
    else text[text.length - 1] += ` ${words}`
  }
  return [head, ...text].join('\n')
}

function richItem(text: string): string {
  return `<p>${escapeHtml(text)}</p>`
}

/**
 * A section that goes on on the next page or column starts with the bullets of the entry it
 * was in ("• Framework: …" at the top of page 2, under the same heading): its lines join the
 * section before, so the bullets stay with their entry.
 */
function continuedSections(sections: readonly Section[]): Section[] {
  const out: Section[] = []
  for (const section of sections) {
    const previous = out.at(-1)
    const [first] = section.lines
    if (
      previous &&
      first &&
      previous.key === section.key &&
      ['experiences', 'educations', 'projects'].includes(section.key) &&
      (first.bullet || isDashItem(first.text))
    )
      out[out.length - 1] = { ...previous, lines: [...previous.lines, ...section.lines] }
    else out.push(section)
  }
  return out
}

export function parseResume(input: ParseInput): ParseResult {
  const warnings: string[] = []
  const allLines = input.flows.flatMap((f) => f.lines)
  const text = input.flows
    .map((f) => f.lines.map((l) => l.text.replace(/\t/g, '  ')).join('\n'))
    .join('\n\n')
  const lang = detectLanguage(text)
  const body = bodyFontSize(allLines)
  const { header, sections } = splitSections(input)
  const { contact, rest } = parseHeader(header, lang)
  const resume = createResume({ resumeLanguage: lang })
  const summary: string[] = []
  const headerText = rest.filter((l) => l.text.length > 60)
  if (headerText.length > 0 && !sections.some((s) => s.key === 'summary'))
    summary.push(paragraphHtml(headerText))

  for (const section of continuedSections(sections))
    fillSection(resume, section, lang, body, contact, summary, warnings)

  resume.contact = { ...resume.contact, ...(contact as Contact), description: summary.join('') }
  const { resume: valid, fixes } = normalizeResume(resume)
  warnings.push(...fixes)
  return { resume: valid, language: lang, text, warnings }
}

function fillSection(
  resume: Resume,
  section: Section,
  lang: ResumeLanguageCode,
  body: number,
  contact: Partial<Contact>,
  summary: string[],
  warnings: string[],
): void {
  const { lines } = section
  const fillLater: Section[] = []
  switch (section.key) {
    case 'summary':
      summary.push(paragraphHtml(lines))
      return
    case 'contact':
      for (const line of lines)
        for (const part of line.text.split(/\t|\s[|·•]\s/)) readContactPart(part.trim(), contact)
      return
    case 'experiences':
      for (const split of splitEntries(lines, body)) {
        const entry = titleUnderHead(split)
        const d = datesOf(entry, lang)
        const roles = experienceParts(d.parts)
        if (!roles.role && !roles.organisation && entry.body.length === 0) continue
        resume.experiences.push(
          createItem('experiences', {
            title: roles.role,
            company: roles.organisation,
            location: roles.location,
            startDate: d.startDate,
            endDate: d.endDate,
            isCurrentWork: d.ongoing,
            description: entryDescription(
              entry,
              d.parts.slice(3).map((p) => p.text),
            ),
          }),
        )
      }
      return
    case 'voluntaries':
      for (const text of parseRichList(lines))
        resume.voluntaries.push(createItem('voluntaries', { description: richItem(text) }))
      return
    case 'educations':
      for (const entry of gradesToDegrees(splitEntries(lines, body))) {
        const d = datesOf(entry, lang, 'end', { atWords: false, germanProse: lang === 'de' })
        // A grade, the year of study or the thesis beside the degree ("GPA: 3.8", "2nd Year",
        // "Thesis: …") is its text.
        const status = d.parts.filter(
          (p) => p.detail === true || STUDY_STATUS.test(p.text) || THESIS.test(p.text),
        )
        const roles = educationParts(d.parts.filter((p) => !status.includes(p)))
        if (!roles.role && !roles.organisation) continue
        resume.educations.push(
          createItem('educations', {
            degree: roles.role,
            school: roles.organisation,
            location: roles.location,
            startDate: d.startDate,
            endDate: d.endDate,
            isCurrentEducation: d.ongoing,
            description: entryDescription(entry, [
              ...status.map((p) => p.text),
              ...d.parts
                .filter((p) => !status.includes(p))
                .slice(3)
                .map((p) => p.text),
            ]),
          }),
        )
      }
      return
    case 'projects':
      for (const entry of splitEntries(lines, body)) {
        const d = datesOf(entry, lang, 'start', { title: true })
        const [title, ...rest] = d.parts
        if (!title || isNote(entry)) continue
        // Volunteering set out among projects ("Projects & Associations": "Volunteer Analyst",
        // the organisation, dates, bullets) is volunteering: one item, head over its bullets.
        if (VOLUNTEER_ROLE.test(title.text)) {
          resume.voluntaries.push(
            createItem('voluntaries', { description: richItem(volunteerItem(entry, d.parts)) }),
          )
          continue
        }
        // A role or stack printed on the title's line ("Chat app | React, Node") is neither
        // title nor description; nor is a stack after a colon ("Portfolio: React, Next.js").
        const more = rest.filter((p) => p.line !== title.line)
        const stack = /^(.+?)\s*:\s+([^,:]+(?:,\s*[^,:]+)+)$/u.exec(title.text)
        resume.projects.push(
          createItem('projects', {
            title: stack?.[1] ?? title.text,
            startDate: d.startDate,
            endDate: d.endDate,
            isCurrentProject: d.ongoing,
            description: entryDescription(
              entry,
              more.map((p) => p.text),
            ),
          }),
        )
      }
      return
    case 'certifications':
      for (const c of parseCertifications(lines))
        resume.certifications.push(createItem('certifications', c))
      return
    case 'skills':
    case 'languages':
    case 'hobbies': {
      // The short lists hold rows of each other (see list-sections.ts).
      const read = readListSection(section.key, lines, section.heading)
      for (const s of read.skills)
        resume.skills.push(
          createItem('skills', { name: s.name, level: printedSkillLevel(s.level) }),
        )
      for (const l of read.languages)
        resume.languages.push(
          createItem('languages', { name: l.name, level: printedLanguageLevel(l.level) }),
        )
      for (const h of read.hobbies)
        resume.hobbies.push(createItem('hobbies', { description: richItem(h) }))
      return
    }
    case 'references':
      for (const r of parseReferences(lines)) resume.references.push(createItem('references', r))
      return
    case 'honors':
    case 'publications':
    case 'exhibitions':
      for (const text of parseRichList(lines))
        resume[section.key].push(createItem(section.key, { description: richItem(text) }))
      return
    case 'other': {
      // Rows labelled with a known section inside an unknown one ("Publications    Title…"
      // under "Additional information"): each row, with the lines indented under it, is read
      // as that section.
      const rest: SourceLine[] = []
      let labelled: { section: Section; x: number } | null = null
      for (const line of lines) {
        const [label = '', ...cells] = line.text.split('\t')
        const key = cells.length > 0 ? sectionOfHeading(label) : null
        if (key && key !== 'other') {
          labelled = {
            section: { key, heading: label, lines: [{ ...line, text: cells.join('\t') }] },
            x: line.x,
          }
          fillLater.push(labelled.section)
        } else if (labelled && line.x > labelled.x + 20) labelled.section.lines.push(line)
        else {
          labelled = null
          rest.push(line)
        }
      }
      for (const found of fillLater.splice(0))
        fillSection(resume, found, lang, body, contact, summary, warnings)
      if (rest.length > 0)
        warnings.push(
          `The section "${section.heading}" has no place in the resume model; left it out.`,
        )
      return
    }
  }
}
