// Guided enhancement, /cv-enhancement/{cvId} (spec 000 §2 "Enhancement page", §4 "Guided
// enhancement", §6; issue 13 points 6 and 7). Not started → started (suggestions load) → each
// suggestion accepted or discarded → done → save and edit, or save and download.
//
// - The assistant bubble speaks in four states: intro, loading, the current suggestion, done.
// - The step panel has Accept and Discard; the step advances after each, and both resumes scroll
//   to the changed item. The first suggestion shows 500 ms after loading ends.
// - Side by side: the current resume (discarded places red) and the fixed resume (accepted places
//   green), both in the resume's own template (the shared Blocks renderer).
// - Free and Onhold accounts get the first 3 suggestions (the server says how many in
//   `freeSteps` and sends the rest locked); from step index 3 on, Accept, Discard and advancing
//   open the upgrade modal. A suggestions call answered with 402 opens the upgrade dialog and
//   replaces Start with the premium greeting.
// - A suggestion the fact guard flagged (new facts) or that holds a placeholder is not
//   applicable until the user confirms it.
// - Job tailoring: a pasted job posting aims the suggestions at its keywords (the AI uses only
//   those the resume's facts support); the match rate before and after is shown, and the result
//   is saved over this resume or as a new copy named after the job.
import { useLazyTexts } from '../../../i18n/lazy-texts'
import type { CvSuggestionsResponse, GuidedSuggestion } from '@shared/api'
import { PLANS } from '@shared/plans'
import type { Resume } from '@shared/resume'
import { sanitizeRichText } from '@shared/resume'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { api, ApiError } from '../../../api'
import { resumeStore } from '../../../library'
import { revisionConflictOf } from '../../../api/conflict'
import { errorMessage } from '../../../api/messages'
import { Loading } from '../../../components/Loading'
import { useLocale } from '../../../routes/useLocale'
import { usePageTitle } from '../../../routes/usePageTitle'
import { PaginatedDocument } from '../../../templates/pagination/PaginatedDocument'
import { ScaledPage } from '../../../templates/ScaledPage'
import { effectiveOf, usePlan } from '../../../stores/plan'
import { useSession } from '../../../stores/session'
import { UpgradePrompt } from '../../export/UpgradePrompt'
import { BrowserPrintPrompt } from '../../export/BrowserPrintPrompt'
import { useDownloadPdf } from '../../export/useDownloadPdf'
import { AiPromptModal } from '../AiPromptModal'
import { EngineNote } from '../EngineNote'
import { suggestionsLocally } from '../local-ai'
import { markSuggestion, placeholdersIn } from '../highlight'
import { fixedResume, matchRate, statusStyles, targetSelector, withStatus } from './guided'
import '../enhance.css'
import './guided.css'
import { snapshotBefore } from '../../history/snapshot-before'

/** Spec 000 §9: the suggestion step delay. */
export const STEP_DELAY_MS = 500

type Phase = 'intro' | 'loading' | 'steps' | 'done'

function plainHtml(text: string): string {
  return /<[a-z][^>]*>/i.test(text) ? sanitizeRichText(text) : sanitizeRichText(`<p>${text}</p>`)
}

export function EnhancementPage() {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t } = useTranslation()
  usePageTitle(t('enhance.guided.title'))
  const { cvId = '' } = useParams()
  const { to } = useLocale()
  const navigate = useNavigate()
  const account = useSession((state) => state.user)
  const [original, setOriginal] = useState<Resume | null>(null)
  /** The library revision the original was read at: saving in place is based on it. */
  const [revision, setRevision] = useState(1)
  const [loadError, setLoadError] = useState<unknown>(null)
  const [phase, setPhase] = useState<Phase>('intro')
  const [answer, setAnswer] = useState<CvSuggestionsResponse | null>(null)
  const [suggestions, setSuggestions] = useState<GuidedSuggestion[]>([])
  const [step, setStep] = useState(0)
  const [jobTitle, setJobTitle] = useState('')
  const [jobDescription, setJobDescription] = useState('')
  const [suggestionError, setSuggestionError] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState(false)
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set())
  const [pending, setPending] = useState<'accepting' | 'discarding' | null>(null)
  const [saveMode, setSaveMode] = useState<'inPlace' | 'copy'>('inPlace')
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const timer = useRef<number | null>(null)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    let current = true
    resumeStore.get(cvId).then(
      (result) => {
        if (!current) return
        setOriginal(result.cvData)
        setRevision(result.revision)
        setJobTitle(result.cvData.contact.jobTitle)
      },
      (error: unknown) => current && setLoadError(error),
    )
    return () => {
      current = false
      if (timer.current !== null) window.clearTimeout(timer.current)
      // Leaving the page cancels the request (the cloud cancels the LLM's work in turn).
      abort.current?.abort()
    }
  }, [cvId])

  const fixed = useMemo(
    () => (original ? fixedResume(original, suggestions) : null),
    [original, suggestions],
  )
  // The match with a pasted posting, once the run started (the matcher is not free to run).
  const measuring = jobDescription.trim() !== '' && phase !== 'intro' && phase !== 'loading'
  const before = useMemo(
    () => (measuring && original ? matchRate(original, jobDescription) : null),
    [measuring, original, jobDescription],
  )
  const after = useMemo(
    () => (measuring && fixed ? matchRate(fixed, jobDescription) : null),
    [measuring, fixed, jobDescription],
  )
  const current = phase === 'steps' ? suggestions[step] : undefined
  const freeSteps = answer?.freeSteps ?? null
  const lockedStep = (index: number) =>
    (freeSteps !== null && index >= freeSteps) || suggestions[index]?.locked === true

  // Scroll both resumes to the item the current step changes.
  useEffect(() => {
    if (!current) return
    const selector = targetSelector(current)
    if (!selector) return
    for (const pane of document.querySelectorAll('.guided__pane'))
      pane.querySelector(selector)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
  }, [current])

  const download = useDownloadPdf(
    fixed ? { ...fixed, selectedTemplate: 'Business' } : (original as Resume),
  )

  if (loadError)
    return (
      <div className="page">
        <p className="alert" role="alert">
          {t('editor.loadFailed', { reason: errorMessage(loadError, t) })}
        </p>
      </div>
    )
  if (!original || !fixed) return <Loading label={t('enhance.guided.loadingResume')} />

  async function start() {
    if (!original) return
    setFailure(null)
    setPhase('loading')
    const controller = new AbortController()
    abort.current = controller
    try {
      // On the desktop with the local AI server on, this computer answers (local-ai.ts), with
      // the plan's guided steps from the entitlements table (not loaded yet: Free's, to be safe).
      const { plan, billingEnabled } = usePlan.getState()
      const freeSteps =
        effectiveOf(plan, billingEnabled)?.plan.guidedFreeSteps ?? PLANS.free.guidedFreeSteps
      const response =
        (await suggestionsLocally(original, { jobTitle, jobDescription }, freeSteps)) ??
        (await api.enhance.suggestions(
          { cvJson: original, jobTitle, jobDescription },
          { signal: controller.signal },
        ))
      if (controller.signal.aborted) return
      setAnswer(response)
      setSuggestions(response.result.suggestions)
      setStep(0)
      timer.current = window.setTimeout(
        () => setPhase(response.result.suggestions.length === 0 ? 'done' : 'steps'),
        STEP_DELAY_MS,
      )
    } catch (error) {
      if (controller.signal.aborted) return
      setPhase('intro')
      if (error instanceof ApiError && error.status === 402) {
        setSuggestionError(true)
        setUpgrade(true)
      } else {
        setFailure(t('enhance.guided.failed', { reason: errorMessage(error, t) }))
      }
    }
  }

  function act(kind: 'accepted' | 'discarded') {
    if (lockedStep(step)) {
      setUpgrade(true)
      return
    }
    setPending(kind === 'accepted' ? 'accepting' : 'discarding')
    setSuggestions((list) => withStatus(list, step, kind))
    const next = step + 1
    if (next >= suggestions.length) {
      setPhase('done')
    } else if (lockedStep(next)) {
      // Advancing into the steps the plan does not include opens the upgrade modal.
      setStep(next)
      setUpgrade(true)
    } else {
      setStep(next)
    }
    setPending(null)
  }

  async function save(then: 'edit' | 'download') {
    if (!fixed || !original) return
    setSaving(true)
    setSaveError(null)
    try {
      let id = cvId
      if (saveMode === 'copy') {
        const name = t('enhance.guided.copyName', {
          name: original.resumeName || t('editor.resumeNamePlaceholder'),
          job: jobTitle || t('enhance.guided.title'),
        })
        id = (await resumeStore.create({ ...fixed, resumeName: name })).id
      } else {
        // Version history: the resume before the accepted suggestions is kept.
        await snapshotBefore('before_ai', { cvId, cvData: original })
        const saved = await resumeStore.update(cvId, fixed, revision)
        setRevision(saved.revision)
      }
      if (then === 'edit') void navigate(to(`/cv-creation/${encodeURIComponent(id)}`))
      // Save and download: the PDF of the fixed resume in Business (download rules apply).
      else await download.download()
    } catch (error) {
      // Changed in another tab or device meanwhile: never overwrite it; offer the copy.
      if (revisionConflictOf(error)) {
        setSaveMode('copy')
        setSaveError(t('enhance.guided.saveConflict'))
      } else setSaveError(t('enhance.guided.saveFailed', { reason: errorMessage(error, t) }))
    } finally {
      setSaving(false)
    }
  }

  const accepted = suggestions.filter((item) => item.status === 'accepted').length
  const tailoring = jobDescription.trim() !== ''
  const needsConfirm = current !== undefined && !current.applicable && !current.locked
  const placeholders = current ? placeholdersIn(current.newValue) : []
  const styles = [
    statusStyles('guided__pane--current', suggestions, 'discarded', '#d93025'),
    statusStyles('guided__pane--fixed', suggestions, 'accepted', '#1e8e3e'),
  ].join('\n')

  return (
    <div className="guided">
      <h1 className="guided__title">{t('enhance.guided.title')}</h1>
      <div className="guided__controls">
        <div className="guided__bubble" role="status" aria-live="polite" data-phase={phase}>
          <span className="guided__avatar" aria-hidden="true">
            ✦
          </span>
          <div>
            <p className="guided__speaker">{t('enhance.guided.assistant')}</p>
            {phase === 'intro' &&
              (suggestionError ? (
                <>
                  <p>{t('enhance.guided.premiumGreeting')}</p>
                  <p>{t('enhance.guided.premiumExplanation')}</p>
                </>
              ) : (
                <p>{t('enhance.guided.intro')}</p>
              ))}
            {phase === 'loading' && <p>{t('enhance.guided.loading')}</p>}
            {phase === 'steps' && current && (
              <p>
                <strong>
                  {t('enhance.guided.step', { current: step + 1, total: suggestions.length })}
                </strong>{' '}
                {current.locked ? t('enhance.guided.locked') : current.reason}
              </p>
            )}
            {phase === 'done' && (
              <p>
                {suggestions.length === 0
                  ? t('enhance.guided.none')
                  : t('enhance.guided.done', { accepted, total: suggestions.length })}
              </p>
            )}
            {answer && <EngineNote engine={answer.engine} fallback={answer.fallback} />}
          </div>
        </div>

        {phase === 'intro' && !suggestionError && (
          <div className="guided__start">
            <label className="field">
              <span className="field__label">{t('enhance.guided.jobTitle')}</span>
              <input
                className="field__input"
                value={jobTitle}
                maxLength={200}
                onChange={(event) => setJobTitle(event.target.value)}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('enhance.guided.jobDescription')}</span>
              <textarea
                className="field__input guided__posting"
                value={jobDescription}
                maxLength={60_000}
                rows={4}
                onChange={(event) => setJobDescription(event.target.value)}
              />
              <span className="field__hint">{t('enhance.guided.jobDescriptionHint')}</span>
            </label>
            {failure && (
              <p className="field__error" role="alert">
                {failure}
              </p>
            )}
            <button type="button" className="btn btn--primary" onClick={() => void start()}>
              {failure ? t('enhance.guided.retry') : t('enhance.guided.start')}
            </button>
          </div>
        )}
        {phase === 'intro' && suggestionError && (
          <Link to={to(`/cv-creation/${encodeURIComponent(cvId)}`)} className="btn btn--secondary">
            {t('enhance.guided.backToEditor')}
          </Link>
        )}

        {phase === 'steps' && current && (
          <div className="guided__panel" data-testid="guided-step">
            {!current.locked && (
              <div className="guided__change">
                <div>
                  <p className="guided__label">{t('enhance.guided.before')}</p>
                  <div
                    className="rich-text-view guided__old"
                    dangerouslySetInnerHTML={{ __html: plainHtml(current.oldValue) }}
                  />
                </div>
                <div>
                  <p className="guided__label">{t('enhance.guided.after')}</p>
                  <div
                    className="rich-text-view guided__new"
                    data-testid="guided-new"
                    dangerouslySetInnerHTML={{
                      __html:
                        current.actionType === 'add'
                          ? sanitizeRichText(
                              `<p>${t('enhance.guided.addSkill', { skill: current.newValue })}</p>`,
                            )
                          : markSuggestion(plainHtml(current.newValue), current.guard.newFacts),
                    }}
                  />
                </div>
              </div>
            )}
            {needsConfirm && (
              <label className="checkbox guided__confirm">
                <input
                  type="checkbox"
                  checked={confirmed.has(step)}
                  onChange={(event) => {
                    const next = new Set(confirmed)
                    if (event.target.checked) next.add(step)
                    else next.delete(step)
                    setConfirmed(next)
                  }}
                />
                <span>
                  {current.guard.newFacts.length > 0
                    ? `${t('enhance.guard.flagged', { facts: current.guard.newFacts.join(', ') })} ${t('enhance.guard.confirm')}`
                    : t('enhance.guided.placeholderConfirm', {
                        placeholder: placeholders[0] ?? '[…]',
                      })}
                </span>
              </label>
            )}
            <div className="guided__actions">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={pending !== null}
                onClick={() => act('discarded')}
              >
                {pending === 'discarding'
                  ? t('enhance.guided.discarding')
                  : t('enhance.guided.discard')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={pending !== null || (needsConfirm && !confirmed.has(step))}
                onClick={() => act('accepted')}
              >
                {pending === 'accepting'
                  ? t('enhance.guided.accepting')
                  : t('enhance.guided.accept')}
              </button>
            </div>
          </div>
        )}

        {tailoring && before && after && (phase === 'steps' || phase === 'done') && (
          <div className="guided__match" data-testid="guided-match">
            <p>
              {t('enhance.guided.matchRate', { before: before.matchRate, after: after.matchRate })}
            </p>
            {after.missing.length > 0 && (
              <p className="field__hint">
                {t('enhance.guided.missingKeywords', { keywords: after.missing.join(', ') })}
              </p>
            )}
          </div>
        )}

        {phase === 'done' && (
          <div className="guided__done">
            {tailoring && (
              <fieldset className="guided__save-mode">
                <legend>{t('enhance.guided.saveAs')}</legend>
                <label className="checkbox">
                  <input
                    type="radio"
                    name="save-mode"
                    checked={saveMode === 'inPlace'}
                    onChange={() => setSaveMode('inPlace')}
                  />
                  <span>{t('enhance.guided.saveInPlace')}</span>
                </label>
                <label className="checkbox">
                  <input
                    type="radio"
                    name="save-mode"
                    checked={saveMode === 'copy'}
                    onChange={() => setSaveMode('copy')}
                  />
                  <span>{t('enhance.guided.saveCopy')}</span>
                </label>
              </fieldset>
            )}
            {saveError && (
              <p className="field__error" role="alert">
                {saveError}
              </p>
            )}
            <div className="guided__actions">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={saving}
                onClick={() => void save('edit')}
              >
                {saving ? t('enhance.guided.saving') : t('enhance.guided.saveEdit')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={saving || download.phase.kind === 'preparing'}
                onClick={() => void save('download')}
              >
                {t('enhance.guided.saveDownload')}
              </button>
            </div>
            {download.phase.kind === 'failed' && (
              <p className="field__error" role="alert">
                {download.phase.message}
              </p>
            )}
          </div>
        )}
      </div>

      <style data-guided-marks>{styles}</style>
      <div className="guided__resumes">
        <section
          className="guided__pane guided__pane--current"
          aria-label={t('enhance.guided.current')}
        >
          <h2 className="guided__pane-title">
            {t('enhance.guided.current')}{' '}
            <span className="guided__legend guided__legend--discarded">
              {t('enhance.guided.legendDiscarded')}
            </span>
          </h2>
          <ScaledPage>
            <PaginatedDocument resume={original} />
          </ScaledPage>
        </section>
        <section
          className="guided__pane guided__pane--fixed"
          aria-label={t('enhance.guided.fixed')}
        >
          <h2 className="guided__pane-title">
            {t('enhance.guided.fixed')}{' '}
            <span className="guided__legend guided__legend--accepted">
              {t('enhance.guided.legendAccepted')}
            </span>
          </h2>
          <ScaledPage>
            <PaginatedDocument resume={fixed} />
          </ScaledPage>
        </section>
      </div>

      {upgrade &&
        (account?.accountStatus === 'Premium' ? (
          <AiPromptModal
            prompt={{ kind: 'credits', premium: true, message: '' }}
            onClose={() => setUpgrade(false)}
          />
        ) : (
          <AiPromptModal
            prompt={{ kind: 'upgrade', message: '' }}
            onClose={() => setUpgrade(false)}
          />
        ))}
      {download.phase.kind === 'upgrade' && <UpgradePrompt onClose={download.dismiss} />}
      {download.phase.kind === 'browserPrint' && (
        <BrowserPrintPrompt
          printing={download.phase.printing}
          onPrint={() => void download.printWithBrowser()}
          onClose={download.dismiss}
        />
      )}
    </div>
  )
}
