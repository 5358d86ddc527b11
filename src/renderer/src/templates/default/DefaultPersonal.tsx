import type { Resume } from '@shared/resume'
import { contactRows } from '../contact'
import { ContactValue } from '../display'
import type { TemplateTexts } from '../texts'

/** The contact details in the coloured column; left out when none is filled. */
export function DefaultPersonal({ resume, texts }: { resume: Resume; texts: TemplateTexts }) {
  const rows = contactRows(resume.contact, texts, [
    'email',
    'phone',
    'address',
    'location',
    'birthDate',
  ])
  if (rows.length === 0) return null
  return (
    <section className="default__section" data-section="personal">
      <ul className="default__personal">
        {rows.map((row) => (
          <li key={row.key} data-keep="">
            {row.key === 'birthDate' ? `${row.label}: ` : ''}
            <ContactValue value={row.value} />
          </li>
        ))}
      </ul>
    </section>
  )
}
