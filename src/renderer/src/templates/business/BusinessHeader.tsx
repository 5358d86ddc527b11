import type { Contact } from '@shared/resume'
import { Separated, isPresent, joinPresent } from '../display'
import type { TemplateTexts } from '../texts'

export function BusinessHeader({ contact, texts }: { contact: Contact; texts: TemplateTexts }) {
  const name = joinPresent([contact.firstName, contact.lastName], ' ')
  const birthDate = isPresent(contact.birthDate)
    ? `${texts.birthDate}: ${contact.birthDate.trim()}`
    : ''
  const hasContactLine = [
    contact.email,
    contact.phone,
    contact.city,
    contact.country,
    contact.address,
    birthDate,
  ].some(isPresent)
  if (!name && !isPresent(contact.jobTitle) && !hasContactLine) return null
  return (
    <header className="business__header" data-section="personal">
      {name && <h2 className="business__name">{name}</h2>}
      {isPresent(contact.jobTitle) && (
        <p className="business__job-title">{contact.jobTitle.trim()}</p>
      )}
      <Separated
        className="business__contact"
        separator=" · "
        values={[
          contact.email,
          contact.phone,
          joinPresent([contact.city, contact.country], ', '),
          contact.address,
          birthDate,
        ]}
      />
    </header>
  )
}
