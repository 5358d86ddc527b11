// What every JSON Resume reader needs: the fix log, the Vitae extras from meta.vitae, and date
// handling (ISO to MM/YYYY, a missing end meaning ongoing).
import { presentWord, toResumeLanguageCode } from '../resume'
import { fromIsoDate } from './dates'
import { object, own, strings, text, type FixLog, type PlainObject } from './read'

export class ReadContext {
  /** meta.vitae, written by toJsonResume; {} for files from elsewhere. */
  readonly meta: PlainObject
  private readonly datesByPath: PlainObject
  private readonly present: string

  constructor(
    readonly data: PlainObject,
    readonly log: FixLog,
  ) {
    this.meta = object(object(data, 'meta', '', log), 'vitae', 'meta.', log)
    this.datesByPath = object(this.meta, 'dates', 'meta.vitae.', log)
    const language = own(this.meta, 'resumeLanguage')
    const code = typeof language === 'string' ? toResumeLanguageCode(language) : null
    this.present = presentWord(code ?? 'en')
  }

  text(source: PlainObject, key: string, path: string): string {
    return text(source, key, path, this.log)
  }

  strings(source: PlainObject, key: string, path: string): string[] {
    return strings(source, key, path, this.log)
  }

  /** A date as MM/YYYY; a date toJsonResume could not write in ISO comes from meta.vitae. */
  date(source: PlainObject, key: string, path: string): string {
    const raw = this.text(source, key, path)
    const kept = own(this.datesByPath, `${path}.${key}`)
    if (raw === '' && typeof kept === 'string') return kept
    if (raw === '') return ''
    const vitae = fromIsoDate(raw)
    if (vitae !== null) return vitae
    this.log.add(`${path}.${key} "${raw.slice(0, 40)}" is not an ISO date; kept it as written`)
    return raw
  }

  /** A start without an end means ongoing (the JSON Resume convention). */
  range(
    source: PlainObject,
    path: string,
  ): { startDate: string; endDate: string; ongoing: boolean } {
    const startDate = this.date(source, 'startDate', path)
    const endDate = this.date(source, 'endDate', path)
    const ongoing = startDate !== '' && endDate === ''
    return { startDate, endDate: ongoing ? this.present : endDate, ongoing }
  }
}

export function joinParts(parts: readonly string[], separator = ', '): string {
  return parts.filter((part) => part !== '').join(separator)
}
