// The Classic template (shown as "Minimal" in the picker): a header with the name, job title,
// contact details and summary, then a wide column for the narrative sections and a narrow one
// for certifications, skills and languages (spec 000 §2 "Preview templates").
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks } from '../blocks'
import { templateTexts } from '../texts'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { hasVisibleItems } from '../visibility'
import { ClassicHeader } from './ClassicHeader'
import './classic.css'

export const CLASSIC_LEFT = TEMPLATE_LAYOUTS.Classic.main

export const CLASSIC_RIGHT = TEMPLATE_LAYOUTS.Classic.side

export function ClassicTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const right = hasVisibleItems(resume, CLASSIC_RIGHT)
  return (
    <TemplatePage template="Classic" resume={resume} className="classic">
      <ClassicHeader resume={resume} texts={texts} />
      <div className={right ? 'classic__body' : 'classic__body classic__body--single'}>
        <div className="classic__left">
          <Blocks order={CLASSIC_LEFT} resume={resume} texts={texts} prefix="classic" />
        </div>
        {right && (
          <div className="classic__right">
            <Blocks order={CLASSIC_RIGHT} resume={resume} texts={texts} prefix="classic" />
          </div>
        )}
      </div>
    </TemplatePage>
  )
}
