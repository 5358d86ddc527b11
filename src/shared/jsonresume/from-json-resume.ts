// JSON Resume → Vitae. The mirror of toJsonResume (see its header for the mapping); data
// written by toJsonResume (extensions, meta.vitae) is restored exactly, and anything with no
// Vitae home is listed in fixes rather than dropped silently. Choices for foreign files:
// - skills keywords are appended to the skill name: "Web Development (HTML, CSS)".
// - interests become hobbies "Name: keyword, keyword"; awards and publications become one
//   line "Title, Awarder, MM/YYYY" followed by their summary.
// - volunteer entries become voluntaries headed "Position, Organization, start – end".
// - basics.url and profiles become links at the end of the summary.
// - a missing endDate after a startDate means ongoing: the Present word of the resume language.
import {
  createResume,
  escapeHtml,
  normalizeResume,
  newId,
  presentWord,
  toLanguageLevel,
  toResumeLanguageCode,
  toSkillLevel,
  type Resume,
} from '../resume'
import { countryNameFor } from './countries'
import { fromIsoDate } from './dates'
import {
  FixLog,
  isPlainObject,
  object,
  objects,
  own,
  reportLeftOut,
  strings,
  text,
  type PlainObject,
} from './read'
import { buildRichText, linkHtml } from './rich'

export interface FromJsonResumeResult {
  resume: Resume
  fixes: string[]
}

// JSON Resume skill levels seen in the wild that are not Vitae words.
const SKILL_LEVEL_SYNONYMS = new Map([
  ['master', 'Expert'],
  ['novice', 'Beginner'],
  ['basic', 'Beginner'],
  ['fluent', 'Expert'],
])

export function fromJsonResume(input: unknown): FromJsonResumeResult {
  const log = new FixLog()
  let data = input
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      log.add('the input is text that is not JSON; started an empty resume')
      return { resume: createResume(), fixes: log.list() }
    }
  }
  if (!isPlainObject(data)) {
    log.add('the input is not a JSON Resume object; started an empty resume')
    return { resume: createResume(), fixes: log.list() }
  }
  const reader = new Reader(data, log)
  const { resume, fixes } = normalizeResume(reader.read())
  return { resume, fixes: [...log.list(), ...fixes] }
}

class Reader {
  private readonly meta: PlainObject
  private readonly datesByPath: PlainObject
  private readonly present: string

  constructor(
    private readonly data: PlainObject,
    private readonly log: FixLog,
  ) {
    this.meta = object(object(data, 'meta', '', log), 'vitae', 'meta.', log)
    this.datesByPath = object(this.meta, 'dates', 'meta.vitae.', log)
    const language = own(this.meta, 'resumeLanguage')
    this.present = presentWord(
      (typeof language === 'string' && toResumeLanguageCode(language)) || 'en',
    )
  }

  read(): Record<string, unknown> {
    const { data, log } = this
    const tagged = objects(data, 'projects', log).map((entry, i) => ({
      entry,
      path: `projects[${i}]`,
    }))
    const isExhibition = ({ entry }: { entry: PlainObject }) => own(entry, 'type') === 'exhibition'
    return {
      ...this.settings(),
      contact: this.contact(),
      experiences: objects(data, 'work', log).map((entry, i) => this.work(entry, `work[${i}]`)),
      educations: objects(data, 'education', log).map((entry, i) =>
        this.education(entry, `education[${i}]`),
      ),
      projects: tagged
        .filter((tag) => !isExhibition(tag))
        .map(({ entry, path }) => this.project(entry, path)),
      exhibitions: tagged
        .filter(isExhibition)
        .map(({ entry, path }) => this.exhibition(entry, path)),
      skills: objects(data, 'skills', log).map((entry, i) => this.skill(entry, `skills[${i}]`)),
      certifications: objects(data, 'certificates', log).map((entry, i) =>
        this.certificate(entry, `certificates[${i}]`),
      ),
      honors: objects(data, 'awards', log).map((entry, i) => this.award(entry, `awards[${i}]`)),
      languages: objects(data, 'languages', log).map((entry, i) =>
        this.language(entry, `languages[${i}]`),
      ),
      publications: objects(data, 'publications', log).map((entry, i) =>
        this.publication(entry, `publications[${i}]`),
      ),
      references: objects(data, 'references', log).map((entry, i) =>
        this.reference(entry, `references[${i}]`),
      ),
      hobbies: objects(data, 'interests', log).map((entry, i) =>
        this.interest(entry, `interests[${i}]`),
      ),
      voluntaries: objects(data, 'volunteer', log).map((entry, i) =>
        this.volunteer(entry, `volunteer[${i}]`),
      ),
    }
  }

  // Look settings exist only in meta.vitae; normalizeResume validates them.
  private settings(): Record<string, unknown> {
    const keys = [
      'resumeName',
      'selectedTemplate',
      'resumeColor',
      'resumeFontFamily',
      'resumeFontSize',
      'resumeLanguage',
      'showSkillLevels',
      'showLanguageLevels',
    ]
    // Defaults first: a JSON Resume from elsewhere has no settings, which is not worth a fix.
    const defaults: Record<string, unknown> = { ...createResume() }
    return Object.fromEntries(keys.map((key) => [key, own(this.meta, key) ?? defaults[key]]))
  }

  private contact(): Record<string, string> {
    const { data, log, meta } = this
    const basics = object(data, 'basics', '', log)
    const location = object(basics, 'location', 'basics.', log)
    const name = text(basics, 'name', 'basics', log)
    const metaFirst = text(meta, 'firstName', 'meta.vitae', log)
    const metaLast = text(meta, 'lastName', 'meta.vitae', log)
    const split =
      `${metaFirst} ${metaLast}`.trim() === name ? [metaFirst, metaLast] : splitName(name)
    const countryCode = text(location, 'countryCode', 'basics.location', log)
    const links = [
      ...(text(basics, 'url', 'basics', log)
        ? [linkHtml(text(basics, 'url', 'basics', log), text(basics, 'url', 'basics', log))]
        : []),
      ...objects(basics, 'profiles', log).map((profile, i) =>
        this.profileLink(profile, `basics.profiles[${i}]`),
      ),
    ].filter((link) => link !== '')
    reportLeftOut(basics, ['image'], 'basics', log)
    return {
      firstName: split[0] ?? '',
      lastName: split[1] ?? '',
      jobTitle: text(basics, 'label', 'basics', log),
      email: text(basics, 'email', 'basics', log),
      phone: text(basics, 'phone', 'basics', log),
      address: joinParts([
        text(location, 'address', 'basics.location', log),
        text(location, 'postalCode', 'basics.location', log),
      ]),
      city: joinParts([
        text(location, 'city', 'basics.location', log),
        text(location, 'region', 'basics.location', log),
      ]),
      country:
        text(meta, 'country', 'meta.vitae', log) ||
        (countryCode ? countryNameFor(countryCode) : ''),
      birthDate: text(meta, 'birthDate', 'meta.vitae', log),
      description:
        buildRichText([text(basics, 'summary', 'basics', log)]) +
        links.map((link) => `<p>${link}</p>`).join(''),
    }
  }

  private profileLink(profile: PlainObject, path: string): string {
    const url = text(profile, 'url', path, this.log)
    const network = text(profile, 'network', path, this.log)
    const username = text(profile, 'username', path, this.log)
    const label = network && username ? `${network}: ${username}` : network || username || url
    if (!url) return escapeHtml(label)
    return linkHtml(label, url)
  }

  private date(source: PlainObject, key: string, path: string): string {
    const raw = text(source, key, path, this.log)
    const kept = own(this.datesByPath, `${path}.${key}`)
    if (raw === '' && typeof kept === 'string') return kept
    if (raw === '') return ''
    const vitae = fromIsoDate(raw)
    if (vitae !== null) return vitae
    this.log.add(`${path}.${key} "${raw.slice(0, 40)}" is not an ISO date; kept it as written`)
    return raw
  }

  // A start without an end means ongoing (the JSON Resume convention); so does a Present word.
  private range(
    source: PlainObject,
    path: string,
  ): { startDate: string; endDate: string; ongoing: boolean } {
    const startDate = this.date(source, 'startDate', path)
    const endDate = this.date(source, 'endDate', path)
    const ongoing = startDate !== '' && endDate === ''
    return { startDate, endDate: ongoing ? this.present : endDate, ongoing }
  }

  private work(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const { startDate, endDate, ongoing } = this.range(entry, path)
    reportLeftOut(entry, ['url'], path, log)
    return {
      id: newId(),
      title: text(entry, 'position', path, log),
      company: text(entry, 'name', path, log),
      location: text(entry, 'location', path, log),
      startDate,
      endDate,
      isCurrentWork: ongoing,
      description: buildRichText(
        [text(entry, 'description', path, log), text(entry, 'summary', path, log)],
        strings(entry, 'highlights', path, log),
      ),
    }
  }

  private education(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const { startDate, endDate, ongoing } = this.range(entry, path)
    const score = text(entry, 'score', path, log)
    reportLeftOut(entry, ['url'], path, log)
    return {
      id: newId(),
      degree: joinParts(
        [text(entry, 'studyType', path, log), text(entry, 'area', path, log)],
        ' in ',
      ),
      school: text(entry, 'institution', path, log),
      location: text(entry, 'location', path, log),
      startDate,
      endDate,
      isCurrentEducation: ongoing,
      description: buildRichText(
        [text(entry, 'summary', path, log), score ? `Score: ${score}` : ''],
        strings(entry, 'courses', path, log),
      ),
    }
  }

  private project(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const { startDate, endDate, ongoing } = this.range(entry, path)
    const url = text(entry, 'url', path, log)
    const extra = ['entity', 'roles', 'keywords'].map((key) =>
      strings(entry, key, path, log).join(', '),
    )
    return {
      id: newId(),
      title: text(entry, 'name', path, log),
      startDate,
      endDate,
      isCurrentProject: ongoing,
      description:
        buildRichText(
          [text(entry, 'description', path, log), ...extra],
          strings(entry, 'highlights', path, log),
        ) + (url ? `<p>${linkHtml(url, url)}</p>` : ''),
    }
  }

  private exhibition(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const lines = [text(entry, 'name', path, log), text(entry, 'description', path, log)]
    return {
      id: newId(),
      description: buildRichText(lines, strings(entry, 'highlights', path, log)),
    }
  }

  private skill(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const name = text(entry, 'name', path, log)
    const keywords = strings(entry, 'keywords', path, log)
    const rawLevel = text(entry, 'level', path, log)
    const level = toSkillLevel(rawLevel) ?? SKILL_LEVEL_SYNONYMS.get(rawLevel.toLowerCase()) ?? null
    if (level === null)
      log.add(`${path}.level "${rawLevel.slice(0, 40)}" is not a Vitae skill level; left it empty`)
    return {
      id: newId(),
      name: keywords.length > 0 ? `${name} (${keywords.join(', ')})`.trim() : name,
      level: level ?? '',
    }
  }

  private language(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const fluency = text(entry, 'fluency', path, log)
    const level =
      toLanguageLevel(fluency) ?? toLanguageLevel(fluency.replace(/\s*(speaker|proficiency)$/i, ''))
    if (level === null)
      log.add(
        `${path}.fluency "${fluency.slice(0, 40)}" is not a Vitae language level; left it empty`,
      )
    return { id: newId(), name: text(entry, 'language', path, log), level: level ?? '' }
  }

  private certificate(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const hasRange = own(entry, 'startDate') !== undefined || own(entry, 'endDate') !== undefined
    reportLeftOut(entry, ['url'], path, log)
    return {
      id: newId(),
      course: text(entry, 'name', path, log),
      institute: text(entry, 'issuer', path, log),
      startDate: hasRange ? this.date(entry, 'startDate', path) : '',
      endDate: hasRange ? this.date(entry, 'endDate', path) : this.date(entry, 'date', path),
    }
  }

  private award(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const head = joinParts([
      text(entry, 'title', path, log),
      text(entry, 'awarder', path, log),
      this.date(entry, 'date', path),
    ])
    return { id: newId(), description: buildRichText([head, text(entry, 'summary', path, log)]) }
  }

  private publication(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const name = text(entry, 'name', path, log)
    const url = text(entry, 'url', path, log)
    const rest = joinParts([
      text(entry, 'publisher', path, log),
      this.date(entry, 'releaseDate', path),
    ])
    const title = url && name ? linkHtml(name, url) : escapeHtml(name || url)
    const head = [title, escapeHtml(rest)].filter((part) => part !== '').join(', ')
    const summary = buildRichText([text(entry, 'summary', path, log)])
    return { id: newId(), description: (head ? `<p>${head}</p>` : '') + summary }
  }

  private reference(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const details = ['company', 'phone', 'email'].map((key) => text(entry, key, path, log))
    const isOurs = details.some((detail) => detail !== '')
    if (!isOurs) reportLeftOut(entry, ['reference'], path, log)
    return {
      id: newId(),
      name: text(entry, 'name', path, log),
      company: details[0],
      phone: details[1],
      email: details[2],
    }
  }

  private interest(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const name = text(entry, 'name', path, log)
    const keywords = strings(entry, 'keywords', path, log).join(', ')
    return {
      id: newId(),
      description: buildRichText([name && keywords ? `${name}: ${keywords}` : name || keywords]),
    }
  }

  private volunteer(entry: PlainObject, path: string): Record<string, unknown> {
    const { log } = this
    const { startDate, endDate } = this.range(entry, path)
    const dates = joinParts([startDate, endDate], ' – ')
    const head = joinParts([
      text(entry, 'position', path, log),
      text(entry, 'organization', path, log),
      dates,
    ])
    reportLeftOut(entry, ['url'], path, log)
    return {
      id: newId(),
      description: buildRichText(
        [head, text(entry, 'summary', path, log)],
        strings(entry, 'highlights', path, log),
      ),
    }
  }
}

function joinParts(parts: readonly string[], separator = ', '): string {
  return parts.filter((part) => part !== '').join(separator)
}

/** "Ada King Lovelace" → ["Ada King", "Lovelace"]: the last word is the last name. */
function splitName(name: string): [string, string] {
  const words = name.split(/\s+/).filter((word) => word !== '')
  if (words.length <= 1) return [words[0] ?? '', '']
  return [words.slice(0, -1).join(' '), words.at(-1) ?? '']
}
