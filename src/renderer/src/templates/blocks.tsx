// Section blocks shared by the Classic and Default templates. Each takes a class prefix so the
// template's stylesheet decides the look; content and display rules are the same everywhere.
import { hasRealText, type Resume } from '@shared/resume'
import type { ReactNode } from 'react'
import type { TemplateTexts } from './texts'
import { RichText, dateRange, isPresent, joinPresent } from './display'
import { visibleItems } from './visibility'

export type BlockId =
  | 'summary'
  | 'experiences'
  | 'educations'
  | 'projects'
  | 'certifications'
  | 'references'
  | 'skills'
  | 'languages'
  | 'honors'
  | 'publications'
  | 'hobbies'
  | 'voluntaries'
  | 'exhibitions'

interface BlockProps {
  resume: Resume
  texts: TemplateTexts
  prefix: string
}

function Section({
  id,
  title,
  prefix,
  children,
}: {
  id: string
  title: string
  prefix: string
  children: ReactNode
}) {
  return (
    <section className={`${prefix}__section`} data-section={id}>
      <h3 className={`${prefix}__section-title`}>{title}</h3>
      {children}
    </section>
  )
}

function Entry({
  id,
  prefix,
  title,
  dates,
  subtitle,
  children,
}: {
  id: string
  prefix: string
  title: string
  dates: string
  subtitle: string
  children?: ReactNode
}) {
  return (
    <div className={`${prefix}__entry`} data-item-id={id}>
      {(title || dates) && (
        <div className={`${prefix}__entry-head`}>
          {title && <h4 className={`${prefix}__entry-title`}>{title}</h4>}
          {dates && <span className={`${prefix}__entry-dates`}>{dates}</span>}
        </div>
      )}
      {subtitle && <p className={`${prefix}__entry-subtitle`}>{subtitle}</p>}
      {children}
    </div>
  )
}

function Summary({ resume, texts, prefix }: BlockProps) {
  if (!hasRealText(resume.contact.description)) return null
  return (
    <Section id="summary" title={texts.summary} prefix={prefix}>
      <RichText html={resume.contact.description} className={`${prefix}__rich`} />
    </Section>
  )
}

function Experiences({ resume, texts, prefix }: BlockProps) {
  const items = visibleItems(resume, 'experiences')
  if (items.length === 0) return null
  return (
    <Section id="experiences" title={texts.experiences} prefix={prefix}>
      {items.map((item) => (
        <Entry
          key={item.id}
          id={item.id}
          prefix={prefix}
          title={item.title.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle={joinPresent([item.company, item.location], ', ')}
        >
          <RichText html={item.description} className={`${prefix}__rich`} />
        </Entry>
      ))}
    </Section>
  )
}

function Educations({ resume, texts, prefix }: BlockProps) {
  const items = visibleItems(resume, 'educations')
  if (items.length === 0) return null
  return (
    <Section id="educations" title={texts.educations} prefix={prefix}>
      {items.map((item) => (
        <Entry
          key={item.id}
          id={item.id}
          prefix={prefix}
          title={item.degree.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle={joinPresent([item.school, item.location], ', ')}
        >
          <RichText html={item.description} className={`${prefix}__rich`} />
        </Entry>
      ))}
    </Section>
  )
}

function Projects({ resume, texts, prefix }: BlockProps) {
  const items = visibleItems(resume, 'projects')
  if (items.length === 0) return null
  return (
    <Section id="projects" title={texts.projects} prefix={prefix}>
      {items.map((item) => (
        <Entry
          key={item.id}
          id={item.id}
          prefix={prefix}
          title={item.title.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle=""
        >
          <RichText html={item.description} className={`${prefix}__rich`} />
        </Entry>
      ))}
    </Section>
  )
}

function Certifications({ resume, texts, prefix }: BlockProps) {
  const items = visibleItems(resume, 'certifications')
  if (items.length === 0) return null
  return (
    <Section id="certifications" title={texts.certifications} prefix={prefix}>
      {items.map((item) => (
        <Entry
          key={item.id}
          id={item.id}
          prefix={prefix}
          title={item.course.trim()}
          dates={dateRange(item.startDate, item.endDate)}
          subtitle={item.institute.trim()}
        />
      ))}
    </Section>
  )
}

function References({ resume, texts, prefix }: BlockProps) {
  const items = visibleItems(resume, 'references')
  if (items.length === 0) return null
  return (
    <Section id="references" title={texts.references} prefix={prefix}>
      {items.map((item) => (
        <Entry
          key={item.id}
          id={item.id}
          prefix={prefix}
          title={item.name.trim()}
          dates=""
          subtitle={item.company.trim()}
        >
          {isPresent(item.phone) && <p className={`${prefix}__muted`}>{item.phone.trim()}</p>}
          {isPresent(item.email) && <p className={`${prefix}__muted`}>{item.email.trim()}</p>}
        </Entry>
      ))}
    </Section>
  )
}

function Levels({ resume, texts, prefix, id }: BlockProps & { id: 'skills' | 'languages' }) {
  const items = visibleItems(resume, id)
  if (items.length === 0) return null
  const showLevels = id === 'skills' ? resume.showSkillLevels : resume.showLanguageLevels
  const names = id === 'skills' ? texts.skillLevels : texts.languageLevels
  return (
    <Section id={id} title={texts[id]} prefix={prefix}>
      <ul className={`${prefix}__levels`}>
        {items.map((item) => (
          <li key={item.id} className={`${prefix}__level-item`} data-item-id={item.id}>
            <span className={`${prefix}__level-name`}>{item.name.trim()}</span>
            {showLevels && isPresent(item.level) && (
              <span className={`${prefix}__level`}>{names[item.level] ?? item.level}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

type RichId = 'honors' | 'publications' | 'hobbies' | 'voluntaries' | 'exhibitions'

function RichList({ resume, texts, prefix, id }: BlockProps & { id: RichId }) {
  const items = visibleItems(resume, id)
  if (items.length === 0) return null
  return (
    <Section id={id} title={texts[id]} prefix={prefix}>
      {items.map((item) => (
        <div key={item.id} data-item-id={item.id} className={`${prefix}__item`}>
          <RichText html={item.description} className={`${prefix}__rich`} />
        </div>
      ))}
    </Section>
  )
}

/** The blocks in the given order; each one is left out when it has nothing to show. */
export function Blocks({ order, ...props }: BlockProps & { order: readonly BlockId[] }) {
  return (
    <>
      {order.map((id) => {
        switch (id) {
          case 'summary':
            return <Summary key={id} {...props} />
          case 'experiences':
            return <Experiences key={id} {...props} />
          case 'educations':
            return <Educations key={id} {...props} />
          case 'projects':
            return <Projects key={id} {...props} />
          case 'certifications':
            return <Certifications key={id} {...props} />
          case 'references':
            return <References key={id} {...props} />
          case 'skills':
          case 'languages':
            return <Levels key={id} id={id} {...props} />
          default:
            return <RichList key={id} id={id} {...props} />
        }
      })}
    </>
  )
}
