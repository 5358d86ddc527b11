// One template with the sample resume, chosen by the query string:
// ?template=Liner&lang=ar&color=%231d3557&font=Roboto&size=14 (stored size: displayed − 6)
// &pages=1 lays it out on A4 pages with the preview's paginator and marks where pages end.
import {
  FONT_FAMILIES,
  RESUME_LANGUAGE_CODES,
  TEMPLATES,
  type FontFamily,
  type TemplateName,
} from '@shared/resume'
import { createRoot } from 'react-dom/client'
import { PaginatedDocument } from '../../../src/renderer/src/templates/pagination/PaginatedDocument'
import { templateComponent } from '../../../src/renderer/src/templates/registry'
import { sampleResume, type SampleLanguage } from '../sample-resume'

const params = new URLSearchParams(window.location.search)
const template = (TEMPLATES as readonly string[]).includes(params.get('template') ?? '')
  ? (params.get('template') as TemplateName)
  : 'Business'
const language = (['en', 'ar', 'zh'] as const).find((code) => code === params.get('lang')) ?? 'en'
// Section titles (and so their script) in another resume language, over the English content.
const titles = RESUME_LANGUAGE_CODES.find((code) => code === params.get('titles'))
const font = (FONT_FAMILIES as readonly string[]).includes(params.get('font') ?? '')
  ? (params.get('font') as FontFamily)
  : 'Montserrat'

const resume = {
  ...sampleResume(language as SampleLanguage),
  ...(titles ? { resumeLanguage: titles } : {}),
  selectedTemplate: template,
  resumeFontFamily: font,
  ...(params.get('color') ? { resumeColor: params.get('color') as string } : {}),
  ...(params.get('size') ? { resumeFontSize: Number(params.get('size')) } : {}),
}
const Template = templateComponent(template)
const root = document.getElementById('root')
if (root && params.get('pages')) {
  document.body.classList.add('paged')
  createRoot(root).render(<PaginatedDocument resume={resume} />)
} else if (root) {
  createRoot(root).render(<Template resume={resume} />)
}
