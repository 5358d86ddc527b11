// Page styling every template shares: the resume's accent colours, font stack and displayed size.
import {
  displayedFontSize,
  type FontFamily,
  type Resume,
  type ResumeLanguageCode,
} from '@shared/resume'
import type { CSSProperties } from 'react'
import { accentInk, textOn } from './colors'
import './font-faces'

/**
 * The bundled face first (see font-faces.ts), then the installed one of the stored name.
 * Arial, Helvetica and Times New Roman resolve to their metric-compatible bundled twins so the
 * PDF is the same on every machine.
 */
export const FONT_STACKS: Record<FontFamily, string> = {
  Roboto: 'Roboto',
  Arial: 'Arimo, Arial',
  Helvetica: 'Arimo, Helvetica, Arial',
  Montserrat: 'Montserrat',
  'Times New Roman': 'Tinos, "Times New Roman"',
}

/**
 * The Noto face for scripts the five families do not cover. Han characters differ between
 * Chinese, Japanese and Korean, so the resume language picks which CJK face comes first.
 */
const SCRIPT_FONTS: Partial<Record<ResumeLanguageCode, string>> = {
  zh: '"Noto Sans SC"',
  ja: '"Noto Sans JP"',
  ko: '"Noto Sans KR"',
  ar: '"Noto Sans Arabic"',
  hi: '"Noto Sans Devanagari"',
}

/**
 * Faces that go before the family. An Arabic resume's Arabic letters, and the spaces between
 * them, come from the Vitae Arabic face (fonts/vitae-arabic.css): its range holds no Latin
 * letters or digits, so those still come from the chosen family.
 */
const LEADING_FONTS: Partial<Record<ResumeLanguageCode, string>> = {
  ar: '"Vitae Arabic"',
}

/**
 * The full font-family value for a resume: leading script face, family, Greek/Cyrillic cover,
 * script face, generic.
 */
export function fontStack(family: FontFamily, language: ResumeLanguageCode): string {
  const generic = family === 'Times New Roman' ? 'serif' : 'sans-serif'
  return [
    LEADING_FONTS[language],
    FONT_STACKS[family],
    '"Noto Sans"',
    SCRIPT_FONTS[language],
    generic,
  ]
    .filter(Boolean)
    .join(', ')
}

export interface TemplateProps {
  resume: Resume
}

/** CSS custom properties and font of the page; templates style themselves with the variables. */
export function pageStyle(resume: Resume): CSSProperties {
  return {
    '--resume-accent': resume.resumeColor,
    '--resume-on-accent': textOn(resume.resumeColor),
    '--resume-accent-ink': accentInk(resume.resumeColor),
    fontFamily: fontStack(resume.resumeFontFamily, resume.resumeLanguage),
    fontSize: `${displayedFontSize(resume.resumeFontSize)}px`,
  } as CSSProperties
}
