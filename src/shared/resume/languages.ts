// The 24 languages a resume's content can be written in (spec 000 §1), in spec order. The
// interface itself speaks only en, de and tr; these are for resumeLanguage and translation.

export const RESUME_LANGUAGE_CODES = [
  'en',
  'de',
  'tr',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'zh',
  'ja',
  'ko',
  'ar',
  'hi',
  'sv',
  'no',
  'da',
  'fi',
  'el',
  'cs',
  'hu',
  'ro',
  'uk',
] as const
export type ResumeLanguageCode = (typeof RESUME_LANGUAGE_CODES)[number]

export interface ResumeLanguage {
  code: ResumeLanguageCode
  /** English name, for logs and the CLI. */
  name: string
  /** The language's name for itself, shown in the translation picker. */
  nativeName: string
  flag: string
  dir: 'ltr' | 'rtl'
}

export const RESUME_LANGUAGES: readonly ResumeLanguage[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', dir: 'ltr' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', dir: 'ltr' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷', dir: 'ltr' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', dir: 'ltr' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', dir: 'ltr' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹', dir: 'ltr' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇵🇹', dir: 'ltr' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱', dir: 'ltr' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', flag: '🇵🇱', dir: 'ltr' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', dir: 'ltr' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳', dir: 'ltr' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵', dir: 'ltr' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flag: '🇰🇷', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', dir: 'rtl' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', dir: 'ltr' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska', flag: '🇸🇪', dir: 'ltr' },
  { code: 'no', name: 'Norwegian', nativeName: 'Norsk', flag: '🇳🇴', dir: 'ltr' },
  { code: 'da', name: 'Danish', nativeName: 'Dansk', flag: '🇩🇰', dir: 'ltr' },
  { code: 'fi', name: 'Finnish', nativeName: 'Suomi', flag: '🇫🇮', dir: 'ltr' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', flag: '🇬🇷', dir: 'ltr' },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština', flag: '🇨🇿', dir: 'ltr' },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', flag: '🇭🇺', dir: 'ltr' },
  { code: 'ro', name: 'Romanian', nativeName: 'Română', flag: '🇷🇴', dir: 'ltr' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', flag: '🇺🇦', dir: 'ltr' },
]

const CODES: ReadonlySet<string> = new Set(RESUME_LANGUAGE_CODES)

export function isResumeLanguageCode(value: unknown): value is ResumeLanguageCode {
  return typeof value === 'string' && CODES.has(value)
}

export function resumeLanguage(code: ResumeLanguageCode): ResumeLanguage {
  const found = RESUME_LANGUAGES.find((language) => language.code === code)
  if (!found) throw new Error(`Unknown resume language '${code}'.`)
  return found
}

// Norwegian Bokmål and Nynorsk share the one Norwegian entry.
const CODE_ALIASES: ReadonlyMap<string, ResumeLanguageCode> = new Map([
  ['nb', 'no'],
  ['nn', 'no'],
])

/**
 * The resume language meant by a loose value: a code in any case, a regional tag such as
 * "pt-BR" or "en_US", or an English or native name ("German", "Deutsch"). Null when unknown.
 */
export function toResumeLanguageCode(raw: string): ResumeLanguageCode | null {
  const wanted = raw.trim().toLowerCase()
  if (wanted === '') return null
  const primary = wanted.split(/[-_]/)[0] ?? wanted
  if (isResumeLanguageCode(primary)) return primary
  const alias = CODE_ALIASES.get(primary)
  if (alias) return alias
  const byName = RESUME_LANGUAGES.find(
    (language) =>
      language.name.toLowerCase() === wanted || language.nativeName.toLowerCase() === wanted,
  )
  return byName?.code ?? null
}
