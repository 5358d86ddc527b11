// The Casual template (shown as "Sleek" in the picker). The spec names it but does not describe
// it; this is its design: a friendly, contemporary look. A full-width accent band with the name
// and job title (text colour by the spec's brightness rule), the contact details as a strip of
// short items under it; then a side column with Skills (chips), Languages (level bars),
// Certification & Courses, Honors & Awards, References and Hobbies, and a main column with the
// Profile, Experience, Education, Projects, Voluntary Activities, Publications and Exhibitions,
// where dated entries hang on an accent timeline.
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks, hasBlockContent } from '../blocks'
import { contactRows, fullName } from '../contact'
import { ContactValue } from '../display'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { templateTexts } from '../texts'
import './casual.css'

export const CASUAL_SIDE = TEMPLATE_LAYOUTS.Casual.side

export const CASUAL_MAIN = TEMPLATE_LAYOUTS.Casual.main

export function CasualTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const details = contactRows(resume.contact, texts)
  const side = hasBlockContent(resume, CASUAL_SIDE)
  return (
    <TemplatePage template="Casual" resume={resume} className="casual">
      {(name || jobTitle || details.length > 0) && (
        <section className="casual__header" data-section="personal">
          {(name || jobTitle) && (
            <div className="casual__band" data-keep="">
              {name && <h2 className="casual__name">{name}</h2>}
              {jobTitle && <p className="casual__job-title">{jobTitle}</p>}
            </div>
          )}
          {details.length > 0 && (
            <ul className="casual__contact" data-keep="">
              {details.map((row) => (
                <li key={row.key} className="casual__contact-item">
                  {row.key === 'birthDate' ? `${row.label}: ` : ''}
                  <ContactValue value={row.value} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <div className={side ? 'casual__body' : 'casual__body casual__body--single'}>
        {side && (
          <div className="casual__side">
            <Blocks
              order={['skills']}
              resume={resume}
              texts={texts}
              prefix="casual"
              options={{ levels: 'chips' }}
            />
            <Blocks
              order={CASUAL_SIDE.filter((id) => id !== 'skills')}
              resume={resume}
              texts={texts}
              prefix="casual"
              options={{ levels: 'bar' }}
            />
          </div>
        )}
        <div className="casual__main">
          <Blocks order={CASUAL_MAIN} resume={resume} texts={texts} prefix="casual" />
        </div>
      </div>
    </TemplatePage>
  )
}
