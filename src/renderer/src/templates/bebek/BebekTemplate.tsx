// The Bebek template (shown as "Luxe" in the picker). The spec names it but does not describe
// it; this is its design: an editorial, understated look. A centred header with the name in
// spaced capitals between two hairlines, the job title in the accent; below, a narrow column
// with the personal details (labelled), Skills, Languages, Certification & Courses, Honors &
// Awards and Hobbies, a hairline, and a wide column with the Profile, Experience, Education,
// Projects, Publications, Exhibitions, Voluntary Activities and References. Levels are words,
// not bars, and section titles are small spaced capitals with a short accent rule.
import type { Resume } from '@shared/resume'
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks, hasBlockContent } from '../blocks'
import { contactRows, fullName } from '../contact'
import { ContactValue } from '../display'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { templateTexts, type TemplateTexts } from '../texts'
import './bebek.css'

export const BEBEK_SIDE = TEMPLATE_LAYOUTS.Bebek.side

export const BEBEK_MAIN = TEMPLATE_LAYOUTS.Bebek.main

function BebekDetails({ resume, texts }: { resume: Resume; texts: TemplateTexts }) {
  const rows = contactRows(resume.contact, texts)
  if (rows.length === 0) return null
  return (
    <section className="bebek__section bebek__details" data-section="personal">
      <h3 className="cv-section-title bebek__section-title" data-section-title="">
        {texts.personal}
      </h3>
      {rows.map((row) => (
        <div key={row.key} className="bebek__detail" data-keep="">
          <span className="bebek__detail-label">{row.label}</span>
          <span className="bebek__detail-value">
            <ContactValue value={row.value} />
          </span>
        </div>
      ))}
    </section>
  )
}

export function BebekTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const side = hasBlockContent(resume, BEBEK_SIDE) || contactRows(resume.contact, texts).length > 0
  return (
    <TemplatePage template="Bebek" resume={resume} className="bebek">
      {(name || jobTitle) && (
        <section className="bebek__header" data-section="personal" data-keep="">
          {name && <h2 className="bebek__name">{name}</h2>}
          {jobTitle && <p className="bebek__job-title">{jobTitle}</p>}
        </section>
      )}
      <div className={side ? 'bebek__body' : 'bebek__body bebek__body--single'}>
        {side && (
          <div className="bebek__side">
            <BebekDetails resume={resume} texts={texts} />
            <Blocks order={BEBEK_SIDE} resume={resume} texts={texts} prefix="bebek" />
          </div>
        )}
        <div className="bebek__main">
          <Blocks order={BEBEK_MAIN} resume={resume} texts={texts} prefix="bebek" />
        </div>
      </div>
    </TemplatePage>
  )
}
