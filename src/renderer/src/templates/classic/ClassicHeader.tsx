import type { Resume } from '@shared/resume'
import { Blocks } from '../blocks'
import { contactRows, fullName } from '../contact'
import { Separated } from '../display'
import type { TemplateTexts } from '../texts'

// Spec 000 §2: name, job title, location, address, birth date, email, phone, then the summary.
const CLASSIC_CONTACT = ['location', 'address', 'birthDate', 'email', 'phone'] as const

export function ClassicHeader({ resume, texts }: { resume: Resume; texts: TemplateTexts }) {
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const details = contactRows(resume.contact, texts, CLASSIC_CONTACT).map((row) =>
    row.key === 'birthDate' ? `${row.label}: ${row.value}` : row.value,
  )
  const personal = Boolean(name || jobTitle || details.length > 0)
  return (
    <header className="classic__header">
      {personal && (
        <section data-section="personal">
          {(name || jobTitle) && (
            <div data-keep="">
              {name && <h2 className="classic__name">{name}</h2>}
              {jobTitle && <p className="classic__job-title">{jobTitle}</p>}
            </div>
          )}
          {details.length > 0 && (
            <div data-keep="">
              <Separated className="classic__contact" separator=" | " values={details} />
            </div>
          )}
        </section>
      )}
      <Blocks
        order={['summary']}
        resume={resume}
        texts={texts}
        prefix="classic"
        options={{ summaryTitle: false }}
      />
    </header>
  )
}
