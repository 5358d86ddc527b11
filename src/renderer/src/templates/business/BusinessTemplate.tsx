// The Business template (shown as "Modern" in the picker), the default layout: a header with
// name, job title and contact line, then a main column for the summary and the narrative
// sections and a tinted side column for skills, languages and the short lists. Every section
// and item follows the shared display rules; sections without anything to show are left out.
import { resumeLanguage } from '@shared/resume'
import { pageStyle, type TemplateProps } from '../fonts'
import { BusinessHeader } from './BusinessHeader'
import { MainSections } from './main-sections'
import { SideSections, hasSideContent } from './side-sections'
import { templateTexts } from '../texts'
import './business.css'

export type { TemplateProps }

export function BusinessTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const { dir } = resumeLanguage(resume.resumeLanguage)
  const style = pageStyle(resume)
  const side = hasSideContent(resume)

  return (
    <article
      className="business"
      dir={dir}
      lang={resume.resumeLanguage}
      style={style}
      data-template="Business"
    >
      <BusinessHeader contact={resume.contact} texts={texts} />
      <div className={side ? 'business__body' : 'business__body business__body--single'}>
        <div className="business__main">
          <MainSections resume={resume} texts={texts} />
        </div>
        {side && (
          <div className="business__side">
            <SideSections resume={resume} texts={texts} />
          </div>
        )}
      </div>
    </article>
  )
}
