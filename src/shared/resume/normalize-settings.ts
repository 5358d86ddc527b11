// Readers for the resume-wide look settings: template, colour, font, size and language.
import { toResumeLanguageCode, type ResumeLanguageCode } from './languages'
import { describe, type FixLog } from './normalize-values'
import {
  DEFAULT_RESUME_COLOR,
  DEFAULT_STORED_FONT_SIZE,
  DEFAULT_TEMPLATE,
  FONT_FAMILIES,
  MAX_STORED_FONT_SIZE,
  MIN_STORED_FONT_SIZE,
  RESUME_COLOR_PATTERN,
  TEMPLATE_DISPLAY_NAMES,
  TEMPLATES,
  clampStoredFontSize,
  type FontFamily,
  type TemplateName,
} from './resume'

/**
 * The stored template name meant by a loose value: a stored name in any case ("business", as
 * the template modal upper-cases only the first letter) or a picker display name ("Modern").
 */
export function toTemplateName(raw: string): TemplateName | null {
  const wanted = raw.trim().toLowerCase()
  const byName = TEMPLATES.find((name) => name.toLowerCase() === wanted)
  if (byName) return byName
  const byDisplay = TEMPLATES.find((name) => TEMPLATE_DISPLAY_NAMES[name].toLowerCase() === wanted)
  return byDisplay ?? null
}

/**
 * Missing → Business, the default for new resumes. An unknown name → Default: the spec's
 * templates render an unknown name with the Default layout, so storing Default keeps the look
 * the user last saw while making the stored value valid for every reader.
 */
export function readTemplate(value: unknown, log: FixLog): TemplateName {
  if (value === undefined || value === null) return DEFAULT_TEMPLATE
  if (typeof value === 'string') {
    if ((TEMPLATES as readonly string[]).includes(value)) return value as TemplateName
    const known = toTemplateName(value)
    if (known) {
      log.add(`selectedTemplate ${describe(value)} means ${known}; stored it as ${known}`)
      return known
    }
  }
  log.add(`selectedTemplate ${describe(value)} is unknown; using Default, as the preview does`)
  return 'Default'
}

const NAMED_COLORS: ReadonlyMap<string, string> = new Map([
  ['grey', '#808080'],
  ['gray', '#808080'],
  ['black', '#000000'],
  ['white', '#ffffff'],
  ['silver', '#c0c0c0'],
  ['red', '#ff0000'],
  ['green', '#008000'],
  ['blue', '#0000ff'],
  ['navy', '#000080'],
  ['teal', '#008080'],
  ['purple', '#800080'],
  ['maroon', '#800000'],
  ['olive', '#808000'],
  ['orange', '#ffa500'],
])

const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+%?\s*)?\)$/i

/** A colour as #rgb/#rrggbb. CSS names and rgb() are converted; anything else is the default. */
export function toResumeColor(raw: string): string | null {
  const trimmed = raw.trim()
  if (RESUME_COLOR_PATTERN.test(trimmed)) return trimmed
  if (/^[0-9a-f]{6}$/i.test(trimmed)) return `#${trimmed}`
  const named = NAMED_COLORS.get(trimmed.toLowerCase())
  if (named) return named
  const rgb = RGB.exec(trimmed)
  if (!rgb) return null
  const channels = rgb.slice(1, 4).map(Number)
  if (channels.some((c) => c > 255)) return null
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

export function readColor(value: unknown, log: FixLog): string {
  if (value === undefined || value === null) return DEFAULT_RESUME_COLOR
  if (typeof value === 'string' && RESUME_COLOR_PATTERN.test(value)) return value
  const color = typeof value === 'string' ? toResumeColor(value) : null
  if (color) {
    log.add(`resumeColor ${describe(value)} stored as ${color}`)
    return color
  }
  log.add(`resumeColor ${describe(value)} is not a colour; using ${DEFAULT_RESUME_COLOR}`)
  return DEFAULT_RESUME_COLOR
}

export function toFontFamily(raw: string): FontFamily | null {
  const wanted = raw.trim().toLowerCase()
  return FONT_FAMILIES.find((family) => family.toLowerCase() === wanted) ?? null
}

export function readFontFamily(value: unknown, log: FixLog): FontFamily {
  if (value === undefined || value === null) return 'Montserrat'
  if (typeof value === 'string' && (FONT_FAMILIES as readonly string[]).includes(value)) {
    return value as FontFamily
  }
  const family = typeof value === 'string' ? toFontFamily(value) : null
  if (family) {
    log.add(`resumeFontFamily ${describe(value)} stored as ${family}`)
    return family
  }
  log.add(`resumeFontFamily ${describe(value)} is not offered; using Montserrat`)
  return 'Montserrat'
}

export function readFontSize(value: unknown, log: FixLog): number {
  if (value === undefined || value === null) return DEFAULT_STORED_FONT_SIZE
  const size =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN
  if (!Number.isFinite(size)) {
    log.add(`resumeFontSize ${describe(value)} is not a size; using ${DEFAULT_STORED_FONT_SIZE}`)
    return DEFAULT_STORED_FONT_SIZE
  }
  const clamped = clampStoredFontSize(size)
  if (clamped !== value) {
    const range = `${MIN_STORED_FONT_SIZE}–${MAX_STORED_FONT_SIZE}`
    log.add(`resumeFontSize ${describe(value)} stored as ${clamped} (stored sizes are ${range})`)
  }
  return clamped
}

export function readResumeLanguage(value: unknown, log: FixLog): ResumeLanguageCode {
  if (value === undefined || value === null) return 'en'
  const code = typeof value === 'string' ? toResumeLanguageCode(value) : null
  if (code === value) return code
  if (code) {
    log.add(`resumeLanguage ${describe(value)} stored as ${code}`)
    return code
  }
  log.add(`resumeLanguage ${describe(value)} is not one of the 24 resume languages; using en`)
  return 'en'
}
