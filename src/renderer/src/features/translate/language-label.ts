import { RESUME_LANGUAGES, type ResumeLanguageCode } from '@shared/resume'

/** A resume language's name in the interface language ("German", "Deutsch", "Almanca"). */
export function languageLabel(code: ResumeLanguageCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return RESUME_LANGUAGES.find((entry) => entry.code === code)?.name ?? code
  }
}
