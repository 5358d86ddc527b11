// The Default template (shown as "Pure" in the picker): the job title and the name in upper case
// on top, a coloured column with personal details and the short lists, and a main column with
// the summary and the narrative sections (spec 000 §2 "Preview templates").
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks } from '../blocks'
import { fullName } from '../contact'
import { templateTexts } from '../texts'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { DefaultPersonal } from './DefaultPersonal'
import './default.css'

export const DEFAULT_LEFT = TEMPLATE_LAYOUTS.Default.side

export const DEFAULT_RIGHT = TEMPLATE_LAYOUTS.Default.main

export function DefaultTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const code = resume.resumeLanguage
  const name = fullName(resume.contact).toLocaleUpperCase(code)
  const jobTitle = resume.contact.jobTitle.trim()
  return (
    <TemplatePage template="Default" resume={resume} className="default">
      <div className="default__left">
        <DefaultPersonal resume={resume} texts={texts} />
        <Blocks order={DEFAULT_LEFT} resume={resume} texts={texts} prefix="default" />
      </div>
      <div className="default__right">
        {(name || jobTitle) && (
          <section className="default__header" data-section="personal" data-keep="">
            {jobTitle && <p className="default__job-title">{jobTitle}</p>}
            {name && <h2 className="default__name">{name}</h2>}
          </section>
        )}
        <Blocks order={DEFAULT_RIGHT} resume={resume} texts={texts} prefix="default" />
      </div>
    </TemplatePage>
  )
}
