// LibreTranslate (open source, self-hostable) as a translation provider: POST /translate with
// the batch as an array `q` and format "html", so tags and placeholders stay elements and only
// text is translated. Language codes come from the server's own /languages list (LibreTranslate
// names Norwegian "nb" and, in newer versions, Chinese "zh-Hans"). Transient failures (timeout,
// connection refused, 429, 5xx) are retried here, honouring Retry-After; 400/401/403 stop.
import type { ResumeLanguageCode } from '../../resume'
import { ProviderError, type ProviderLimits, type TranslationProvider } from '../types'
import { fetchJson, type HttpOptions } from './http'

export interface LibreTranslateSettings extends HttpOptions {
  /** Base URL of the server, e.g. http://localhost:5000. */
  url: string
  apiKey?: string | null
  limits?: Partial<ProviderLimits>
}

interface LanguageEntry {
  code: string
  targets?: string[]
}

const ALIASES: Partial<Record<ResumeLanguageCode, readonly string[]>> = {
  no: ['nb', 'nn'],
  zh: ['zh-Hans', 'zh-CN'],
}

export function createLibreTranslateProvider(
  settings: LibreTranslateSettings,
): TranslationProvider {
  const base = settings.url.replace(/\/+$/, '')
  let languages: Promise<LanguageEntry[]> | null = null

  const codes = (signal: AbortSignal) => {
    languages ??= fetchJson(`${base}/languages`, { method: 'GET' }, settings, signal).then(
      (body) => {
        if (!Array.isArray(body))
          throw new ProviderError('LibreTranslate /languages did not answer a list', 'malformed')
        return body as LanguageEntry[]
      },
    )
    // A failed look-up is not remembered, so the next batch asks again.
    languages.catch(() => (languages = null))
    return languages
  }

  const resolve = async (lang: ResumeLanguageCode, signal: AbortSignal): Promise<string> => {
    const offered = (await codes(signal)).map((entry) => entry.code)
    const found = [lang, ...(ALIASES[lang] ?? [])].find((code) => offered.includes(code))
    if (found) return found
    const regional = offered.find((code) => code.startsWith(`${lang}-`))
    if (regional) return regional
    throw new ProviderError(
      `LibreTranslate at ${base} does not offer the language '${lang}'`,
      'rejected',
    )
  }

  return {
    name: 'libretranslate',
    limits: { maxSegments: 40, maxChars: 6000, concurrency: 2, ...settings.limits },
    async translate(texts, from, to, signal) {
      const [source, target] = await Promise.all([resolve(from, signal), resolve(to, signal)])
      const body = {
        q: texts,
        source,
        target,
        format: 'html',
        ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
      }
      const answer = (await fetchJson(
        `${base}/translate`,
        { method: 'POST', body: JSON.stringify(body) },
        settings,
        signal,
      )) as { translatedText?: unknown }
      const translated = answer?.translatedText
      if (!Array.isArray(translated) || translated.length !== texts.length) {
        throw new ProviderError(
          'LibreTranslate answered without one translation per segment',
          'malformed',
        )
      }
      return translated.map((text) => (typeof text === 'string' ? text : null))
    },
  }
}
