// The side column: skills and languages with their levels, then the short lists.
import type { Resume } from '@shared/resume'
import { isPresent } from '../display'
import { hasVisibleItems, visibleItems } from '../visibility'
import { RichList } from './main-sections'
import { Section } from './Section'
import type { TemplateTexts } from '../texts'

interface Props {
  resume: Resume
  texts: TemplateTexts
}

export const SIDE_SECTIONS = ['skills', 'languages', 'references', 'honors', 'hobbies'] as const

export function hasSideContent(resume: Resume): boolean {
  return hasVisibleItems(resume, SIDE_SECTIONS)
}

export function SideSections({ resume, texts }: Props) {
  return (
    <>
      <LevelList
        id="skills"
        title={texts.skills}
        items={visibleItems(resume, 'skills')}
        showLevels={resume.showSkillLevels}
        levelNames={texts.skillLevels}
      />
      <LevelList
        id="languages"
        title={texts.languages}
        items={visibleItems(resume, 'languages')}
        showLevels={resume.showLanguageLevels}
        levelNames={texts.languageLevels}
      />
      <References resume={resume} texts={texts} />
      <RichList resume={resume} section="honors" title={texts.honors} />
      <RichList resume={resume} section="hobbies" title={texts.hobbies} />
    </>
  )
}

function LevelList({
  id,
  title,
  items,
  showLevels,
  levelNames,
}: {
  id: string
  title: string
  items: readonly { id: string; name: string; level: string }[]
  showLevels: boolean
  levelNames: Record<string, string>
}) {
  if (items.length === 0) return null
  return (
    <Section id={id} title={title}>
      <ul className="business__levels">
        {items.map((item) => (
          <li key={item.id} className="business__level-item">
            <span className="business__level-name">{item.name.trim()}</span>
            {showLevels && isPresent(item.level) && (
              <span className="business__level">{levelNames[item.level] ?? item.level}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

function References({ resume, texts }: Props) {
  const items = visibleItems(resume, 'references')
  if (items.length === 0) return null
  return (
    <Section id="references" title={texts.references}>
      {items.map((item) => (
        <div key={item.id} className="business__entry business__reference">
          {isPresent(item.name) && <h4 className="business__entry-title">{item.name.trim()}</h4>}
          {isPresent(item.company) && (
            <p className="business__entry-subtitle">{item.company.trim()}</p>
          )}
          {/* One line each: the side column is too narrow for "phone · e-mail" on one line. */}
          {isPresent(item.phone) && <p className="business__muted">{item.phone.trim()}</p>}
          {isPresent(item.email) && <p className="business__muted">{item.email.trim()}</p>}
        </div>
      ))}
    </Section>
  )
}
