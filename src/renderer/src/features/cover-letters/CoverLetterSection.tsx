// The cover letters in My Documents (issue 19.1), below the resumes: a new letter for one of the
// user's resumes, then a card per letter with its name, the resume it belongs to (sender and
// look), when it was last edited, and Open, Duplicate and Delete (asked once more). The plan's
// limit on letters is drawn from the entitlements the cloud reports and enforced by it.
import type { CoverLetterEntry, LibraryEntry } from '@shared/api'
import { coverLetterTitle } from '@shared/cover-letter/model'
import { decide, type EffectivePlan } from '@shared/plans'
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { useLocale } from '../../routes/useLocale'
import './cover-letters.css'

type Refusal = 'upgrade' | 'limit' | null

export function CoverLetterSection({
  resumes,
  effective,
}: {
  resumes: readonly LibraryEntry[]
  effective: EffectivePlan | null
}) {
  const { t, i18n } = useTranslation()
  const { to } = useLocale()
  const navigate = useNavigate()
  const id = useId()
  const [letters, setLetters] = useState<CoverLetterEntry[] | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [resumeId, setResumeId] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const chosen = resumeId || resumes[0]?.id || ''

  const refresh = useCallback(async () => {
    try {
      setLetters((await api.coverLetter.list()).result)
    } catch (failure) {
      setError(failure)
    }
  }, [])

  useEffect(() => {
    // Fetching is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh()
  }, [refresh])

  const untitled = t('coverLetter.library.untitled')
  const titleOf = (entry: CoverLetterEntry) => coverLetterTitle(entry.letter, untitled)
  const resumeLabel = (entry: CoverLetterEntry) => {
    const resume = resumes.find((candidate) => candidate.id === entry.resumeId)
    if (!resume) return t('coverLetter.library.unlinked')
    return t('coverLetter.library.linkedTo', {
      name: resume.cvData.resumeName.trim() || t('library.untitled'),
    })
  }

  function refused(): boolean {
    if (!effective || letters === null) return false
    const decision = decide(effective, 'createCoverLetter', { coverLetterCount: letters.length })
    if (decision.allowed) return false
    setRefusal(decision.reason === 'cover_letter_limit_reached' ? 'limit' : 'upgrade')
    return true
  }

  function refusedByServer(failure: unknown): boolean {
    if (!(failure instanceof ApiError)) return false
    if (failure.id === 'cover_letter_limit_reached') setRefusal('limit')
    else if (failure.id === 'premium_required') setRefusal('upgrade')
    else return false
    return true
  }

  async function create() {
    setRefusal(null)
    setError(null)
    if (!chosen || refused()) return
    const resume = resumes.find((candidate) => candidate.id === chosen)
    const language = resume?.cvData.resumeLanguage ?? 'en'
    setBusy(true)
    try {
      const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date())
      const { result } = await api.coverLetter.create({
        resumeId: chosen,
        letter: { language, date },
      })
      await navigate(to(`/cover-letter/${encodeURIComponent(result.id)}`))
    } catch (failure) {
      if (!refusedByServer(failure)) setError(failure)
      setBusy(false)
    }
  }

  async function duplicate(entry: CoverLetterEntry) {
    setRefusal(null)
    if (refused()) return
    try {
      await api.coverLetter.duplicate({ id: entry.id })
      await refresh()
    } catch (failure) {
      if (!refusedByServer(failure)) setError(failure)
    }
  }

  async function remove(entry: CoverLetterEntry) {
    try {
      await api.coverLetter.remove({ id: entry.id })
      setDeleting(null)
      setLetters((current) => current?.filter((letter) => letter.id !== entry.id) ?? null)
    } catch (failure) {
      setError(failure)
    }
  }

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))

  return (
    <section className="cover-letters" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('coverLetter.library.heading')}</h2>
      <p className="muted">{t('coverLetter.library.intro')}</p>
      {resumes.length === 0 ? (
        <p className="field__hint">{t('coverLetter.library.needResume')}</p>
      ) : (
        <div className="cover-letters__new">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-resume`}>
              {t('coverLetter.library.resume')}
            </label>
            <select
              id={`${id}-resume`}
              className="field__input"
              value={chosen}
              onChange={(event) => setResumeId(event.target.value)}
            >
              {resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.cvData.resumeName.trim() || t('library.untitled')}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void create()}
            disabled={busy}
          >
            {busy ? t('coverLetter.library.creating') : t('coverLetter.library.new')}
          </button>
        </div>
      )}
      {refusal && (
        <p className="field__error" role="alert">
          {refusal === 'limit' ? t('coverLetter.library.limit') : t('coverLetter.library.upgrade')}{' '}
          {refusal === 'upgrade' && (
            <Link to={to('/pricing')}>{t('plans.upgrade.seePremium')}</Link>
          )}
        </p>
      )}
      {error !== null && (
        <p className="field__error" role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      {letters !== null && letters.length === 0 && (
        <p className="muted">{t('coverLetter.library.empty')}</p>
      )}
      {letters !== null && letters.length > 0 && (
        <ul className="cover-letters__list" aria-label={t('coverLetter.library.listLabel')}>
          {letters.map((entry) => (
            <li key={entry.id} className="cover-letter-card">
              <h3 className="cover-letter-card__title">{titleOf(entry)}</h3>
              <p className="muted">{resumeLabel(entry)}</p>
              <p className="muted">
                {t('coverLetter.library.updated', { date: date(entry.updatedAt) })}
              </p>
              {deleting === entry.id ? (
                <div className="cover-letter-card__actions" role="group">
                  <p>{t('coverLetter.library.confirmDelete', { name: titleOf(entry) })}</p>
                  <button
                    type="button"
                    className="btn btn--danger btn--small"
                    onClick={() => void remove(entry)}
                  >
                    {t('coverLetter.library.confirm')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => setDeleting(null)}
                  >
                    {t('coverLetter.library.cancel')}
                  </button>
                </div>
              ) : (
                <div className="cover-letter-card__actions">
                  <Link
                    className="btn btn--secondary btn--small"
                    to={to(`/cover-letter/${encodeURIComponent(entry.id)}`)}
                    aria-label={t('coverLetter.library.openNamed', { name: titleOf(entry) })}
                  >
                    {t('coverLetter.library.open')}
                  </Link>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => void duplicate(entry)}
                  >
                    {t('coverLetter.library.duplicate')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => setDeleting(entry.id)}
                  >
                    {t('coverLetter.library.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
