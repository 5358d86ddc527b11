// The evaluation's view of a resume: prose segments that point back at the model (section, item,
// field), the raw text lines as printed (for facts the model has no field for, such as marital
// status), the layout facts of the PDF, and the words that are names and never typos.
import type { LayoutFacts } from '@shared/api/evaluation'
import {
  htmlToPlainText,
  resumeToPlainText,
  LIST_SECTIONS,
  isResumeLanguageCode,
  type Resume,
} from '@shared/resume'
import { fold, words } from './text'
import { cells, isProse, textUnits, type TextUnit } from './text-units'

export interface EvaluationInput {
  /** The resume model (from the editor, a JSON file or the PDF import). */
  resume?: Resume | null
  /** The resume's text as printed (PDF text); derived from the model when absent. */
  text?: string
  /** Resume content language (ISO code); the model's resumeLanguage when absent. */
  language?: string
  jobTitle?: string
  jobDescription?: string
  /** Facts about the PDF's layout; absent for a resume that was never a PDF. */
  layout?: LayoutFacts | null
}

export type SegmentKind = 'summary' | 'bullet' | 'field'

export interface Segment {
  section: string
  itemId?: string
  field: string
  kind: SegmentKind
  text: string
}

export interface EvalDocument {
  language: string
  resume: Resume | null
  /** Whole text, as printed or derived. */
  text: string
  /** Non-empty lines of the text. */
  lines: string[]
  segments: Segment[]
  layout: LayoutFacts | null
  jobTitle: string
  jobDescription: string
  /** Folded words of names, companies, schools, places, skills and certifications. */
  nameWords: Set<string>
}

const BULLET_PREFIX = /^[\s•·▪◦‣∙●○■□►▶➜➤➔→✓✔*–—-]+/u

/** A description's lines without their bullet characters. */
export function descriptionLines(html: string): string[] {
  // Plain text (a JSON file, an LLM) keeps its line breaks; HTML is read by its blocks.
  const text = /<[a-z][^>]*>/i.test(html) ? htmlToPlainText(html) : html
  return text
    .split('\n')
    .map((line) => line.replace(BULLET_PREFIX, '').trim())
    .filter((line) => line !== '')
}

// Sections whose descriptions are lists of achievements (bullets); the others are free text.
const BULLET_SECTIONS = new Set(['experiences', 'projects', 'educations', 'voluntaries'])
// Plain fields that are names of things, never prose.
const NAME_FIELDS = new Set([
  'company',
  'school',
  'institute',
  'location',
  'name',
  'course',
  'title',
  'degree',
])

export function buildDocument(input: EvaluationInput): EvalDocument {
  const resume = input.resume ?? null
  const language =
    input.language && input.language !== '' ? input.language : (resume?.resumeLanguage ?? 'en')
  const text =
    input.text && input.text.trim() !== '' ? input.text : resume ? resumeToPlainText(resume) : ''
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const code = isResumeLanguageCode(language) ? language : language.toLowerCase()
  const units = textUnits(lines).filter((unit) => isProse(unit.text, code))
  const model = withoutMergedBullets(resume ? modelSegments(resume) : [], units)
  const segments = [...model, ...uncoveredTextSegments(units, model)]
  const nameWords = resume ? nameWordsOf(resume) : new Set<string>()
  addNameLineWords(lines, code, nameWords)
  return {
    language: code,
    resume,
    text,
    lines,
    segments,
    layout: input.layout ?? null,
    jobTitle: (input.jobTitle ?? '').trim(),
    jobDescription: (input.jobDescription ?? '').trim(),
    nameWords,
  }
}

const squeeze = (text: string): string => fold(text).replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * Prose of the printed text that the model does not hold (a summary or bullets the parser
 * missed), as segments pointing at the section heading they were printed under.
 */
function uncoveredTextSegments(units: readonly TextUnit[], model: readonly Segment[]): Segment[] {
  const covered = squeeze(model.map((segment) => segment.text).join(' '))
  const segments: Segment[] = []
  for (const unit of units) {
    const key = squeeze(unit.text)
    if (covered.includes(key.slice(0, 60))) continue
    const section = unit.section ?? 'text'
    const bullet = unit.bullet || section === 'experiences' || section === 'projects'
    segments.push({ section, field: 'text', kind: bullet ? 'bullet' : 'summary', text: unit.text })
  }
  return segments
}

/**
 * A summary the parser filled with printed bullets (it ran past the summary's end) is dropped:
 * the bullets then come from the printed text, as bullets, and nothing is counted twice.
 */
function withoutMergedBullets(model: Segment[], units: readonly TextUnit[]): Segment[] {
  const bulletKeys = units
    .filter((unit) => unit.bullet)
    .map((unit) => squeeze(unit.text).slice(0, 60))
  return model.filter((segment) => {
    if (segment.kind !== 'summary') return true
    const text = squeeze(segment.text)
    return !bulletKeys.some((key) => key.length >= 20 && text.includes(key))
  })
}

/** Words of short printed lines that are not prose (names, companies, places, titles). */
function addNameLineWords(lines: readonly string[], language: string, names: Set<string>): void {
  for (const line of lines) {
    for (const cell of cells(line)) {
      const tokens = words(cell).filter((token) => !/^\d/.test(token.word))
      if (isProse(cell, language) || tokens.length > 8) continue
      // A short cell counts only when every word is capitalised ("Ostim Teknoloji, Ankara"), so
      // a short bullet with a typo ("Managment of staff") is still checked.
      const capitalised = tokens.filter((token) => /^\p{Lu}/u.test(token.word))
      if (tokens.length < 4 && capitalised.length < tokens.length) continue
      for (const token of capitalised) names.add(fold(token.word))
    }
  }
}

function modelSegments(resume: Resume): Segment[] {
  const segments: Segment[] = []
  const summary = htmlToPlainText(resume.contact.description)
  if (summary !== '') {
    segments.push({ section: 'personal', field: 'description', kind: 'summary', text: summary })
  }
  if (resume.contact.jobTitle.trim() !== '') {
    segments.push({
      section: 'personal',
      field: 'jobTitle',
      kind: 'field',
      text: resume.contact.jobTitle,
    })
  }
  for (const section of LIST_SECTIONS) {
    for (const item of resume[section] as readonly Record<string, unknown>[]) {
      const itemId = typeof item.id === 'string' ? item.id : undefined
      for (const [field, value] of Object.entries(item)) {
        if (typeof value !== 'string' || value.trim() === '' || field === 'id') continue
        if (field === 'description') {
          const kind: SegmentKind = BULLET_SECTIONS.has(section) ? 'bullet' : 'field'
          for (const line of descriptionLines(value)) {
            segments.push({ section, itemId, field, kind, text: line })
          }
        } else if (field === 'title' || field === 'degree') {
          segments.push({ section, itemId, field, kind: 'field', text: value.trim() })
        }
      }
    }
  }
  return segments
}

function nameWordsOf(resume: Resume): Set<string> {
  const names = new Set<string>()
  const add = (value: string): void => {
    for (const token of words(value)) names.add(fold(token.word))
  }
  const { firstName, lastName, city, country, address, email } = resume.contact
  for (const value of [firstName, lastName, city, country, address, email]) add(value)
  for (const section of LIST_SECTIONS) {
    for (const item of resume[section] as readonly Record<string, unknown>[]) {
      for (const [field, value] of Object.entries(item)) {
        if (typeof value !== 'string' || !NAME_FIELDS.has(field)) continue
        // Titles and degrees are checked for spelling; only names of things are exempt.
        if ((field === 'title' && section !== 'projects') || field === 'degree') continue
        add(value)
      }
    }
  }
  return names
}
