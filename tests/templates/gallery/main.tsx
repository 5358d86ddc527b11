// One template with the sample resume, chosen by the query string:
// ?template=Liner&lang=ar&color=%231d3557&font=Roboto
import { FONT_FAMILIES, TEMPLATES, type FontFamily, type TemplateName } from '@shared/resume'
import { createRoot } from 'react-dom/client'
import { templateComponent } from '../../../src/renderer/src/templates/registry'
import { sampleResume, type SampleLanguage } from '../sample-resume'

const params = new URLSearchParams(window.location.search)
const template = (TEMPLATES as readonly string[]).includes(params.get('template') ?? '')
  ? (params.get('template') as TemplateName)
  : 'Business'
const language = (['en', 'ar', 'zh'] as const).find((code) => code === params.get('lang')) ?? 'en'
const font = (FONT_FAMILIES as readonly string[]).includes(params.get('font') ?? '')
  ? (params.get('font') as FontFamily)
  : 'Montserrat'

const resume = {
  ...sampleResume(language as SampleLanguage),
  selectedTemplate: template,
  resumeFontFamily: font,
  ...(params.get('color') ? { resumeColor: params.get('color') as string } : {}),
}
const Template = templateComponent(template)
const root = document.getElementById('root')
if (root) createRoot(root).render(<Template resume={resume} />)
