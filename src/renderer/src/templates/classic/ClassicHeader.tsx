import { hasRealText, type Resume } from '@shared/resume'
import type { TemplateTexts } from '../texts'
import { RichText, Separated, isPresent, joinPresent } from '../display'

export function ClassicHeader({ resume, texts }: { resume: Resume; texts: TemplateTexts }) {
  const { contact } = resume
  const name = joinPresent([contact.firstName, contact.lastName], ' ')
  const birthDate = isPresent(contact.birthDate)
    ? `${texts.birthDate}: ${contact.birthDate.trim()}`
    : ''
  const details = [
    joinPresent([contact.city, contact.country], ', '),
    contact.address,
    birthDate,
    contact.email,
    contact.phone,
  ]
  const summary = hasRealText(contact.description)
  if (!name && !isPresent(contact.jobTitle) && !details.some(isPresent) && !summary) return null
  return (
    <header className="classic__header" data-section="personal">
      {name && <h2 className="classic__name">{name}</h2>}
      {isPresent(contact.jobTitle) && (
        <p className="classic__job-title">{contact.jobTitle.trim()}</p>
      )}
      <Separated className="classic__contact" separator=" | " values={details} />
      {summary && (
        <div className="classic__summary" data-section="summary">
          <RichText html={contact.description} className="classic__rich" />
        </div>
      )}
    </header>
  )
}
