// Translation in the editor (issue 15 points 5 and 6): the Translate button (Premium; Free
// users get the upgrade prompt), and, on a translated copy, how it stands against its original:
// "the original changed in N places", with a button that translates only those fields. Fields
// the user edited in this copy that the original changed too are listed, each kept unless the
// user ticks it. The update waits until the copy is saved, and the editor reloads the copy when
// it is done.
import type { TranslateLink } from '@shared/api'
import type { Resume } from '@shared/resume'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { decide } from '@shared/plans'
import { usePlanInfo } from '../plans/usePlanInfo'
import type { SaveStatus } from '../editor/autosave'
import { PlanUpgradePrompt } from '../plans/PlanUpgradePrompt'
import { onFinished, useTranslationJobs } from './jobs'
import './translate.css'

const TranslateModal = lazy(() =>
  import('./TranslateModal').then((module) => ({ default: module.TranslateModal })),
)

export function EditorTranslateButton({ cvId, resume }: { cvId: string; resume: Resume }) {
  const { t } = useTranslation()
  const { effective } = usePlanInfo()
  const [open, setOpen] = useState<'modal' | 'upgrade' | null>(null)
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() =>
          setOpen(effective && !decide(effective, 'translate').allowed ? 'upgrade' : 'modal')
        }
      >
        {t('translate.editorButton')}
      </button>
      {open === 'upgrade' && <PlanUpgradePrompt reason="translate" onClose={() => setOpen(null)} />}
      {open === 'modal' && (
        <Suspense fallback={null}>
          <TranslateModal
            sourceId={cvId}
            source={resume}
            sourceName={resume.resumeName.trim() || t('library.untitled')}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  )
}

/** A readable name for a field path ("experiences/exp-1/title" → "Work experience: Job title"). */
function fieldLabel(path: string, resume: Resume): string {
  const [section, itemId, key] = path.split('/')
  if (!itemId || !key) return path.replace(/^contact\./, '')
  const items = (
    resume as unknown as Record<string, { id: string; title?: string; name?: string }[]>
  )[section!]
  const item = items?.find((entry) => entry.id === itemId)
  const name = item?.title || item?.name || ''
  return name ? `${name} (${key})` : `${section} (${key})`
}

export function TranslationLinkBanner({
  cvId,
  resume,
  saveStatus,
  onUpdated,
}: {
  cvId: string
  resume: Resume
  saveStatus: SaveStatus
  onUpdated(): void
}) {
  const { t } = useTranslation()
  const [link, setLink] = useState<TranslateLink | null>(null)
  const [overwrite, setOverwrite] = useState<Set<string>>(new Set())
  const [jobId, setJobId] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [upgrade, setUpgrade] = useState(false)
  const track = useTranslationJobs((state) => state.track)
  const job = useTranslationJobs((state) => (jobId ? state.jobs[jobId]?.job : undefined))

  useEffect(() => {
    let live = true
    api.translate.link({ id: cvId }).then(
      (answer) => live && setLink(answer.link),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [cvId])

  useEffect(() => {
    if (!jobId) return
    return onFinished((finished) => {
      if (finished.id !== jobId) return
      if (finished.status === 'done') onUpdated()
      else if (finished.status === 'failed') {
        setError(new Error(finished.error ?? ''))
        setJobId(null)
      }
    })
  }, [jobId, onUpdated])

  if (!link) return null
  if (link.sourceName === null)
    return (
      <div className="translation-banner" role="note">
        <p>{t('translate.link.sourceGone')}</p>
      </div>
    )
  if (link.changed === 0 && link.mode === 'full') return null

  async function update() {
    setError(null)
    try {
      const answer = await api.translate.update({ copyId: cvId, overwrite: [...overwrite] })
      track(answer.job, link!.sourceName ?? '')
      setJobId(answer.job.id)
    } catch (failure) {
      if (failure instanceof ApiError && failure.id === 'premium_required') setUpgrade(true)
      else setError(failure)
    }
  }

  const running = job?.status === 'running'
  return (
    <div className="translation-banner" role="status">
      {link.mode === 'offline-only' && <p>{t('translate.link.offlineOnly')}</p>}
      {link.changed > 0 && (
        <>
          <p>{t('translate.link.changed', { count: link.changed })}</p>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={running || saveStatus !== 'saved'}
            onClick={() => void update()}
          >
            {running ? t('translate.link.updating') : t('translate.link.update')}
          </button>
          {link.conflicts.length > 0 && (
            <>
              <p>{t('translate.link.conflicts')}</p>
              <ul className="translation-banner__conflicts">
                {link.conflicts.map((path) => (
                  <li key={path}>
                    <label>
                      <input
                        type="checkbox"
                        checked={overwrite.has(path)}
                        onChange={(event) => {
                          const next = new Set(overwrite)
                          if (event.target.checked) next.add(path)
                          else next.delete(path)
                          setOverwrite(next)
                        }}
                      />{' '}
                      {fieldLabel(path, resume)}
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {error !== null && (
        <p className="field__error" role="alert">
          {error instanceof ApiError
            ? errorMessage(error, t)
            : (error as Error).message || t('errors.unexpected')}
        </p>
      )}
      {upgrade && <PlanUpgradePrompt reason="translate" onClose={() => setUpgrade(false)} />}
    </div>
  )
}
