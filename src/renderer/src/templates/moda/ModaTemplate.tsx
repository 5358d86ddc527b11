// The Moda template (shown as "Neat" in the picker), spec 000 §2: a top block with the name, job
// title and summary on the left and the contact details on the right; below it a left column
// with Education, Skills, Languages, Certification & Courses and References, and a right column
// with Experience, Projects, Publications, Honors & Awards, Voluntary Activities and Hobbies.
// The spec's lists leave out Exhibitions; a user who filled it expects to see it, so it closes
// the right column. Accent: the tinted top block and left column (full height), the titles' rule.
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks, hasBlockContent } from '../blocks'
import { contactRows, fullName } from '../contact'
import { ContactValue } from '../display'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { templateTexts } from '../texts'
import './moda.css'

export const MODA_LEFT = TEMPLATE_LAYOUTS.Moda.side

export const MODA_RIGHT = TEMPLATE_LAYOUTS.Moda.main

export function ModaTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const details = contactRows(resume.contact, texts)
  const left = hasBlockContent(resume, MODA_LEFT)
  return (
    <TemplatePage template="Moda" resume={resume} className="moda">
      <div className="moda__top">
        <div className="moda__intro">
          {(name || jobTitle) && (
            <section className="moda__identity" data-section="personal" data-keep="">
              {name && <h2 className="moda__name">{name}</h2>}
              {jobTitle && <p className="moda__job-title">{jobTitle}</p>}
            </section>
          )}
          <Blocks
            order={['summary']}
            resume={resume}
            texts={texts}
            prefix="moda"
            options={{ summaryTitle: false }}
          />
        </div>
        {details.length > 0 && (
          <section className="moda__contact" data-section="personal">
            {details.map((row) => (
              <div key={row.key} className="moda__contact-row" data-keep="">
                <span className="moda__contact-label">{row.label}</span>
                <span className="moda__contact-value">
                  <ContactValue value={row.value} />
                </span>
              </div>
            ))}
          </section>
        )}
      </div>
      <div className={left ? 'moda__body' : 'moda__body moda__body--single'}>
        {left && (
          <div className="moda__left">
            <Blocks
              order={MODA_LEFT}
              resume={resume}
              texts={texts}
              prefix="moda"
              options={{ levels: 'bar' }}
            />
          </div>
        )}
        <div className="moda__right">
          <Blocks order={MODA_RIGHT} resume={resume} texts={texts} prefix="moda" />
        </div>
      </div>
    </TemplatePage>
  )
}
