// translateResume: a translated copy of a resume (issue 15 points 2–4). The offline part runs
// always and needs nothing: section titles follow resumeLanguage in every template, dates and the
// Present word, level words, language and country names and known job titles are translated
// here. Free text goes to the provider, when there is one, segment by segment with its markup
// and protected tokens checked; what fails stays in the source language and is reported per
// field. The source is never changed.
import {
  MAX_PLAIN_LENGTH,
  MAX_RICH_LENGTH,
  resumeLanguage,
  sanitizePlainText,
  sanitizeRichText,
  type Resume,
  type ResumeLanguageCode,
} from '../resume'
import { runSegments, type SegmentOutcome } from './batch'
import { readField, resumeFields, resumeNames, writeField, type FieldRef } from './fields'
import { parseMarkup, renderMarkup, renderParts, type ParsedMarkup } from './markup'
import {
  monthDatePattern,
  parseMonthDate,
  formatMonthDate,
  translateDateField,
} from './offline/dates'
import { translateCountryName, translateLanguageName } from './offline/display-names'
import { translateJobTitle } from './offline/job-titles'
import { readLanguageLevel } from './offline/levels'
import { findProtectedSpans, type ProtectedSpan } from './protect'
import {
  TranslateError,
  type FieldReport,
  type TranslateOptions,
  type TranslateProgress,
  type TranslateResult,
} from './types'
import { encodeSegment, hasWords, type WireSegment } from './wire'

const LANGUAGE_SUFFIX = / \((?:[a-z]{2})\)$/

/** The copy's name (spec 000 §4): the source name with the target code in parentheses. */
export function translatedResumeName(name: string, to: ResumeLanguageCode): string {
  const base = name.replace(LANGUAGE_SUFFIX, '').trim()
  return base === '' ? `(${to})` : `${base} (${to})`
}

type OfflineResult = { value: string } | { text: string } | null

// The offline answer for a field, { text } when it is free text for the provider, or null when
// it stays as it is.
function offline(
  ref: FieldRef,
  value: string,
  from: ResumeLanguageCode,
  to: ResumeLanguageCode,
): OfflineResult {
  switch (ref.role) {
    case 'keep':
      return null
    case 'date':
      return { value: translateDateField(value, from, to) }
    case 'place': {
      const country = translateCountryName(value, from, to)
      return country ? { value: country } : null
    }
    case 'jobTitle': {
      const title = translateJobTitle(value, from, to)
      return title ? { value: title } : { text: value }
    }
    case 'languageName': {
      const name = translateLanguageName(value, from, to)
      return name ? { value: name } : { text: value }
    }
    case 'languageLevel': {
      const level = readLanguageLevel(value)
      if (level.kind === 'text') return { text: value }
      return level.kind === 'key' ? { value: level.value } : null
    }
    case 'text':
    case 'rich':
      return { text: value }
  }
}

interface Pending {
  ref: FieldRef
  /** Null for a plain field (one segment). */
  markup: ParsedMarkup | null
  /** Index into the wire list per markup segment; null where nothing is sent. */
  wires: (number | null)[]
  answers: Map<number, SegmentOutcome>
}

function protector(resume: Resume, from: ResumeLanguageCode, to: ResumeLanguageCode) {
  const names = resumeNames(resume)
  const pattern = monthDatePattern(from)
  const translateDate = (text: string) => {
    const date = parseMonthDate(text, from)
    return date ? formatMonthDate(date, to) : null
  }
  return (text: string): ProtectedSpan[] =>
    findProtectedSpans(text, { names, monthDatePattern: pattern, translateDate })
}

export async function translateResume(
  source: Resume,
  to: ResumeLanguageCode,
  options: TranslateOptions = {},
): Promise<TranslateResult> {
  const from = options.from ?? source.resumeLanguage
  if (from === to) {
    throw new TranslateError(
      'same-language',
      `The resume is already in ${resumeLanguage(to).name}.`,
    )
  }
  const provider = options.provider ?? null
  const resume = structuredClone(source)
  resume.resumeLanguage = to
  if (!options.fields) resume.resumeName = translatedResumeName(source.resumeName, to)

  const refs = resumeFields(source).filter((ref) => !options.fields || options.fields.has(ref.path))
  const progress = startProgress(refs, options.onProgress)
  const reports = new Map<string, FieldReport>()
  const report = (
    ref: FieldRef,
    status: FieldReport['status'],
    extra: Partial<FieldReport> = {},
  ) => {
    reports.set(ref.path, { path: ref.path, section: ref.section, status, ...extra })
    progress.done(ref)
  }
  const protect = protector(source, from, to)
  const wires: WireSegment[] = []
  const owners: Pending[] = []

  for (const ref of refs) {
    const value = readField(source, ref)
    const result = value.trim() === '' ? null : offline(ref, value, from, to)
    if (result === null || ('value' in result && result.value === value)) {
      report(ref, 'unchanged')
      continue
    }
    if ('value' in result) {
      writeField(resume, ref, result.value)
      report(ref, 'offline')
      continue
    }
    const markup = ref.role === 'rich' ? parseMarkup(result.text) : null
    const parts = markup
      ? markup.segments.map((segment) => ({ parts: segment.parts, rich: true }))
      : [{ parts: [{ type: 'text' as const, text: result.text }], rich: false }]
    const entry: Pending = { ref, markup, wires: [], answers: new Map() }
    for (const part of parts) {
      const wire = encodeSegment(part.parts, protect, part.rich)
      if (!hasWords(wire)) {
        entry.wires.push(null)
        continue
      }
      entry.wires.push(wires.length)
      wires.push(wire)
      owners.push(entry)
    }
    if (entry.wires.every((index) => index === null)) report(ref, 'unchanged')
    else if (!provider) report(ref, 'source', { reason: 'no-provider' })
  }
  progress.emit()

  let requests = 0
  let translated = 0
  if (provider && wires.length > 0) {
    const stats = await runCancellable(options.signal, () =>
      runSegments(provider, wires, {
        from,
        to,
        retries: options.retries ?? 2,
        signal: options.signal,
        onOutcome: (index, outcome) => {
          const owner = owners[index]!
          owner.answers.set(index, outcome)
          if (outcome.ok) translated++
          const expected = owner.wires.filter((wire) => wire !== null).length
          if (owner.answers.size === expected) {
            finishField(owner, resume, report)
            progress.emit()
          }
        },
      }),
    )
    requests = stats.requests
    if (translated === 0) {
      const failure = [...reports.values()].find((entry) => entry.status === 'source')
      throw new TranslateError(
        'provider-failed',
        `No text could be translated${failure?.detail ? `: ${failure.detail}` : ''}.`,
      )
    }
  }

  const fields = refs.map((ref) => reports.get(ref.path)!).filter(Boolean)
  return {
    resume,
    from,
    to,
    mode: provider ? 'full' : 'offline-only',
    provider: provider?.name ?? null,
    fields,
    stats: {
      segments: wires.length,
      translated,
      failed: provider ? wires.length - translated : 0,
      requests,
    },
  }
}

// A cancelled run ends with one error whatever layer noticed first (the SDK, fetch, a timer).
async function runCancellable<T>(
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!signal?.aborted) throw error
    const reason = signal.reason instanceof Error ? `: ${signal.reason.message}` : ''
    throw new TranslateError('aborted', `The translation was cancelled${reason}.`)
  }
}

function finishField(
  owner: Pending,
  resume: Resume,
  report: (ref: FieldRef, status: FieldReport['status'], extra?: Partial<FieldReport>) => void,
) {
  const outcomes = [...owner.answers.values()]
  const failed = outcomes.filter((outcome) => !outcome.ok)
  const firstFailure = failed[0]
  const pieces = owner.wires.map((index, i) => {
    const outcome = index === null ? undefined : owner.answers.get(index)
    if (outcome?.ok) return outcome.value
    return owner.markup ? renderParts(owner.markup.segments[i]?.parts ?? []) : null
  })
  let value: string | null
  if (owner.markup)
    value = sanitizeRichText(
      renderMarkup(
        owner.markup,
        pieces.map((piece) => piece ?? ''),
      ),
    )
  else value = pieces[0] ? sanitizePlainText(pieces[0], { trim: true }) : null
  const limit = owner.markup ? MAX_RICH_LENGTH : MAX_PLAIN_LENGTH
  if (value !== null && value.length > limit) {
    report(owner.ref, 'source', {
      reason: 'too-long',
      detail: 'the translation is longer than the field allows',
    })
    return
  }
  if (value !== null && failed.length < outcomes.length) writeField(resume, owner.ref, value)
  if (firstFailure && !firstFailure.ok) {
    const detail =
      outcomes.length > 1
        ? `${failed.length} of ${outcomes.length} parts kept in the source language: ${firstFailure.detail}`
        : firstFailure.detail
    report(owner.ref, 'source', { reason: firstFailure.reason, detail })
    return
  }
  report(owner.ref, 'translated')
}

function startProgress(
  refs: readonly FieldRef[],
  onProgress?: (progress: TranslateProgress) => void,
) {
  const state: TranslateProgress = { total: refs.length, done: 0, sections: {} }
  for (const ref of refs) {
    const section = (state.sections[ref.section] ??= { total: 0, done: 0 })
    section.total++
  }
  return {
    done(ref: FieldRef) {
      state.done++
      state.sections[ref.section]!.done++
    },
    emit() {
      onProgress?.(structuredClone(state))
    },
  }
}
