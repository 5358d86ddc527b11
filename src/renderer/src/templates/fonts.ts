// Page styling every template shares: the resume's accent colour, font family and displayed size.
import { displayedFontSize, type FontFamily, type Resume } from '@shared/resume'
import type { CSSProperties } from 'react'

// No web fonts are bundled (the desktop app works offline and the CSP allows no font hosts), so
// each family falls back to the closest installed face.
export const FONT_STACKS: Record<FontFamily, string> = {
  Roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  Arial: 'Arial, "Helvetica Neue", Helvetica, sans-serif',
  Helvetica: 'Helvetica, "Helvetica Neue", Arial, sans-serif',
  Montserrat: 'Montserrat, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  'Times New Roman': '"Times New Roman", Times, Georgia, serif',
}

export interface TemplateProps {
  resume: Resume
}

export function pageStyle(resume: Resume): CSSProperties {
  return {
    '--resume-accent': resume.resumeColor,
    fontFamily: FONT_STACKS[resume.resumeFontFamily],
    fontSize: `${displayedFontSize(resume.resumeFontSize)}px`,
  } as CSSProperties
}
