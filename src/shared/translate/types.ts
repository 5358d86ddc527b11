// The translation engine's contract: what a provider does, what a caller gets back.
import type { ResumeLanguageCode, Resume } from '../resume'
import type { FieldSection } from './fields'
import type { FailureReason } from './wire'

export type ProviderName = 'llm' | 'libretranslate'

export interface ProviderLimits {
  /** Segments per request. */
  maxSegments: number
  /** Characters of segment text per request. */
  maxChars: number
  /** Requests in flight at once. */
  concurrency: number
}

/**
 * A machine translator for free text. It receives wire segments (escaped text with <gN>…</gN>
 * tags and <xN/> placeholders, see wire.ts) and answers one string per segment, in order, or
 * null for a segment it did not answer. It retries transient HTTP failures itself and throws
 * ProviderError when it gives up; the engine checks every answer and retries segments.
 */
export interface TranslationProvider {
  readonly name: ProviderName
  readonly limits: ProviderLimits
  translate(
    texts: readonly string[],
    from: ResumeLanguageCode,
    to: ResumeLanguageCode,
    signal: AbortSignal,
  ): Promise<(string | null)[]>
}

export type ProviderErrorKind =
  | 'timeout'
  | 'rate-limit'
  | 'server'
  | 'network'
  | 'malformed'
  /** The provider refused the request itself (bad key, unknown model or language): no retry. */
  | 'rejected'

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: ProviderErrorKind,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ProviderError'
  }

  /** Retrying will not help; the whole translation stops. */
  get fatal(): boolean {
    return this.kind === 'rejected'
  }
}

export type TranslateErrorCode =
  'same-language' | 'provider-rejected' | 'provider-failed' | 'aborted'

/** A translation that could not produce a copy; the caller refunds and says why. */
export class TranslateError extends Error {
  constructor(
    readonly code: TranslateErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'TranslateError'
  }
}

/**
 * translated: by the provider. offline: by the product itself (titles, dates, levels, language
 * and country names, known job titles). unchanged: nothing to translate (names, contact data,
 * numbers, empty). source: left in the source language, with the reason, for the user to see.
 */
export type FieldStatus = 'translated' | 'offline' | 'unchanged' | 'source'

export type SourceReason = FailureReason | 'no-provider'

export interface FieldReport {
  path: string
  section: FieldSection
  status: FieldStatus
  /** Why a field stayed in the source language (status 'source' only). */
  reason?: SourceReason
  detail?: string
}

export interface SectionProgress {
  total: number
  done: number
}

/** Real progress, counted in fields, per section (issue 15 point 6: progress by section). */
export interface TranslateProgress {
  total: number
  done: number
  sections: Partial<Record<FieldSection, SectionProgress>>
}

export interface TranslateOptions {
  /** Null or absent: the offline part only ("titles, dates and levels only"). */
  provider?: TranslationProvider | null
  /** The language the content is written in; defaults to the resume's resumeLanguage. */
  from?: ResumeLanguageCode
  /** Translate only these field paths (linked versions); all others stay as in the source. */
  fields?: ReadonlySet<string>
  onProgress?: (progress: TranslateProgress) => void
  signal?: AbortSignal
  /** Extra attempts for a segment whose answer failed the checks or whose request failed. */
  retries?: number
}

export interface TranslateResult {
  resume: Resume
  from: ResumeLanguageCode
  to: ResumeLanguageCode
  /** offline-only: no provider, so free text stayed in the source language by design. */
  mode: 'full' | 'offline-only'
  provider: ProviderName | null
  fields: FieldReport[]
  /**
   * segments: pieces of free text that need a provider; translated and failed: how they ended
   * (failed is 0 without a provider, nothing was tried); requests: calls made to the provider.
   */
  stats: { segments: number; translated: number; failed: number; requests: number }
}
