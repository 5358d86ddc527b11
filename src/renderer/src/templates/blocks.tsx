// The one way a resume section is drawn, shared by every template. A template picks the order
// and the options; its stylesheet, through the class prefix, decides the look. Content, display
// rules (spec 000 §2) and the DOM contract for pagination (CONTRACT.md §1: data-section,
// data-section-title, data-item-id, data-keep) are the same everywhere.
import { hasRealText, type BlockId, type Resume } from '@shared/resume'
import type { ReactNode } from 'react'
import type { TemplateTexts } from './texts'
import { ContactValue, DateRange, RichText, dateRange, isPresent, joinPresent } from './display'
import { LEVEL_STEPS, levelStep } from './levels'
import { visibleItems } from './visibility'
import './blocks.css'

/** The blocks a template can place (declared with the column orders in @shared/resume). */
export type { BlockId } from '@shared/resume'

export interface BlockOptions {
  /**
   * Experiences and educations put their dates in a column before the entry, the end date above
   * the start date (Liner). Other entries keep their dates on the title line.
   */
  dateColumn?: boolean
  /**
   * How skills and languages show: one per row with the level word ('text'), one per row with
   * the word and a five-step bar ('bar'), or wrapping chips ('chips'). The level word is always
   * there, so the PDF's text (and an ATS reading it) keeps it.
   */
  levels?: 'text' | 'bar' | 'chips'
  /** False when the template shows the summary in its header, without a section title. */
  summaryTitle?: boolean
}

interface BlockProps {
  resume: Resume
  texts: TemplateTexts
  prefix: string
  options?: BlockOptions
}

export function Section({
  id,
  title,
  prefix,
  children,
}: {
  id: string
  title: string | null
  prefix: string
  children: ReactNode
}) {
  return (
    <section
      className={`cv-section ${prefix}__section ${prefix}__section--${id}`}
      data-section={id}
    >
      {title !== null && (
        <h3 className={`cv-section-title ${prefix}__section-title`} data-section-title="">
          {title}
        </h3>
      )}
      {children}
    </section>
  )
}

interface EntryProps {
  id: string
  prefix: string
  title: string
  subtitle: string
  start: string
  end: string
  dateColumn?: boolean
  children?: ReactNode
}

/** One dated item: title and dates, a subtitle, then free content. */
function Entry({ id, prefix, title, subtitle, start, end, dateColumn, children }: EntryProps) {
  const dates = dateRange(start, end)
  const head = (title || (dates && !dateColumn)) && (
    <div className={`cv-entry-head ${prefix}__entry-head`}>
      {title && <h4 className={`cv-entry-title ${prefix}__entry-title`}>{title}</h4>}
      {dates && !dateColumn && (
        <DateRange start={start} end={end} className={`cv-entry-dates ${prefix}__entry-dates`} />
      )}
    </div>
  )
  const body = (
    <>
      {head}
      {subtitle && <p className={`cv-entry-subtitle ${prefix}__entry-subtitle`}>{subtitle}</p>}
      {children}
    </>
  )
  if (!dateColumn) {
    return (
      <div className={`cv-entry ${prefix}__entry`} data-item-id={id} data-keep="">
        {body}
      </div>
    )
  }
  return (
    <div
      className={`cv-entry cv-entry--dated ${prefix}__entry ${prefix}__entry--dated`}
      data-item-id={id}
      data-keep=""
    >
      <p className={`cv-entry-when ${prefix}__entry-when`}>
        {isPresent(end) && (
          <span className={`cv-entry-end ${prefix}__entry-end`}>{end.trim()}</span>
        )}
        {isPresent(start) && (
          <span className={`cv-entry-start ${prefix}__entry-start`}>{start.trim()}</span>
        )}
      </p>
      <div className={`cv-entry-body ${prefix}__entry-body`}>{body}</div>
    </div>
  )
}

function Summary({ resume, texts, prefix, options }: BlockProps) {
  if (!hasRealText(resume.contact.description)) return null
  return (
    <Section
      id="summary"
      title={options?.summaryTitle === false ? null : texts.summary}
      prefix={prefix}
    >
      <div className={`cv-summary ${prefix}__summary`} data-keep="">
        <RichText html={resume.contact.description} className={`cv-rich ${prefix}__rich`} />
      </div>
    </Section>
  )
}

function Experiences({ resume, texts, prefix, options }: BlockProps) {
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
          start={item.startDate}
          end={item.endDate}
          dateColumn={options?.dateColumn}
          subtitle={joinPresent([item.company, item.location], ', ')}
        >
          <RichText html={item.description} className={`cv-rich ${prefix}__rich`} />
        </Entry>
      ))}
    </Section>
  )
}

function Educations({ resume, texts, prefix, options }: BlockProps) {
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
          start={item.startDate}
          end={item.endDate}
          dateColumn={options?.dateColumn}
          subtitle={joinPresent([item.school, item.location], ', ')}
        >
          <RichText html={item.description} className={`cv-rich ${prefix}__rich`} />
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
          start={item.startDate}
          end={item.endDate}
          subtitle=""
        >
          <RichText html={item.description} className={`cv-rich ${prefix}__rich`} />
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
          start={item.startDate}
          end={item.endDate}
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
          start=""
          end=""
          subtitle={item.company.trim()}
        >
          {/* One line each: a side column is too narrow for "phone · e-mail" on one line. */}
          {isPresent(item.phone) && (
            <p className={`cv-muted ${prefix}__muted`}>
              <ContactValue value={item.phone.trim()} />
            </p>
          )}
          {isPresent(item.email) && (
            <p className={`cv-muted ${prefix}__muted`}>
              <ContactValue value={item.email.trim()} />
            </p>
          )}
        </Entry>
      ))}
    </Section>
  )
}

function LevelBar({ step, prefix }: { step: number; prefix: string }) {
  return (
    <span className={`cv-bar ${prefix}__bar`} aria-hidden="true">
      {Array.from({ length: LEVEL_STEPS }, (_, i) => (
        <span
          key={i}
          className={i < step ? `cv-bar-on ${prefix}__bar-on` : `cv-bar-off ${prefix}__bar-off`}
        />
      ))}
    </span>
  )
}

function Levels({
  resume,
  texts,
  prefix,
  options,
  id,
}: BlockProps & { id: 'skills' | 'languages' }) {
  const items = visibleItems(resume, id)
  if (items.length === 0) return null
  const showLevels = id === 'skills' ? resume.showSkillLevels : resume.showLanguageLevels
  const names = id === 'skills' ? texts.skillLevels : texts.languageLevels
  const style = options?.levels ?? 'text'
  const level = (value: string) => (showLevels && isPresent(value) ? value.trim() : '')
  if (style === 'chips') {
    // Chips wrap like words, so the whole list is one pagination unit.
    return (
      <Section id={id} title={texts[id]} prefix={prefix}>
        <ul className={`cv-chips ${prefix}__chips`} data-keep="">
          {items.map((item) => (
            <li key={item.id} className={`cv-chip ${prefix}__chip`} data-item-id={item.id}>
              <span className={`cv-level-name ${prefix}__level-name`}>{item.name.trim()}</span>
              {level(item.level) && (
                <span className={`cv-level ${prefix}__level`}>
                  {names[level(item.level)] ?? level(item.level)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Section>
    )
  }
  return (
    <Section id={id} title={texts[id]} prefix={prefix}>
      <ul className={`cv-levels ${prefix}__levels`}>
        {items.map((item) => {
          const word = level(item.level)
          const step = style === 'bar' && word ? levelStep(id, word) : null
          return (
            <li
              key={item.id}
              className={`cv-level-item ${prefix}__level-item`}
              data-item-id={item.id}
              data-keep=""
            >
              <span className={`cv-level-name ${prefix}__level-name`}>{item.name.trim()}</span>
              {word && <span className={`cv-level ${prefix}__level`}>{names[word] ?? word}</span>}
              {step !== null && <LevelBar step={step} prefix={prefix} />}
            </li>
          )
        })}
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
        <div
          key={item.id}
          data-item-id={item.id}
          data-keep=""
          className={`cv-item ${prefix}__item`}
        >
          <RichText html={item.description} className={`cv-rich ${prefix}__rich`} />
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

/** True when at least one of the blocks has something to show (a column is left out if not). */
export function hasBlockContent(resume: Resume, order: readonly BlockId[]): boolean {
  return order.some((id) =>
    id === 'summary'
      ? hasRealText(resume.contact.description)
      : visibleItems(resume, id).length > 0,
  )
}
