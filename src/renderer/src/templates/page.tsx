// The one root element every template renders (CONTRACT.md §1): an A4-wide
// article.cv-page with the template name, the resume language and its writing direction.
import { resumeLanguage, type Resume, type TemplateName } from '@shared/resume'
import { useEffect, type CSSProperties, type ReactNode } from 'react'
import { loadResumeFonts, pageStyle } from './fonts'
import './cv-page.css'

interface TemplatePageProps {
  template: TemplateName
  resume: Resume
  className: string
  style?: CSSProperties
  children: ReactNode
}

export function TemplatePage({ template, resume, className, style, children }: TemplatePageProps) {
  const language = resume.resumeLanguage
  const { dir } = resumeLanguage(language)
  // Every place that shows a resume (preview, thumbnails, picker, print page) gets its faces;
  // until they apply the page shows in fallback faces, then re-lays itself out.
  useEffect(() => {
    void loadResumeFonts(language).catch(() => undefined)
  }, [language])
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
