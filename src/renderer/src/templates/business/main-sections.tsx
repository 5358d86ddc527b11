// The main column: summary, then the narrative sections in the Business order.
import { hasRealText, type Resume } from '@shared/resume'
import { RichText, dateRange, joinPresent } from '../display'
import { visibleItems } from '../visibility'
import { Entry, Section } from './Section'
import type { TemplateTexts } from '../texts'

interface Props {
  resume: Resume
  texts: TemplateTexts
}

export function MainSections({ resume, texts }: Props) {
  return (
    <>
      {hasRealText(resume.contact.description) && (
        <Section id="summary" title={texts.summary}>
          <RichText html={resume.contact.description} className="business__rich" />
        </Section>
      )}
      <Experiences resume={resume} texts={texts} />
      <Educations resume={resume} texts={texts} />
      <Projects resume={resume} texts={texts} />
      <Certifications resume={resume} texts={texts} />
      <RichList resume={resume} section="publications" title={texts.publications} />
      <RichList resume={resume} section="exhibitions" title={texts.exhibitions} />
      <RichList resume={resume} section="voluntaries" title={texts.voluntaries} />
    </>
  )
}

function Experiences({ resume, texts }: Props) {
  const items = visibleItems(resume, 'experiences')
  if (items.length === 0) return null
  return (
    <Section id="experiences" title={texts.experiences}>
      {items.map((item) => (
        <Entry
          key={item.id}
          title={item.title.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle={joinPresent([item.company, item.location], ', ')}
        >
          <RichText html={item.description} className="business__rich" />
        </Entry>
      ))}
    </Section>
  )
}

function Educations({ resume, texts }: Props) {
  const items = visibleItems(resume, 'educations')
  if (items.length === 0) return null
  return (
    <Section id="educations" title={texts.educations}>
      {items.map((item) => (
        <Entry
          key={item.id}
          title={item.degree.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle={joinPresent([item.school, item.location], ', ')}
        >
          <RichText html={item.description} className="business__rich" />
        </Entry>
      ))}
    </Section>
  )
}

function Projects({ resume, texts }: Props) {
  const items = visibleItems(resume, 'projects')
  if (items.length === 0) return null
  return (
    <Section id="projects" title={texts.projects}>
      {items.map((item) => (
        <Entry
          key={item.id}
          title={item.title.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle=""
        >
          <RichText html={item.description} className="business__rich" />
        </Entry>
      ))}
    </Section>
  )
}

function Certifications({ resume, texts }: Props) {
  const items = visibleItems(resume, 'certifications')
  if (items.length === 0) return null
  return (
    <Section id="certifications" title={texts.certifications}>
      {items.map((item) => (
        <Entry
          key={item.id}
          title={item.course.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle={item.institute.trim()}
        />
      ))}
    </Section>
  )
}

type RichSection = 'honors' | 'publications' | 'hobbies' | 'voluntaries' | 'exhibitions'

/** Sections whose items are one rich-text description each. */
export function RichList({
  resume,
  section,
  title,
}: {
  resume: Resume
  section: RichSection
  title: string
}) {
  const items = visibleItems(resume, section)
  if (items.length === 0) return null
  return (
    <Section id={section} title={title}>
      {items.map((item) => (
        <RichText key={item.id} html={item.description} className="business__rich business__item" />
      ))}
    </Section>
  )
}
