// The one root element every template renders (CONTRACT.md §1): an A4-wide
// article.cv-page with the template name, the resume language and its writing direction.
import { resumeLanguage, type Resume, type TemplateName } from '@shared/resume'
import type { CSSProperties, ReactNode } from 'react'
import { pageStyle } from './fonts'
import './cv-page.css'

interface TemplatePageProps {
  template: TemplateName
  resume: Resume
  className: string
  style?: CSSProperties
  children: ReactNode
}

export function TemplatePage({ template, resume, className, style, children }: TemplatePageProps) {
  const { dir } = resumeLanguage(resume.resumeLanguage)
  return (
    <article
      className={`cv-page ${className}`}
      data-template={template}
      lang={resume.resumeLanguage}
      dir={dir}
      style={{ ...pageStyle(resume), ...style }}
    >
      {children}
    </article>
  )
}
