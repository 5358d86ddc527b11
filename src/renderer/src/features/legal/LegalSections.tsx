// The numbered sections of a legal text, as the texts files hold them (title + paragraphs).
// Placeholders in the paragraphs (the plan table's prices) are filled by i18next.
import { useTranslation } from 'react-i18next'

export interface LegalSection {
  title: string
  body: string[]
}

type SectionsKey = 'legal.terms.sections' | 'legal.privacy.sections' | 'legal.cancellation.sections'

export function useLegalSections(
  key: SectionsKey,
  values: Record<string, string> = {},
): LegalSection[] {
  const { t } = useTranslation()
  const sections = t(key, { returnObjects: true, ...values }) as unknown
  return Array.isArray(sections) ? (sections as LegalSection[]) : []
}

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="legal__section">
          <h2>{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  )
}
