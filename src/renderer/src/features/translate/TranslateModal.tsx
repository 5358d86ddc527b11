// The translation modal (spec 000 §2, §4; issue 15 points 4 and 6): intro ("Smart Translation",
// Next) → the 24 languages with flags, the resume's own language disabled → translating, with
// the real progress by section the cloud reports. Closing never loses work: the job goes on and
// the copy appears in the library when ready; Cancel ends it on the server (no copy, the credit
// refunded). When the job is done while the modal is open, the editor opens the copy.
//
// With no translation service configured the modal says so plainly and offers the offline part
// alone ("titles, dates and levels only"), which the copy is then labelled with.
import type { TranslateJob, TranslateOptionsResponse } from '@shared/api'
import { RESUME_LANGUAGES, type Resume, type ResumeLanguageCode } from '@shared/resume'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { Flag } from '../../components/Flag'
import { Modal } from '../../components/Modal'
import { useLocale } from '../../routes/useLocale'
import { PlanUpgradePrompt } from '../plans/PlanUpgradePrompt'
import { onFinished, useTranslationJobs } from './jobs'
import { languageLabel } from './language-label'
import './translate.css'

export interface TranslateModalProps {
  sourceId: string
  source: Resume
  sourceName: string
  onClose(): void
}

type Step =
  | { kind: 'intro' }
  | { kind: 'languages' }
  | { kind: 'translating'; jobId: string }
  | { kind: 'upgrade' }

export function TranslateModal({ sourceId, source, sourceName, onClose }: TranslateModalProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { to } = useLocale()
  const [step, setStep] = useState<Step>({ kind: 'intro' })
  const [options, setOptions] = useState<TranslateOptionsResponse | null>(null)
  const [optionsError, setOptionsError] = useState<unknown>(null)
  const [target, setTarget] = useState<ResumeLanguageCode | null>(null)
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState<unknown>(null)
  const tracked = useTranslationJobs((state) =>
    step.kind === 'translating' ? state.jobs[step.jobId] : undefined,
  )
  const track = useTranslationJobs((state) => state.track)
  const cancelJob = useTranslationJobs((state) => state.cancel)
  const [cancelling, setCancelling] = useState(false)

  useEffect(() => {
    let live = true
    api.translate.options().then(
      (answer) => live && setOptions(answer),
      (error: unknown) => live && setOptionsError(error),
    )
    return () => {
      live = false
    }
  }, [])

  // Done while the modal is open: open the copy in the editor.
  const jobId = step.kind === 'translating' ? step.jobId : null
  useEffect(() => {
    if (!jobId) return
    return onFinished((job) => {
      if (job.id !== jobId || job.status !== 'done' || !job.resultId) return
      onClose()
      void navigate(to(`/cv-creation/${encodeURIComponent(job.resultId)}`))
    })
  }, [jobId, navigate, onClose, to])

  const offlineOnly = options !== null && options.provider === null

  async function start() {
    if (!target) return
    setStarting(true)
    setStartError(null)
    try {
      const { job } = await api.translate.start({
        sourceId,
        targetLanguage: target,
        offlineOnly,
      })
      track(job, sourceName)
      setStep({ kind: 'translating', jobId: job.id })
    } catch (error) {
      if (error instanceof ApiError && error.id === 'premium_required') setStep({ kind: 'upgrade' })
      else setStartError(error)
    } finally {
      setStarting(false)
    }
  }

  async function cancel(job: TranslateJob) {
    setCancelling(true)
    try {
      await cancelJob(job.id)
    } catch (error) {
      setStartError(error)
    } finally {
      setCancelling(false)
    }
  }

  if (step.kind === 'upgrade') return <PlanUpgradePrompt reason="translate" onClose={onClose} />

  const title = t('translate.title')
  return (
    <Modal title={title} onClose={onClose} size="medium">
      {step.kind === 'intro' && (
        <div className="translate-intro">
          <p>{t('translate.intro.text')}</p>
          <ul className="translate-intro__points">
            <li>{t('translate.intro.copy')}</li>
            <li>{t('translate.intro.offline')}</li>
            <li>{t('translate.intro.text2')}</li>
          </ul>
          {offlineOnly && (
            <p className="alert translate-intro__no-provider" role="note">
              {t('translate.noProvider')}
            </p>
          )}
          {optionsError !== null && (
            <p className="field__error" role="alert">
              {errorMessage(optionsError, t)}
            </p>
          )}
          <div className="modal__actions">
            <button
              type="button"
              className="btn btn--primary"
              data-autofocus
              disabled={options === null}
              onClick={() => setStep({ kind: 'languages' })}
            >
              {t('translate.next')}
            </button>
          </div>
        </div>
      )}

      {step.kind === 'languages' && (
        <div className="translate-languages">
          <p id="translate-languages-label">{t('translate.languages.label')}</p>
          <ul className="translate-languages__grid" aria-labelledby="translate-languages-label">
            {RESUME_LANGUAGES.map((language) => {
              const current = language.code === source.resumeLanguage
              return (
                <li key={language.code}>
                  <button
                    type="button"
                    className="translate-language"
                    aria-pressed={target === language.code}
                    disabled={current}
                    title={current ? t('translate.languages.current') : language.name}
                    onClick={() => setTarget(language.code)}
                  >
                    <Flag locale={language.code} />
                    <span lang={language.code} dir={language.dir}>
                      {language.nativeName}
                    </span>
                    <span className="translate-language__code">{language.code.toUpperCase()}</span>
                  </button>
                </li>
              )
            })}
          </ul>
          {offlineOnly && (
            <p className="alert translate-intro__no-provider" role="note">
              {t('translate.noProvider')}
            </p>
          )}
          {startError !== null && (
            <p className="field__error" role="alert">
              {errorMessage(startError, t)}
            </p>
          )}
          <div className="modal__actions">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setStep({ kind: 'intro' })}
            >
              {t('translate.back')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={target === null || starting}
              onClick={() => void start()}
            >
              {offlineOnly ? t('translate.startOffline') : t('translate.start')}
            </button>
          </div>
        </div>
      )}

      {step.kind === 'translating' && tracked && (
        <Progress
          job={tracked.job}
          pollError={tracked.pollError}
          cancelling={cancelling}
          error={startError}
          onCancel={() => void cancel(tracked.job)}
          onOpen={(id) => {
            onClose()
            void navigate(to(`/cv-creation/${encodeURIComponent(id)}`))
          }}
        />
      )}
    </Modal>
  )
}

const SECTION_KEYS = {
  contact: 'cvEditor.stepTitles.personal',
  educations: 'cvEditor.sections.educations.title',
  experiences: 'cvEditor.sections.experiences.title',
  projects: 'cvEditor.sections.projects.title',
  skills: 'cvEditor.sections.skills.title',
  certifications: 'cvEditor.sections.certifications.title',
  honors: 'cvEditor.sections.honors.title',
  languages: 'cvEditor.sections.languages.title',
  publications: 'cvEditor.sections.publications.title',
  references: 'cvEditor.sections.references.title',
  hobbies: 'cvEditor.sections.hobbies.title',
  exhibitions: 'cvEditor.sections.exhibitions.title',
  voluntaries: 'cvEditor.sections.voluntaries.title',
} as const

const sectionKey = (section: string) =>
  SECTION_KEYS[section as keyof typeof SECTION_KEYS] ?? SECTION_KEYS.contact

function Progress({
  job,
  pollError,
  cancelling,
  error,
  onCancel,
  onOpen,
}: {
  job: TranslateJob
  pollError: unknown
  cancelling: boolean
  error: unknown
  onCancel(): void
  onOpen(id: string): void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const language = { nativeName: languageLabel(job.targetLanguage, locale) }
  const { total, done } = job.progress
  const percent = total === 0 ? 0 : Math.round((done / total) * 100)
  const sections = Object.entries(job.progress.sections).filter(([, value]) => value.total > 0)
  return (
    <div className="translate-progress">
      <p role="status">
        {job.status === 'running' &&
          t('translate.progress.running', { language: language.nativeName })}
        {job.status === 'done' && t('translate.progress.done', { language: language.nativeName })}
        {job.status === 'cancelled' && t('translate.progress.cancelled')}
        {job.status === 'failed' && (job.error ?? t('errors.unexpected'))}
      </p>
      {job.mode === 'offline-only' && (
        <p className="translate-progress__mode">{t('translate.offlineLabel')}</p>
      )}
      <progress
        className="translate-progress__bar"
        max={Math.max(total, 1)}
        value={done}
        aria-label={t('translate.progress.label', { percent })}
      />
      <p className="muted">{t('translate.progress.fields', { done, total })}</p>
      {sections.length > 0 && (
        <ul className="translate-progress__sections">
          {sections.map(([section, value]) => (
            <li key={section} data-done={value.done === value.total}>
              <span>{t(sectionKey(section))}</span>
              <span>{value.done === value.total ? '✓' : `${value.done} / ${value.total}`}</span>
            </li>
          ))}
        </ul>
      )}
      {pollError !== null && job.status === 'running' && (
        <p className="muted">{t('translate.progress.reconnecting')}</p>
      )}
      {error !== null && (
        <p className="field__error" role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      {job.status === 'running' && <p className="muted">{t('translate.progress.closeHint')}</p>}
      <div className="modal__actions">
        {job.status === 'running' && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={cancelling}
            onClick={onCancel}
          >
            {t('translate.cancel')}
          </button>
        )}
        {job.status === 'done' && job.resultId && (
          <button type="button" className="btn btn--primary" onClick={() => onOpen(job.resultId!)}>
            {t('translate.open')}
          </button>
        )}
      </div>
    </div>
  )
}
