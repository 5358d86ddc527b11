// Translating the letter into a copy (issue 19.1, "as on resumes"): the same provider the
// resumes use (LLM or LibreTranslate), or, when the server has none, the offline part only
// (the draft's known phrases and placeholders), which the user chooses knowingly.
import type { CoverLetter } from '@shared/cover-letter/model'
import type { TranslateCoverLetterResponse, TranslateOptionsResponse } from '@shared/api'
import { RESUME_LANGUAGE_CODES, type ResumeLanguageCode } from '@shared/resume'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { useLocale } from '../../routes/useLocale'
import { languageLabel } from '../translate/language-label'

export function CoverLetterTranslate({
  letterId,
  letter,
  beforeStart,
}: {
  letterId: string
  letter: CoverLetter
  /** Sends unsent changes first: the server translates the stored letter. */
  beforeStart(): void
}) {
  const { t, i18n } = useTranslation()
  const { to } = useLocale()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [options, setOptions] = useState<TranslateOptionsResponse | null>(null)
  const targets = RESUME_LANGUAGE_CODES.filter((code) => code !== letter.language)
  const [target, setTarget] = useState<ResumeLanguageCode>(targets[0] ?? 'en')
  const [offlineOnly, setOfflineOnly] = useState(false)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<TranslateCoverLetterResponse | null>(null)
  const [error, setError] = useState<unknown>(null)

  useEffect(() => {
    if (!open || options) return
    api.translate.options().then(setOptions, setError)
  }, [open, options])

  const noProvider = options !== null && options.provider === null

  async function start() {
    setBusy(true)
    setError(null)
    setDone(null)
    try {
      beforeStart()
      setDone(
        await api.coverLetter.translate({
          id: letterId,
          targetLanguage: target,
          offlineOnly: offlineOnly || noProvider,
        }),
      )
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="cover-letter-translate">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {t('coverLetter.translate.button')}
      </button>
      {open && (
        <div className="cover-letter-translate__panel">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>
              {t('coverLetter.translate.language')}
            </label>
            <select
              id={`${id}-to`}
              className="field__input"
              value={target}
              onChange={(event) => setTarget(event.target.value as ResumeLanguageCode)}
            >
              {targets.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code, i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={offlineOnly || noProvider}
              disabled={noProvider}
              onChange={(event) => setOfflineOnly(event.target.checked)}
            />{' '}
            {t('coverLetter.translate.offlineOnly')}
          </label>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => void start()}
            disabled={busy || options === null}
          >
            {busy ? t('coverLetter.translate.working') : t('coverLetter.translate.start')}
          </button>
          {done && (
            <p className="alert alert--info" role="status">
              {t('coverLetter.translate.done')}{' '}
              {done.keptInSource > 0 &&
                `${t('coverLetter.translate.kept', { count: done.keptInSource })} `}
              <Link to={to(`/cover-letter/${encodeURIComponent(done.result.id)}`)}>
                {t('coverLetter.translate.open')}
              </Link>
            </p>
          )}
          {error !== null && (
            <p className="field__error" role="alert">
              {t('coverLetter.translate.failed', { reason: errorMessage(error, t) })}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
