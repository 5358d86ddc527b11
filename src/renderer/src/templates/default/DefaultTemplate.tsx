// The Default template (shown as "Pure" in the picker): the job title and the name in upper case
// on top, a coloured column with personal details and the short lists, and a main column with
// the summary and the narrative sections (spec 000 §2 "Preview templates").
import { resumeLanguage } from '@shared/resume'
import { Blocks, type BlockId } from '../blocks'
import { templateTexts } from '../texts'
import { pageStyle, type TemplateProps } from '../fonts'
import { DefaultPersonal } from './DefaultPersonal'
import { readableTextOn } from './contrast'
import './default.css'

export const DEFAULT_LEFT = [
  'skills',
  'languages',
  'hobbies',
  'honors',
  'publications',
  'exhibitions',
  'voluntaries',
] as const satisfies readonly BlockId[]

export const DEFAULT_RIGHT = [
  'summary',
  'experiences',
  'educations',
  'projects',
  'certifications',
  'references',
] as const satisfies readonly BlockId[]

export function DefaultTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const { dir, code } = { ...resumeLanguage(resume.resumeLanguage), code: resume.resumeLanguage }
  const { contact } = resume
  const name = [contact.firstName, contact.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toLocaleUpperCase(code)
  const jobTitle = contact.jobTitle.trim()
  const style = { ...pageStyle(resume), '--resume-on-accent': readableTextOn(resume.resumeColor) }
  return (
    <article className="default" dir={dir} lang={code} style={style} data-template="Default">
      <div className="default__left">
        <DefaultPersonal resume={resume} texts={texts} />
        <Blocks order={DEFAULT_LEFT} resume={resume} texts={texts} prefix="default" />
      </div>
      <div className="default__right">
        {(name || jobTitle) && (
          <header className="default__header" data-section="personal">
            {jobTitle && <p className="default__job-title">{jobTitle}</p>}
            {name && <h2 className="default__name">{name}</h2>}
          </header>
        )}
        <Blocks order={DEFAULT_RIGHT} resume={resume} texts={texts} prefix="default" />
      </div>
    </article>
  )
}
