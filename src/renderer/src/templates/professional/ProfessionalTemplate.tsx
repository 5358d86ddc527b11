// The Professional template, spec 000 §2: a single column. The header has the name, job title,
// address, email and phone; then Profile, Employment History, Education, Project, Skill,
// Languages, Certification & Courses, Honor, Reference, Voluntary, Hobby, Publication and
// Exhibition. The header also shows city and country after the address: a header without the
// place a person lives reads as incomplete when only those are filled, and an empty field is
// hidden anyway. A sober, ATS-friendly look: the accent only rules the section titles.
// The picker shows it as coming soon; the preview makes it neither hoverable nor clickable.
import { TEMPLATE_LAYOUTS } from '@shared/resume'
import { Blocks } from '../blocks'
import { contactRows, fullName } from '../contact'
import { Separated } from '../display'
import type { TemplateProps } from '../fonts'
import { TemplatePage } from '../page'
import { templateTexts } from '../texts'
import './professional.css'

export const PROFESSIONAL_ORDER = TEMPLATE_LAYOUTS.Professional.main

const PROFESSIONAL_CONTACT = ['address', 'location', 'email', 'phone'] as const

export function ProfessionalTemplate({ resume }: TemplateProps) {
  const texts = templateTexts(resume.resumeLanguage)
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const details = contactRows(resume.contact, texts, PROFESSIONAL_CONTACT).map((row) => row.value)
  return (
    <TemplatePage template="Professional" resume={resume} className="professional">
      {(name || jobTitle || details.length > 0) && (
        <section className="professional__header" data-section="personal" data-keep="">
          {name && <h2 className="professional__name">{name}</h2>}
          {jobTitle && <p className="professional__job-title">{jobTitle}</p>}
          <Separated className="professional__contact" separator=" | " values={details} />
        </section>
      )}
      <Blocks order={PROFESSIONAL_ORDER} resume={resume} texts={texts} prefix="professional" />
    </TemplatePage>
  )
}
