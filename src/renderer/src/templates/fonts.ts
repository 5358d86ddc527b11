// Page styling every template shares: the resume's accent colours, font stack and displayed size.
import {
  displayedFontSize,
  type FontFamily,
  type Resume,
  type ResumeLanguageCode,
} from '@shared/resume'
import type { CSSProperties } from 'react'
import { accentInk, textOn } from './colors'

/**
 * The bundled face first (see fonts/base.ts), then the installed one of the stored name.
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

interface ScriptFaces {
  /** The face that draws the script, after the family and Noto Sans. */
  family: string
  /** A face that goes before the family (it must hold no Latin letters or digits). */
  leading?: string
  /** Loads the script's stylesheets (font files download only for characters on the page). */
  load(): Promise<unknown>
}

/**
 * The bundled faces for scripts the five families do not cover, by resume language. Han
 * characters differ between Chinese, Japanese and Korean, so the resume language picks which
 * CJK face comes first. An Arabic resume's Arabic letters, and the spaces between them, come
 * from the Vitae Arabic face (fonts/vitae-arabic.css): its range holds no Latin letters or
 * digits, so those still come from the chosen family.
 */
const SCRIPT_FACES: Partial<Record<ResumeLanguageCode, ScriptFaces>> = {
  zh: { family: '"Noto Sans SC"', load: () => import('./fonts/chinese') },
  ja: { family: '"Noto Sans JP"', load: () => import('./fonts/japanese') },
  ko: { family: '"Noto Sans KR"', load: () => import('./fonts/korean') },
  ar: {
    family: '"Noto Sans Arabic"',
    leading: '"Vitae Arabic"',
    load: () => import('./fonts/arabic'),
  },
  hi: { family: '"Noto Sans Devanagari"', load: () => import('./fonts/devanagari') },
}

/**
 * The full font-family value for a resume: leading script face, family, Greek/Cyrillic cover,
 * script face, generic.
 */
export function fontStack(family: FontFamily, language: ResumeLanguageCode): string {
  const generic = family === 'Times New Roman' ? 'serif' : 'sans-serif'
  const script = SCRIPT_FACES[language]
  return [script?.leading, FONT_STACKS[family], '"Noto Sans"', script?.family, generic]
    .filter(Boolean)
    .join(', ')
}

const loading = new Map<string, Promise<void>>()

function loadOnce(key: string, load: () => Promise<unknown>): Promise<void> {
  let promise = loading.get(key)
  if (!promise) {
    promise = load().then(
      () => undefined,
      (error: unknown) => {
        // A failed download may work next time (the page then shows fallback faces meanwhile).
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, promise)
  }
  return promise
}

/**
 * Adds the font stylesheets a resume in `language` needs to the document, once each, and
 * resolves when they apply (the font files themselves then load as text uses them; wait for
 * `document.fonts.ready` after a layout). Only pages that show a resume call this, so the rest
 * of the app downloads no font CSS, and only a resume in a CJK, Arabic or Devanagari language
 * downloads that script's stylesheets.
 */
export function loadResumeFonts(language: ResumeLanguageCode): Promise<void> {
  const script = SCRIPT_FACES[language]
  return Promise.all([
    loadOnce('base', () => import('./fonts/base')),
    script ? loadOnce(language, script.load) : undefined,
  ]).then(() => undefined)
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
