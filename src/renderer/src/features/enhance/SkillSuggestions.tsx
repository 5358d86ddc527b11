// The skills step's enhance button and its two suggestion panels (spec 000 §2 "Skills step", §4
// "Inline AI enhance" 6): AI suggestions (skills the resume shows but does not list) and ATS
// suggestions (the job's keywords), each with its reason. Needs sign-in and a job title (the
// job-title modal asks for one). On return the panels open and scroll into view. Accepting adds
// the skill with an empty level (through the store: undoable, autosaved) and removes it from both
// lists; discarding removes it from its list; the panels close when both lists are empty. A
// suggestion the fact guard flagged is added only after the user confirms it.
import type { SkillSuggestionWire } from '@shared/api'
import { addItem } from '@shared/resume'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { skillsLocally } from './local-ai'
import { useEditor } from '../../stores/editor'
import { AiPromptModal } from './AiPromptModal'
import { EngineNote, type EngineInfo } from './EngineNote'
import { useAiCall } from './useAiCall'
import { useJobTitleFirst } from './useJobTitleFirst'
import './enhance.css'
import { snapshotBefore } from '../history/snapshot-before'

type ListName = 'ai' | 'ats'

interface Panels extends EngineInfo {
  ai: SkillSuggestionWire[]
  ats: SkillSuggestionWire[]
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Accepting: the skill leaves both lists. Null when both lists are empty (the panel closes). */
export function afterAccept(panels: Panels, name: string): Panels | null {
  return orClosed({
    ...panels,
    ai: panels.ai.filter((skill) => !same(skill.name, name)),
    ats: panels.ats.filter((skill) => !same(skill.name, name)),
  })
}

/** Discarding: the skill leaves its own list only. */
export function afterDiscard(panels: Panels, list: ListName, name: string): Panels | null {
  return orClosed({ ...panels, [list]: panels[list].filter((skill) => !same(skill.name, name)) })
}

function orClosed(panels: Panels): Panels | null {
  return panels.ai.length === 0 && panels.ats.length === 0 ? null : panels
}

export function SkillSuggestions() {
  const { t } = useTranslation()
  const resume = useEditor((state) => state.resume)
  const edit = useEditor((state) => state.edit)
  const call = useAiCall()
  const title = useJobTitleFirst()
  const [panels, setPanels] = useState<Panels | null>(null)
  const [nothing, setNothing] = useState(false)
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set())
  const [notice, setNotice] = useState('')
  const panelRef = useRef<HTMLDivElement>(null)
  const opened = useRef(0)
  const [shown, setShown] = useState(0)

  // The view scrolls to the panels when they open (spec 000 §4).
  useEffect(() => {
    if (shown === 0) return
    panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' })
  }, [shown])

  if (!resume) return null

  async function suggest(jobTitle: string) {
    const current = useEditor.getState().resume
    if (!current) return
    setNothing(false)
    const answer = await call.run(
      async () =>
        // On the desktop with the local AI server on, this computer answers (local-ai.ts).
        (await skillsLocally(current, jobTitle)) ??
        api.enhance.skills({
          text: JSON.stringify(current),
          skills: current.skills.map((skill) => skill.name),
          language: current.resumeLanguage,
          jobTitle,
          cvData: current,
        }),
    )
    if (!answer) return
    const next = orClosed({
      ai: answer.skillSuggestion,
      ats: answer.atsSkillSuggestion,
      engine: answer.engine,
      fallback: answer.fallback,
    })
    setPanels(next)
    setNothing(next === null)
    opened.current += 1
    setShown(opened.current)
  }

  function accept(skill: SkillSuggestionWire) {
    void snapshotBefore('before_ai')
    edit((current) => addItem(current, 'skills', { name: skill.name, level: '' }).resume)
    setNotice(t('enhance.skills.added', { skill: skill.name }))
    setPanels((current) => (current ? afterAccept(current, skill.name) : null))
  }

  function renderList(list: ListName) {
    if (!panels) return null
    const items = panels[list]
    return (
      <section className="ai-skills__panel" aria-labelledby={`ai-skills-${list}`}>
        <div className="ai-skills__head">
          <h3 id={`ai-skills-${list}`}>
            {t(list === 'ai' ? 'enhance.skills.aiTitle' : 'enhance.skills.atsTitle')}
          </h3>
        </div>
        {list === 'ats' && <p className="field__hint">{t('enhance.skills.atsHint')}</p>}
        {items.length === 0 ? (
          <p className="muted">{t('enhance.skills.none')}</p>
        ) : (
          <ul className="ai-skills__list">
            {items.map((skill) => {
              const flagged = skill.guard.verdict === 'flag'
              const key = `${list}:${skill.name}`
              return (
                <li key={key} className="ai-skills__item" data-skill={skill.name}>
                  <span>
                    <span className="ai-skills__name">
                      {flagged ? (
                        <mark className="ai-mark ai-mark--fact">{skill.name}</mark>
                      ) : (
                        skill.name
                      )}
                    </span>
                    <span className="ai-skills__reason">{skill.reason}</span>
                    {flagged && (
                      <label className="checkbox ai-skills__confirm">
                        <input
                          type="checkbox"
                          checked={confirmed.has(key)}
                          onChange={(event) => {
                            const next = new Set(confirmed)
                            if (event.target.checked) next.add(key)
                            else next.delete(key)
                            setConfirmed(next)
                          }}
                        />
                        <span>{t('enhance.guard.confirm')}</span>
                      </label>
                    )}
                  </span>
                  <span className="ai-skills__actions">
                    <button
                      type="button"
                      className="btn btn--primary btn--small"
                      aria-label={t('enhance.skills.accept', { skill: skill.name })}
                      disabled={flagged && !confirmed.has(key)}
                      onClick={() => accept(skill)}
                    >
                      +
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={t('enhance.skills.discard', { skill: skill.name })}
                      onClick={() =>
                        setPanels((current) =>
                          current ? afterDiscard(current, list, skill.name) : null,
                        )
                      }
                    >
                      ×
                    </button>
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    )
  }

  return (
    <div className="ai-skills-host">
      <div className="ai-field__bar">
        <button
          type="button"
          className="btn btn--secondary ai-enhance-button"
          onClick={() => title.start(true, (jobTitle) => void suggest(jobTitle))}
          disabled={call.loading}
          aria-busy={call.loading}
        >
          <span aria-hidden="true">✦</span>{' '}
          {call.loading ? t('enhance.working') : t('enhance.skillsButton')}
        </button>
      </div>
      {call.error && (
        <p className="field__error" role="alert">
          {call.error}
        </p>
      )}
      {nothing && <p className="muted">{t('enhance.skills.nothing')}</p>}
      {panels && (
        <div ref={panelRef} className="ai-skills" data-testid="skill-suggestions">
          <div className="ai-skills__head">
            <EngineNote engine={panels.engine} fallback={panels.fallback} />
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => setPanels(null)}
            >
              {t('enhance.skills.close')}
            </button>
          </div>
          {renderList('ai')}
          {renderList('ats')}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {title.modal}
      {call.prompt && <AiPromptModal prompt={call.prompt} onClose={call.closePrompt} />}
    </div>
  )
}
