// One reader per JSON Resume list, each returning a raw Vitae item (normalizeResume cleans it).
// Choices for data with no exact Vitae home are noted at each reader.
import { escapeHtml, newId, toLanguageLevel, toSkillLevel } from '../resume'
import { joinParts, type ReadContext } from './from-context'
import { own, reportLeftOut, type PlainObject } from './read'
import { buildRichText, linkHtml } from './rich'

type RawItem = Record<string, unknown>
export type EntryReader = (ctx: ReadContext, entry: PlainObject, path: string) => RawItem

// JSON Resume skill levels seen in the wild that are not Vitae words.
const SKILL_LEVEL_SYNONYMS = new Map([
  ['master', 'Expert'],
  ['novice', 'Beginner'],
  ['basic', 'Beginner'],
])

/** work → experience; the company description and summary become paragraphs. */
export const readWork: EntryReader = (ctx, entry, path) => {
  const { startDate, endDate, ongoing } = ctx.range(entry, path)
  reportLeftOut(entry, ['url'], path, ctx.log)
  return {
    id: newId(),
    title: ctx.text(entry, 'position', path),
    company: ctx.text(entry, 'name', path),
    location: ctx.text(entry, 'location', path),
    startDate,
    endDate,
    isCurrentWork: ongoing,
    description: buildRichText(
      [ctx.text(entry, 'description', path), ctx.text(entry, 'summary', path)],
      ctx.strings(entry, 'highlights', path),
    ),
  }
}

/** education → education; "studyType in area" is the degree, courses a list, score a line. */
export const readEducation: EntryReader = (ctx, entry, path) => {
  const { startDate, endDate, ongoing } = ctx.range(entry, path)
  const score = ctx.text(entry, 'score', path)
  reportLeftOut(entry, ['url'], path, ctx.log)
  return {
    id: newId(),
    degree: joinParts([ctx.text(entry, 'studyType', path), ctx.text(entry, 'area', path)], ' in '),
    school: ctx.text(entry, 'institution', path),
    location: ctx.text(entry, 'location', path),
    startDate,
    endDate,
    isCurrentEducation: ongoing,
    description: buildRichText(
      [ctx.text(entry, 'summary', path), score ? `Score: ${score}` : ''],
      ctx.strings(entry, 'courses', path),
    ),
  }
}

/** projects → project; entity, roles and keywords become lines, the url a link. */
export const readProject: EntryReader = (ctx, entry, path) => {
  const { startDate, endDate, ongoing } = ctx.range(entry, path)
  const url = ctx.text(entry, 'url', path)
  const extra = ['entity', 'roles', 'keywords'].map((key) =>
    ctx.strings(entry, key, path).join(', '),
  )
  const body = buildRichText(
    [ctx.text(entry, 'description', path), ...extra],
    ctx.strings(entry, 'highlights', path),
  )
  return {
    id: newId(),
    title: ctx.text(entry, 'name', path),
    startDate,
    endDate,
    isCurrentProject: ongoing,
    description: body + (url ? `<p>${linkHtml(url, url)}</p>` : ''),
  }
}

/** projects of type "exhibition" (as toJsonResume writes them) → exhibition. */
export const readExhibition: EntryReader = (ctx, entry, path) => ({
  id: newId(),
  description: buildRichText(
    [ctx.text(entry, 'name', path), ctx.text(entry, 'description', path)],
    ctx.strings(entry, 'highlights', path),
  ),
})

export function isExhibition(entry: PlainObject): boolean {
  return own(entry, 'type') === 'exhibition'
}

/** skills → skill; keywords are appended to the name: "Web Development (HTML, CSS)". */
export const readSkill: EntryReader = (ctx, entry, path) => {
  const name = ctx.text(entry, 'name', path)
  const keywords = ctx.strings(entry, 'keywords', path)
  const raw = ctx.text(entry, 'level', path)
  const level = toSkillLevel(raw) ?? SKILL_LEVEL_SYNONYMS.get(raw.toLowerCase()) ?? null
  if (level === null) {
    ctx.log.add(`${path}.level "${raw.slice(0, 40)}" is not a Vitae skill level; left it empty`)
  }
  return {
    id: newId(),
    name: keywords.length > 0 ? `${name} (${keywords.join(', ')})`.trim() : name,
    level: level ?? '',
  }
}

/** languages → language; the fluency is kept as written ("Native speaker", "C1"). */
export const readLanguage: EntryReader = (ctx, entry, path) => {
  const fluency = ctx.text(entry, 'fluency', path)
  const level = toLanguageLevel(fluency)
  if (level === null) {
    ctx.log.add(`${path}.fluency "${fluency.slice(0, 40)}…" is too long for a level; left it empty`)
  }
  return { id: newId(), name: ctx.text(entry, 'language', path), level: level ?? '' }
}

/** certificates → certification; date is the end unless toJsonResume wrote the range. */
export const readCertificate: EntryReader = (ctx, entry, path) => {
  const hasRange = own(entry, 'startDate') !== undefined || own(entry, 'endDate') !== undefined
  reportLeftOut(entry, ['url'], path, ctx.log)
  return {
    id: newId(),
    course: ctx.text(entry, 'name', path),
    institute: ctx.text(entry, 'issuer', path),
    startDate: hasRange ? ctx.date(entry, 'startDate', path) : '',
    endDate: hasRange ? ctx.date(entry, 'endDate', path) : ctx.date(entry, 'date', path),
  }
}

/** awards → honor: "Title, Awarder, MM/YYYY", then the summary. */
export const readAward: EntryReader = (ctx, entry, path) => {
  const head = joinParts([
    ctx.text(entry, 'title', path),
    ctx.text(entry, 'awarder', path),
    ctx.date(entry, 'date', path),
  ])
  return { id: newId(), description: buildRichText([head, ctx.text(entry, 'summary', path)]) }
}

/** publications → publication: the linked name, publisher and date, then the summary. */
export const readPublication: EntryReader = (ctx, entry, path) => {
  const name = ctx.text(entry, 'name', path)
  const url = ctx.text(entry, 'url', path)
  const rest = joinParts([ctx.text(entry, 'publisher', path), ctx.date(entry, 'releaseDate', path)])
  const title = url && name ? linkHtml(name, url) : escapeHtml(name || url)
  const head = [title, escapeHtml(rest)].filter((part) => part !== '').join(', ')
  const summary = buildRichText([ctx.text(entry, 'summary', path)])
  return { id: newId(), description: (head ? `<p>${head}</p>` : '') + summary }
}

/**
 * references → reference. A JSON Resume reference is a testimonial, which a Vitae reference
 * (name, company, phone, email) cannot hold; it is reported unless the details are present.
 */
export const readReference: EntryReader = (ctx, entry, path) => {
  const [company = '', phone = '', email = ''] = ['company', 'phone', 'email'].map((key) =>
    ctx.text(entry, key, path),
  )
  if (!company && !phone && !email) reportLeftOut(entry, ['reference'], path, ctx.log)
  return { id: newId(), name: ctx.text(entry, 'name', path), company, phone, email }
}

/** interests → hobby: "Name: keyword, keyword". */
export const readInterest: EntryReader = (ctx, entry, path) => {
  const name = ctx.text(entry, 'name', path)
  const keywords = ctx.strings(entry, 'keywords', path).join(', ')
  const line = name && keywords ? `${name}: ${keywords}` : name || keywords
  return { id: newId(), description: buildRichText([line]) }
}

/** volunteer → voluntary: "Position, Organization, start – end", summary, highlights. */
export const readVolunteer: EntryReader = (ctx, entry, path) => {
  const { startDate, endDate } = ctx.range(entry, path)
  const head = joinParts([
    ctx.text(entry, 'position', path),
    ctx.text(entry, 'organization', path),
    joinParts([startDate, endDate], ' – '),
  ])
  reportLeftOut(entry, ['url'], path, ctx.log)
  return {
    id: newId(),
    description: buildRichText(
      [head, ctx.text(entry, 'summary', path)],
      ctx.strings(entry, 'highlights', path),
    ),
  }
}
