// The colour palette of each template: five colours a template is designed around, plus a custom
// colour from the picker (spec 000 §5: a colour outside the template's palette is a custom colour).
// The first entry is the template's own default look. Grey, the model's default colour, leads the
// palettes of the templates whose design is neutral.
import { DEFAULT_RESUME_COLOR, type TemplateName } from './resume'

export const TEMPLATE_PALETTES: Readonly<Record<TemplateName, readonly string[]>> = {
  Business: [DEFAULT_RESUME_COLOR, '#1f3a5f', '#2e6f57', '#7a2e3b', '#5b4b8a'],
  Liner: ['#b2d1ed', '#eec2ed', '#c2eee8', '#b8d9b7', '#b8b7d9'],
  Bebek: ['#c9a96e', '#2f2f2f', '#8c5e58', '#3e5c76', '#6b7f5e'],
  Moda: ['#c2eee8', '#b2d1ed', '#eec2ed', '#b8d9b7', '#b8b7d9'],
  Default: [DEFAULT_RESUME_COLOR, '#b2d1ed', '#eec2ed', '#c2eee8', '#b8d9b7'],
  Classic: [DEFAULT_RESUME_COLOR, '#1f3a5f', '#7a2e3b', '#2e6f57', '#3d3d3d'],
  Casual: ['#3e7cb1', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
  Fancy: ['#1d3557', '#e63946', '#2a9d8f', '#f4a261', '#b8b7d9'],
  Professional: [DEFAULT_RESUME_COLOR, '#1f3a5f', '#2e6f57', '#7a2e3b', '#5b4b8a'],
}

/** True when the colour is one of the template's five; otherwise the picker shows it as custom. */
export function isPaletteColor(template: TemplateName, color: string): boolean {
  return TEMPLATE_PALETTES[template].some((entry) => entry.toLowerCase() === color.toLowerCase())
}
