// The Business template (shown as "Modern" in the picker), the default layout: a header with
// name, job title and contact line, then a main column for the summary and the narrative
// sections and a tinted side column for skills, languages and the short lists. Every section
// and item follows the shared display rules; sections without anything to show are left out.
import { displayedFontSize, resumeLanguage, type FontFamily, type Resume } from '@shared/resume'
import type { CSSProperties } from 'react'
import { BusinessHeader } from './BusinessHeader'
import { MainSections } from './main-sections'
import { SideSections, hasSideContent } from './side-sections'
import { templateTexts } from './titles'
import './business.css'

// No web fonts are bundled (the desktop app works offline and the CSP allows no font hosts), so
// each family falls back to the closest installed face.
const FONT_STACKS: Record<FontFamily, string> = {
  Roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  Arial: 'Arial, "Helvetica Neue", Helvetica, sans-serif',
  Helvetica: 'Helvetica, "Helvetica Neue", Arial, sans-serif',
  Montserrat: 'Montserrat, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  'Times New Roman': '"Times New Roman", Times, Georgia, serif',
}

export interface TemplateProps {
  resume: Resume
}

export function BusinessTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const { dir } = resumeLanguage(resume.resumeLanguage)
  const style = {
    '--resume-accent': resume.resumeColor,
    fontFamily: FONT_STACKS[resume.resumeFontFamily],
    fontSize: `${displayedFontSize(resume.resumeFontSize)}px`,
  } as CSSProperties
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
