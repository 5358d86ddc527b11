// The Business template (shown as "Modern" in the picker), the default layout: a header with a
// coloured top rule, the name, the job title in the accent and one contact line; then a main
// column for the summary and the narrative sections and a tinted side column (full height) for
// skills and languages with level bars, references and the short lists. The spec does not
// describe Business; this is a clean two-column resume in the spirit of the others.
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks, hasBlockContent } from '../blocks'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { templateTexts } from '../texts'
import { BusinessHeader } from './BusinessHeader'
import './business.css'

export type { TemplateProps }

export const BUSINESS_MAIN = TEMPLATE_LAYOUTS.Business.main

export const BUSINESS_SIDE = TEMPLATE_LAYOUTS.Business.side

export function BusinessTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const side = hasBlockContent(resume, BUSINESS_SIDE)
  return (
    <TemplatePage template="Business" resume={resume} className="business">
      <BusinessHeader resume={resume} texts={texts} />
      <div className={side ? 'business__body' : 'business__body business__body--single'}>
        <div className="business__main">
          <Blocks order={BUSINESS_MAIN} resume={resume} texts={texts} prefix="business" />
        </div>
        {side && (
          <div className="business__side">
            <Blocks
              order={BUSINESS_SIDE}
              resume={resume}
              texts={texts}
              prefix="business"
              options={{ levels: 'bar' }}
            />
          </div>
        )}
      </div>
    </TemplatePage>
  )
}
