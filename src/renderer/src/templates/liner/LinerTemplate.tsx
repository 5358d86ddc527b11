// The Liner template (shown as "Focus" in the picker), spec 000 §2: one column with the name,
// job title and summary on top, then the personal details four per row, then Experience,
// Education, Skills, Languages, Projects, Certification & Courses, Hobbies, Honors, Publications
// and Exhibitions. Experience and education put their dates in a column, the end date above the
// start date. The spec's list leaves out Voluntary Activities and References; a user who filled
// them expects to see them, so they follow at the end rather than being dropped.
// Accent: the name's underline and the rules of the section titles.
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks } from '../blocks'
import { chunk, contactRows, fullName } from '../contact'
import { ContactValue } from '../display'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { templateTexts, type TemplateTexts } from '../texts'
import type { Resume } from '@shared/resume'
import './liner.css'

export const LINER_ORDER = TEMPLATE_LAYOUTS.Liner.main

/** Contact items come four per row (spec 000 §9). */
export const LINER_CONTACT_PER_ROW = 4

function LinerContact({ resume, texts }: { resume: Resume; texts: TemplateTexts }) {
  const rows = chunk(contactRows(resume.contact, texts), LINER_CONTACT_PER_ROW)
  if (rows.length === 0) return null
  return (
    <section className="liner__contact" data-section="personal">
      {rows.map((row) => (
        <dl key={row[0]?.key} className="liner__contact-row" data-keep="">
          {row.map((item) => (
            <div key={item.key} className={`liner__contact-item liner__contact-item--${item.key}`}>
              <dt className="liner__contact-label">{item.label}</dt>
              <dd className="liner__contact-value">
                <ContactValue value={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  )
}

export function LinerTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  return (
    <TemplatePage template="Liner" resume={resume} className="liner">
      {(name || jobTitle) && (
        <section className="liner__identity" data-section="personal" data-keep="">
          {name && <h2 className="liner__name">{name}</h2>}
          {jobTitle && <p className="liner__job-title">{jobTitle}</p>}
        </section>
      )}
      <Blocks
        order={['summary']}
        resume={resume}
        texts={texts}
        prefix="liner"
        options={{ summaryTitle: false }}
      />
      <LinerContact resume={resume} texts={texts} />
      <Blocks
        order={LINER_ORDER}
        resume={resume}
        texts={texts}
        prefix="liner"
        options={{ dateColumn: true, levels: 'bar' }}
      />
    </TemplatePage>
  )
}
