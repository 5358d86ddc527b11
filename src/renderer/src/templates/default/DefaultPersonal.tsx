import type { Resume } from '@shared/resume'
import type { TemplateTexts } from '../texts'
import { isPresent, joinPresent } from '../display'

/** The contact details in the coloured column; left out when none is filled. */
export function DefaultPersonal({ resume, texts }: { resume: Resume; texts: TemplateTexts }) {
  const { contact } = resume
  const rows = [
    contact.email,
    contact.phone,
    contact.address,
    joinPresent([contact.city, contact.country], ', '),
    isPresent(contact.birthDate) ? `${texts.birthDate}: ${contact.birthDate.trim()}` : '',
  ].filter(isPresent)
  if (rows.length === 0) return null
  return (
    <section className="default__section" data-section="personal">
      <ul className="default__personal">
        {rows.map((row) => (
          <li key={row}>{row.trim()}</li>
        ))}
      </ul>
    </section>
  )
}
