// The public page of a share link, /r/<slug> (issue 19.3): the resume in its template on pages
// that break where the PDF breaks, with a Download PDF button (printed by the cloud through the
// print page, counted as a download). Signed-out visitors are welcome; a password-protected link
// asks for its password first; a link that is off, expired or unknown says so (404 from the
// server). Search engines are asked not to list the page unless the owner opted in.
import type { Resume } from '@shared/resume'
import { resumeFileName } from '@shared/export'
import { platform } from '@platform'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { PaginatedDocument } from '../../templates/pagination/PaginatedDocument'
import { ScaledPage } from '../../templates/ScaledPage'
import { usePageTitle } from '../../routes/usePageTitle'
import './share.css'

type View =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; reason: string }
  | { kind: 'password'; wrong: boolean }
  | { kind: 'resume'; resume: Resume; indexable: boolean }

/** <meta name="robots" content="noindex"> while the page is shown (and the server's header). */
function useNoIndex(active: boolean) {
  useEffect(() => {
    if (!active) return
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex, nofollow'
    document.head.appendChild(meta)
    return () => meta.remove()
  }, [active])
}

export function SharedResumePage() {
  const { t } = useTranslation()
  const { slug = '' } = useParams()
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [password, setPassword] = useState('')
  const [sentPassword, setSentPassword] = useState<string | undefined>(undefined)
  // Each submit asks again, even with the same password as the last (wrong) one.
  const [attempt, setAttempt] = useState(0)
  const [pages, setPages] = useState(1)
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const name =
    view.kind === 'resume'
      ? [view.resume.contact.firstName, view.resume.contact.lastName].filter(Boolean).join(' ')
      : ''
  usePageTitle(name || t('shareLink.page.resume'))
  useNoIndex(view.kind !== 'resume' || !view.indexable)

  useEffect(() => {
    let current = true
    api.share
      .open({ slug, ...(sentPassword !== undefined ? { password: sentPassword } : {}) })
      .then(
        ({ result }) => {
          if (!current) return
          if (result.kind === 'resume')
            setView({ kind: 'resume', resume: result.cvData, indexable: result.indexable })
          else setView({ kind: 'password', wrong: result.wrongPassword })
        },
        (error: unknown) => {
          if (!current) return
          if (error instanceof ApiError && error.id === 'not_found') setView({ kind: 'notFound' })
          else setView({ kind: 'failed', reason: errorMessage(error, t) })
        },
      )
    return () => {
      current = false
    }
  }, [slug, sentPassword, attempt, t])

  async function download(resume: Resume) {
    setDownloading(true)
    setDownloadError(null)
    try {
      const data = await api.share.pdf({
        slug,
        ...(sentPassword !== undefined ? { password: sentPassword } : {}),
      })
      await platform.saveFile({
        suggestedName: resumeFileName(resume.contact),
        mimeType: 'application/pdf',
        data,
      })
    } catch (error) {
      setDownloadError(t('shareLink.page.downloadFailed', { reason: errorMessage(error, t) }))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="shared-page" data-testid="shared-page">
      {view.kind === 'loading' && <p className="muted">{t('shareLink.page.loading')}</p>}
      {view.kind === 'notFound' && (
        <div className="alert" role="alert" data-testid="shared-not-found">
          <p>{t('shareLink.page.notFound')}</p>
        </div>
      )}
      {view.kind === 'failed' && (
        <div className="alert" role="alert">
          <p>{view.reason}</p>
        </div>
      )}
      {view.kind === 'password' && (
        <form
          className="shared-page__password"
          onSubmit={(event) => {
            event.preventDefault()
            setView({ kind: 'loading' })
            setSentPassword(password)
            setAttempt((n) => n + 1)
          }}
        >
          <h1>{t('shareLink.page.passwordTitle')}</h1>
          <p>{t('shareLink.page.passwordText')}</p>
          <div className="field">
            <label className="field__label" htmlFor="shared-password">
              {t('shareLink.page.password')}
            </label>
            <input
              id="shared-password"
              className="field__input"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={view.wrong}
              onChange={(event) => setPassword(event.target.value)}
            />
            {view.wrong && (
              <p className="field__error" role="alert">
                {t('shareLink.page.wrongPassword')}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn--primary" disabled={password === ''}>
            {t('shareLink.page.open')}
          </button>
        </form>
      )}
      {view.kind === 'resume' && (
        <>
          <div className="shared-page__bar">
            <h1 className="visually-hidden">{name || t('shareLink.page.resume')}</h1>
            <span className="muted">{t('shareLink.page.sharedWith')}</span>
            <button
              type="button"
              className="btn btn--primary"
              disabled={downloading}
              onClick={() => void download(view.resume)}
            >
              {downloading ? t('shareLink.page.downloading') : t('shareLink.page.download')}
            </button>
          </div>
          {downloadError && (
            <p className="field__error" role="alert">
              {downloadError}
            </p>
          )}
          <div className="shared-page__paper" data-testid="shared-resume">
            <ScaledPage pages={pages}>
              <PaginatedDocument resume={view.resume} onPages={setPages} />
            </ScaledPage>
          </div>
        </>
      )}
    </div>
  )
}
