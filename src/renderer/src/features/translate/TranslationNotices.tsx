// Translations that go on after their modal was closed (issue 15 point 6): a line each while it
// runs (real progress), then "ready" with a way to open the copy, or why it failed.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../routes/useLocale'
import { useTranslationJobs, type TrackedJob } from './jobs'
import { languageLabel } from './language-label'

export function TranslationNotices({ jobs }: { jobs: readonly TrackedJob[] }) {
  const { t } = useTranslation()
  const { locale, to } = useLocale()
  const dismiss = useTranslationJobs((state) => state.dismiss)
  const shown = jobs.filter((tracked) => tracked.job.status !== 'cancelled')
  if (shown.length === 0) return null
  return (
    <ul className="translate-notices" aria-live="polite">
      {shown.map(({ job, sourceName }) => {
        const language = languageLabel(job.targetLanguage, locale)
        return (
          <li key={job.id} className="translate-notice" data-status={job.status}>
            <span>
              {job.status === 'running' &&
                t('translate.notice.running', {
                  name: sourceName,
                  language,
                  done: job.progress.done,
                  total: job.progress.total,
                })}
              {job.status === 'done' && t('translate.notice.ready', { name: sourceName, language })}
              {job.status === 'failed' &&
                t('translate.notice.failed', {
                  name: sourceName,
                  language,
                  reason: job.error ?? t('errors.unexpected'),
                })}
            </span>
            {job.status !== 'running' && (
              <span className="translate-notice__actions">
                {job.status === 'done' && job.resultId && (
                  <Link
                    className="btn btn--primary btn--small"
                    to={to(`/cv-creation/${encodeURIComponent(job.resultId)}`)}
                    onClick={() => dismiss(job.id)}
                  >
                    {t('translate.notice.open')}
                  </Link>
                )}
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => dismiss(job.id)}
                >
                  {t('translate.notice.dismiss')}
                </button>
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
