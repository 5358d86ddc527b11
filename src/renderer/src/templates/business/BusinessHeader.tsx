import type { Resume } from '@shared/resume'
import { contactRows, fullName } from '../contact'
import { Separated, isPresent } from '../display'
import type { TemplateTexts } from '../texts'

/** Name and job title, then one line of contact details; left out when all are empty. */
export function BusinessHeader({ resume, texts }: { resume: Resume; texts: TemplateTexts }) {
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const rows = contactRows(resume.contact, texts).map((row) =>
    row.key === 'birthDate' ? `${row.label}: ${row.value}` : row.value,
  )
  if (!name && !isPresent(jobTitle) && rows.length === 0) return null
  return (
    <section className="business__header" data-section="personal">
      {(name || jobTitle) && (
        <div className="business__identity" data-keep="">
          {name && <h2 className="business__name">{name}</h2>}
          {jobTitle && <p className="business__job-title">{jobTitle}</p>}
        </div>
      )}
      {rows.length > 0 && (
        <div data-keep="">
          <Separated className="business__contact" separator=" · " values={rows} />
        </div>
      )}
    </section>
  )
}
