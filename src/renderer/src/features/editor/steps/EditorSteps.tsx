// The form side of the editor (spec 000 §2 "Editor"): the step indicator, the current step's
// form, Back and Continue. A selection made outside the form (a click in the preview) switches
// to the step that edits it, scrolls its form into view and flashes it for 800 ms.
import { setShowSkillLevels, stepForSection, type EditorStep } from '@shared/resume'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../../stores/editor'
import { PersonalForm } from '../PersonalForm'
import { SectionEditor } from '../sections/SectionEditor'
import { SkillSuggestions } from '../../enhance/SkillSuggestions'
import { AdditionalStep } from './AdditionalStep'
import { LevelsToggle } from './LevelsToggle'
import { StepIndicator } from './StepIndicator'
import { stepNavigation, stepScores, stepsWithWarning } from './steps'
import { useSelectionFlash } from './useSelectionFlash'
import './steps.css'

export function EditorSteps() {
  const { t } = useTranslation()
  const resume = useEditor((state) => state.resume)
  const active = useEditor((state) => state.activeSection)
  const selectionRequest = useEditor((state) => state.selectionRequest)
  const sectionScores = useEditor((state) => state.sectionScores)
  const edit = useEditor((state) => state.edit)
  const [step, setStep] = useState<EditorStep>('personal')
  const [handledRequest, setHandledRequest] = useState(selectionRequest)
  const paneRef = useRef<HTMLElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [movedByUser, setMovedByUser] = useState(0)

  // A new selection from outside: show its step (rendered before the flash effect runs).
  if (selectionRequest !== handledRequest) {
    setHandledRequest(selectionRequest)
    if (active) setStep(stepForSection(active.sectionName))
  }
  useSelectionFlash(paneRef, selectionRequest)

  // Back, Continue and the indicator start the new step at its top, with focus on its title.
  useEffect(() => {
    if (movedByUser === 0) return
    paneRef.current?.scrollTo?.({ top: 0 })
    titleRef.current?.focus()
  }, [movedByUser])

  if (!resume) return null
  const scores = stepScores(sectionScores)
  const score = scores.get(step)
  const { back, next } = stepNavigation(step)
  const goTo = (target: EditorStep) => {
    setStep(target)
    setMovedByUser((n) => n + 1)
  }

  return (
    <section ref={paneRef} className="editor__form" aria-labelledby="editor-step-title">
      <StepIndicator
        current={step}
        warnings={stepsWithWarning(sectionScores)}
        scores={scores}
        onSelect={goTo}
      />
      <h2 id="editor-step-title" ref={titleRef} tabIndex={-1} className="editor__step-title">
        {t(`cvEditor.stepTitles.${step}`)}
      </h2>
      <p className="muted editor__step-hint">{t(`cvEditor.stepHints.${step}`)}</p>
      {score !== undefined && (
        <p className={`editor__step-score${score < 60 ? ' is-low' : ''}`}>
          {t('cvEditor.steps.score', { score: Math.round(score * 10) / 10 })}
        </p>
      )}
      <div
        className="editor__step-body"
        data-editor-section={step === 'additional' ? undefined : sectionOfStep(step)}
      >
        {step === 'personal' && <PersonalForm contact={resume.contact} />}
        {step === 'education' && <SectionEditor section="educations" />}
        {step === 'experiences' && <SectionEditor section="experiences" />}
        {step === 'skills' && (
          <>
            <LevelsToggle
              label={t('cvEditor.skills.showLevels')}
              checked={resume.showSkillLevels}
              onChange={(show) => edit((current) => setShowSkillLevels(current, show))}
            />
            <SectionEditor section="skills" />
            <SkillSuggestions />
          </>
        )}
        {step === 'additional' && <AdditionalStep />}
      </div>
      <div className="editor__step-nav">
        {back && (
          <button type="button" className="btn btn--secondary" onClick={() => goTo(back)}>
            <span aria-hidden="true">←</span> {t('cvEditor.steps.back')}
          </button>
        )}
        {next && (
          <button
            type="button"
            className="btn btn--primary editor__continue"
            onClick={() => goTo(next)}
          >
            {t('cvEditor.steps.continue')} <span aria-hidden="true">→</span>
          </button>
        )}
      </div>
    </section>
  )
}

function sectionOfStep(step: Exclude<EditorStep, 'additional'>): string {
  return {
    personal: 'personal',
    education: 'educations',
    experiences: 'experiences',
    skills: 'skills',
  }[step]
}
