// The pure rules behind the look controls: what a template change does to the colour, which
// font sizes the stepper offers, and which resume a thumbnail shows.
import {
  MAX_DISPLAYED_FONT_SIZE,
  MIN_DISPLAYED_FONT_SIZE,
  TEMPLATE_PALETTES,
  displayedFontSize,
  isPaletteColor,
  resumeToPlainText,
  setFontSize,
  setResumeColor,
  setTemplate,
  storedFontSize,
  type Resume,
  type TemplateName,
} from '@shared/resume'
import { sampleResume } from './sample-resume'

/**
 * The colour a resume gets with another template. A colour of the old template's palette was
 * part of that template's look, so the new template starts with its own first colour (a navy
 * picked for Modern would clash with Focus's pastels); a custom colour is the user's own choice
 * and is kept, and so is a colour both palettes share.
 */
export function colorForTemplate(resume: Resume, template: TemplateName): string {
  const { resumeColor, selectedTemplate } = resume
  if (isPaletteColor(template, resumeColor)) return resumeColor
  if (!isPaletteColor(selectedTemplate, resumeColor)) return resumeColor
  return TEMPLATE_PALETTES[template][0] ?? resumeColor
}

/** The template change the picker commits: the template and, with it, its colour. */
export function changeTemplate(template: TemplateName) {
  return (resume: Resume): Resume => {
    const next = setTemplate(resume, template)
    if (next === resume) return resume
    return setResumeColor(next, colorForTemplate(resume, template))
  }
}

/** One step of the font-size stepper, in displayed sizes 14–20 (stored = displayed − 6). */
export function stepFontSize(step: 1 | -1) {
  return (resume: Resume): Resume => {
    const displayed = displayedFontSize(resume.resumeFontSize) + step
    if (displayed < MIN_DISPLAYED_FONT_SIZE || displayed > MAX_DISPLAYED_FONT_SIZE) return resume
    return setFontSize(resume, storedFontSize(displayed))
  }
}

export function canStepFontSize(resume: Resume, step: 1 | -1): boolean {
  const displayed = displayedFontSize(resume.resumeFontSize)
  return step > 0 ? displayed < MAX_DISPLAYED_FONT_SIZE : displayed > MIN_DISPLAYED_FONT_SIZE
}

/**
 * What a picker thumbnail shows: the user's own resume in that template, or a sample (in the
 * user's look and resume language) while theirs is still empty.
 */
export function thumbnailResume(resume: Resume, template: TemplateName): Resume {
  const content = resumeToPlainText(resume).trim() === '' ? sampleResume(resume) : resume
  return { ...content, selectedTemplate: template, resumeColor: colorForTemplate(resume, template) }
}
