// The Fancy template (shown as "Bold" in the picker), spec 000 §2: a full-width band in the
// accent colour with the centred name and job title, a bordered box with the personal details,
// then one column: Summary, Skills, Experiences, Education, Languages, Projects, Certification &
// Courses, References, Publications, Hobbies, Honors & Awards, Voluntary Activities, Exhibitions.
// Text on the accent is white when the colour's brightness (0.299R + 0.587G + 0.114B) is under
// 128 and black otherwise (spec 000 §9); the section titles sit in accent pills by the same rule.
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks } from '../blocks'
import { textOn } from '../colors'
import { contactRows, fullName } from '../contact'
import { ContactValue } from '../display'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { templateTexts } from '../texts'
import './fancy.css'

export const FANCY_ORDER = TEMPLATE_LAYOUTS.Fancy.main

export function FancyTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const details = contactRows(resume.contact, texts)
  // Set on the band itself so the rule holds even where the stylesheet is not loaded.
  const band = { background: resume.resumeColor, color: textOn(resume.resumeColor) }
  return (
    <TemplatePage template="Fancy" resume={resume} className="fancy">
      <section className="fancy__header" data-section="personal">
        <div className="fancy__band" style={band} data-keep="">
          {name && <h2 className="fancy__name">{name}</h2>}
          {jobTitle && <p className="fancy__job-title">{jobTitle}</p>}
        </div>
        {details.length > 0 && (
          <dl className="fancy__details" data-keep="">
            {details.map((row) => (
              <div key={row.key} className="fancy__detail">
                <dt className="fancy__detail-label">{row.label}</dt>
                <dd className="fancy__detail-value">
                  <ContactValue value={row.value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <div className="fancy__body">
        <Blocks
          order={FANCY_ORDER}
          resume={resume}
          texts={texts}
          prefix="fancy"
          options={{ levels: 'chips' }}
        />
      </div>
    </TemplatePage>
  )
}
