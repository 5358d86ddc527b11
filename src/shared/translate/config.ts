// Which provider translates free text, from configuration (TRANSLATE_PROVIDER,
// LIBRETRANSLATE_URL, LIBRETRANSLATE_API_KEY, and the AI provider's AI_* settings). One rule set
// for the cloud (cloud/src/config.ts) and the CLI, so both choose alike and explain alike:
// - TRANSLATE_PROVIDER=llm: the AI provider's LLM; AI_BASE_URL, AI_API_KEY, AI_MODEL required.
// - TRANSLATE_PROVIDER=libretranslate: LIBRETRANSLATE_URL required, LIBRETRANSLATE_API_KEY optional.
// - TRANSLATE_PROVIDER=offline: no provider; only the offline part.
// - unset: libretranslate when LIBRETRANSLATE_URL is set, else llm when the AI provider is
//   configured, else offline. A LibreTranslate setting that another choice would ignore is an
//   error rather than a surprise.

export const TRANSLATE_PROVIDER_CHOICES = ['llm', 'libretranslate', 'offline'] as const
export type TranslateProviderChoice = (typeof TRANSLATE_PROVIDER_CHOICES)[number]

export interface LibreTranslateConfig {
  url: string
  apiKey: string | null
}

export interface TranslationConfig {
  provider: TranslateProviderChoice
  libreTranslate: LibreTranslateConfig | null
}

export interface TranslationEnv {
  /** TRANSLATE_PROVIDER (or the CLI's --provider). */
  requested?: string
  /** True when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set. */
  aiConfigured: boolean
  libreTranslateUrl?: string
  libreTranslateApiKey?: string
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

export function resolveTranslationConfig(env: TranslationEnv): {
  config: TranslationConfig
  problems: string[]
} {
  const problems: string[] = []
  const url = blank(env.libreTranslateUrl) ? null : env.libreTranslateUrl!.trim()
  const apiKey = blank(env.libreTranslateApiKey) ? null : env.libreTranslateApiKey!.trim()
  const requested = blank(env.requested) ? null : env.requested!.trim().toLowerCase()
  if (url !== null && !isHttpUrl(url)) {
    problems.push(`LIBRETRANSLATE_URL must be an http(s) URL, got '${url}'`)
  }
  if (apiKey !== null && url === null) {
    problems.push(
      'LIBRETRANSLATE_API_KEY is set but LIBRETRANSLATE_URL is not; set the URL of the LibreTranslate server too',
    )
  }
  let provider: TranslateProviderChoice
  if (requested === null) {
    provider = url !== null ? 'libretranslate' : env.aiConfigured ? 'llm' : 'offline'
  } else if ((TRANSLATE_PROVIDER_CHOICES as readonly string[]).includes(requested)) {
    provider = requested as TranslateProviderChoice
  } else {
    problems.push(
      `TRANSLATE_PROVIDER must be one of ${TRANSLATE_PROVIDER_CHOICES.join(', ')}, got '${env.requested}'`,
    )
    provider = 'offline'
  }
  if (provider === 'llm' && !env.aiConfigured) {
    problems.push(
      'TRANSLATE_PROVIDER=llm needs the AI provider: set AI_BASE_URL, AI_API_KEY and AI_MODEL',
    )
  }
  if (provider === 'libretranslate' && url === null) {
    problems.push(
      'TRANSLATE_PROVIDER=libretranslate needs LIBRETRANSLATE_URL, the address of the LibreTranslate server',
    )
  }
  if (provider !== 'libretranslate' && url !== null && requested !== null) {
    problems.push(
      `LIBRETRANSLATE_URL is set but TRANSLATE_PROVIDER is ${provider}, so it would be ignored; remove it or set TRANSLATE_PROVIDER=libretranslate`,
    )
  }
  return {
    config: {
      provider,
      libreTranslate: provider === 'libretranslate' && url !== null ? { url, apiKey } : null,
    },
    problems,
  }
}
