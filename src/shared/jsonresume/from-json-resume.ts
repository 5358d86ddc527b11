// JSON Resume → Vitae, the mirror of toJsonResume (see its header for the mapping). Data that
// toJsonResume wrote (extensions, meta.vitae) is restored exactly; anything from elsewhere with
// no Vitae home is listed in fixes rather than dropped silently. The per-section choices are
// documented in from-basics.ts and from-sections.ts.
import { createResume, normalizeResume, type Resume } from '../resume'
import { readContact } from './from-basics'
import { ReadContext } from './from-context'
import {
  isExhibition,
  readAward,
  readCertificate,
  readEducation,
  readExhibition,
  readInterest,
  readLanguage,
  readProject,
  readPublication,
  readReference,
  readSkill,
  readVolunteer,
  readWork,
  type EntryReader,
} from './from-sections'
import { FixLog, isPlainObject, objects, own, type PlainObject } from './read'

export interface FromJsonResumeResult {
  resume: Resume
  fixes: string[]
}

// Look settings exist only in meta.vitae; normalizeResume validates them.
const SETTINGS = [
  'resumeName',
  'selectedTemplate',
  'resumeColor',
  'resumeFontFamily',
  'resumeFontSize',
  'resumeLanguage',
  'showSkillLevels',
  'showLanguageLevels',
] as const

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
  const { resume, fixes } = normalizeResume(readAll(new ReadContext(data, log)))
  return { resume, fixes: [...log.list(), ...fixes] }
}

function readAll(ctx: ReadContext): Record<string, unknown> {
  // Each list is read once, so a bad entry is reported once even when two sections share it.
  const entries = new Map<string, { entry: PlainObject; path: string }[]>()
  const list = (key: string, read: EntryReader, keep = (_entry: PlainObject) => true) => {
    if (!entries.has(key)) {
      const all = objects(ctx.data, key, ctx.log).map((entry, i) => ({
        entry,
        path: `${key}[${i}]`,
      }))
      entries.set(key, all)
    }
    return (entries.get(key) ?? [])
      .filter(({ entry }) => keep(entry))
      .map(({ entry, path }) => read(ctx, entry, path))
  }
  // Defaults first: a JSON Resume from elsewhere has no settings, which is not worth a fix.
  const defaults: Record<string, unknown> = { ...createResume() }
  const settings = Object.fromEntries(
    SETTINGS.map((key) => [key, own(ctx.meta, key) ?? defaults[key]]),
  )
  return {
    ...settings,
    contact: readContact(ctx),
    experiences: list('work', readWork),
    educations: list('education', readEducation),
    projects: list('projects', readProject, (entry) => !isExhibition(entry)),
    exhibitions: list('projects', readExhibition, isExhibition),
    skills: list('skills', readSkill),
    certifications: list('certificates', readCertificate),
    honors: list('awards', readAward),
    languages: list('languages', readLanguage),
    publications: list('publications', readPublication),
    references: list('references', readReference),
    hobbies: list('interests', readInterest),
    voluntaries: list('volunteer', readVolunteer),
  }
}
