// Per-section scores (spec 000 §3 "sections", §9): each section is scored on its raw scale
// (Personal 10, Education 15, Experience 35, Skills 25, Additional 15; together 100), then
// rescaled to 100 with the spec's multipliers. The explanation names what earned and lost points.
import type { Finding, SectionScore, SectionsEvaluation } from '@shared/api/evaluation'
import { rescaleSectionScore, SECTION_SCALES } from './bands'
import type { EvalDocument } from './document'
import { descriptionLines } from './document'
import { isQuantified } from './checks/quantified-impact'
import { cells, headingSection } from './text-units'

interface Part {
  points: number
  max: number
  note: string
}

function tally(parts: readonly Part[], max: number): { raw: number; evaluation: string } {
  const raw = Math.max(
    0,
    Math.min(
      max,
      parts.reduce((sum, part) => sum + part.points, 0),
    ),
  )
  const missing = parts.filter((part) => part.points < part.max).map((part) => part.note)
  const evaluation =
    missing.length === 0 ? 'Complete and well presented.' : `To improve: ${missing.join('; ')}.`
  return { raw: Math.round(raw * 10) / 10, evaluation }
}

const count = (findings: readonly Finding[], check: string): number =>
  findings.filter((item) => item.check === check).length

function personal(doc: EvalDocument, findings: readonly Finding[]) {
  const contact = doc.resume?.contact
  const missing = new Set(
    findings.filter((item) => item.check === 'missingImportantInfo').map((item) => item.text),
  )
  const has = (name: string) => !missing.has(name)
  const excess = count(findings, 'excessivePersonalInfo')
  return tally(
    [
      { points: has('Full name') ? 2 : 0, max: 2, note: 'add your full name' },
      { points: has('E-mail address (email)') ? 2 : 0, max: 2, note: 'add an e-mail address' },
      { points: has('Phone number') ? 2 : 0, max: 2, note: 'add a phone number' },
      {
        points: has('Location (city, country)') ? 1 : 0,
        max: 1,
        note: 'add your city and country',
      },
      { points: has('Job title') ? 1 : 0, max: 1, note: 'add a job title under your name' },
      {
        points: (contact?.description.trim() ?? '') !== '' ? 2 : 0,
        max: 2,
        note: 'add a short profile summary',
      },
      {
        points: -Math.min(3, excess),
        max: 0,
        note: 'remove personal details employers do not need',
      },
    ],
    SECTION_SCALES['Personal Information'].max,
  )
}

// A section the parser missed but the page prints (its heading) still earns its presence points.
function printed(doc: EvalDocument, section: string): boolean {
  return doc.lines.some((line) =>
    cells(line).some((cell) => headingSection(cell.replace(/[^\p{L}\s&]/gu, ' ')) === section),
  )
}

function education(doc: EvalDocument) {
  const items = doc.resume?.educations ?? []
  if (items.length === 0 && printed(doc, 'educations')) {
    return tally(
      [
        {
          points: 12,
          max: 15,
          note: 'make sure the degree, school and dates of every entry are readable',
        },
      ],
      SECTION_SCALES.Education.max,
    )
  }
  const complete = items.filter((item) => item.degree.trim() && item.school.trim())
  const dated = items.filter((item) => item.startDate.trim() || item.endDate.trim())
  return tally(
    [
      { points: items.length > 0 ? 8 : 0, max: 8, note: 'add your education' },
      {
        points: complete.length > 0 && complete.length === items.length ? 4 : 0,
        max: 4,
        note: 'name the degree and school of every entry',
      },
      {
        points: dated.length > 0 && dated.length === items.length ? 3 : 0,
        max: 3,
        note: 'add dates to every entry',
      },
    ],
    SECTION_SCALES.Education.max,
  )
}

function experience(doc: EvalDocument, findings: readonly Finding[]) {
  const items = doc.resume?.experiences ?? []
  const printedOnly = items.length === 0 && printed(doc, 'experiences')
  const bullets = printedOnly
    ? doc.segments.filter((segment) => segment.kind === 'bullet').map((segment) => segment.text)
    : items.flatMap((item) => descriptionLines(item.description))
  const quantified = bullets.filter(isQuantified).length
  const share = bullets.length === 0 ? 0 : quantified / bullets.length
  const dated = items.filter(
    (item) => item.startDate.trim() && (item.endDate.trim() || item.isCurrentWork),
  )
  const described = items.filter((item) => descriptionLines(item.description).length > 0)
  const wording =
    count(findings, 'passiveVoice') +
    count(findings, 'weakVerbs') +
    count(findings, 'longBulletPoints') +
    count(findings, 'negativePhrasingPatterns')
  return tally(
    [
      {
        points: items.length > 0 || printedOnly ? 10 : 0,
        max: 10,
        note: 'add your work experience',
      },
      {
        points:
          (items.length > 0 && described.length === items.length) ||
          (printedOnly && bullets.length > 0)
            ? 5
            : 0,
        max: 5,
        note: 'describe every role with bullets',
      },
      {
        points: (items.length > 0 && dated.length === items.length) || printedOnly ? 5 : 0,
        max: 5,
        note: 'give every role a start and end date',
      },
      {
        points: Math.round(Math.min(1, share / 0.5) * 10),
        max: 10,
        note: 'quantify more results with numbers',
      },
      { points: Math.max(0, 5 - wording), max: 5, note: 'use active, strong and concise wording' },
    ],
    SECTION_SCALES.Experience.max,
  )
}

function skills(doc: EvalDocument, matched: number, missing: number, skillCount: number) {
  const items = { length: Math.max(doc.resume?.skills.length ?? 0, skillCount) }
  const coverage = matched + missing === 0 ? null : matched / (matched + missing)
  return tally(
    [
      { points: Math.min(12, items.length * 1.5), max: 12, note: 'list at least 8 skills' },
      {
        points: coverage === null ? 8 : Math.round(coverage * 13),
        max: coverage === null ? 8 : 13,
        note: 'add the keywords of your target job',
      },
    ],
    SECTION_SCALES.Skills.max,
  )
}

function additional(doc: EvalDocument) {
  const resume = doc.resume
  const others = resume
    ? resume.honors.length +
      resume.voluntaries.length +
      resume.publications.length +
      resume.hobbies.length +
      resume.exhibitions.length +
      resume.references.length
    : 0
  return tally(
    [
      {
        points: (resume?.languages.length ?? 0) > 0 ? 4 : 0,
        max: 4,
        note: 'list the languages you speak',
      },
      {
        points: (resume?.certifications.length ?? 0) > 0 ? 4 : 0,
        max: 4,
        note: 'add certifications or courses',
      },
      { points: (resume?.projects.length ?? 0) > 0 ? 3 : 0, max: 3, note: 'show a project' },
      { points: others > 0 ? 4 : 0, max: 4, note: 'add awards, volunteering or interests' },
    ],
    SECTION_SCALES['Additional Information'].max,
  )
}

export function sectionsEvaluation(
  doc: EvalDocument,
  findings: readonly Finding[],
  keywords: { matched: number; missing: number },
  skillCount = 0,
): SectionsEvaluation {
  const raw = {
    'Personal Information': personal(doc, findings),
    Education: education(doc),
    Experience: experience(doc, findings),
    Skills: skills(doc, keywords.matched, keywords.missing, skillCount),
    'Additional Information': additional(doc),
  } as const
  const sections: SectionScore[] = (Object.keys(raw) as (keyof typeof raw)[]).map(
    (sectionName) => ({
      sectionName,
      score: rescaleSectionScore(sectionName, raw[sectionName].raw),
      evaluation: raw[sectionName].evaluation,
    }),
  )
  // The raw maxima add up to 100, so the sum of raw scores is the category's score.
  const score = Math.round(Object.values(raw).reduce((sum, part) => sum + part.raw, 0))
  const weakest = [...sections].sort((a, b) => a.score - b.score)[0]
  const explanation =
    weakest && weakest.score < 60
      ? `${weakest.sectionName} needs the most work (${weakest.score}/100). ${weakest.evaluation}`
      : 'Every section is in good shape.'
  return { explanation, score, sections }
}
