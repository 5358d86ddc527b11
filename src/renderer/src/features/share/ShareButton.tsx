// The editor's Share button (issue 19.3): turns a public link to this resume on and off, sets its
// password, expiry and indexing, and shows its views and downloads of the last 30 days. The
// server decides (Premium only); a refusal opens the upgrade prompt.
import type { ShareDay, ShareSettings } from '@shared/api'
import { SHARE_PASSWORD_MIN } from '@shared/api'
import { platform } from '@platform'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { DialogButton } from '../../components/DialogButton'
import { Modal } from '../../components/Modal'
import { useAction } from '../../hooks/useAction'
import { PlanUpgradePrompt } from '../plans/PlanUpgradePrompt'
import { usePlanInfo } from '../plans/usePlanInfo'
import { ShareChart } from './ShareChart'
import './share.css'

/** The page's full address: the web app's own origin (the desktop's links point at the cloud). */
async function absoluteLink(path: string): Promise<string> {
  const base = (await platform.apiBaseUrl()) || window.location.origin
  return new URL(path, base).toString()
}

/** The end of the chosen day (local time) as an ISO instant, or null for no expiry. */
function expiryOf(day: string): string | null {
  if (!day) return null
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y!, m! - 1, d!, 23, 59, 59).toISOString()
}

function dayOf(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function ShareButton({ cvId }: { cvId: string }) {
  const { t } = useTranslation()
  return (
    <DialogButton
      label={t('shareLink.button')}
      testId="share-button"
      dialog={(close) => <ShareDialog cvId={cvId} onClose={close} />}
    />
  )
}

export function ShareDialog({ cvId, onClose }: { cvId: string; onClose(): void }) {
  const { t } = useTranslation()
  const [settings, setSettings] = useState<ShareSettings | null | undefined>(undefined)
  const [link, setLink] = useState('')
  const [days, setDays] = useState<ShareDay[] | null>(null)
  const [password, setPassword] = useState('')
  const [removePassword, setRemovePassword] = useState(false)
  const [expires, setExpires] = useState('')
  const [indexable, setIndexable] = useState(false)
  const [upgrade, setUpgrade] = useState(false)
  const { busy, error, notice, setError, setNotice, run } = useAction<'on' | 'save' | 'off'>(
    (failure) => {
      if (!(failure instanceof ApiError && failure.id === 'premium_required'))
        return t('shareLink.failed', { reason: errorMessage(failure, t) })
      setUpgrade(true)
      return null
    },
  )
  // Drawn from the plan table only; the server decides when the link is created.
  const { effective } = usePlanInfo()
  const premiumOnly = effective !== null && !effective.plan.shareLinks

  function show(next: ShareSettings | null) {
    setSettings(next)
    setPassword('')
    setRemovePassword(false)
    setExpires(dayOf(next?.expiresAt ?? null))
    setIndexable(next?.indexable ?? false)
    if (next) {
      void absoluteLink(next.path).then(setLink)
      void api.share.stats({ id: cvId }).then(
        ({ result }) => setDays(result),
        () => setDays(null),
      )
    } else setDays(null)
  }

  useEffect(() => {
    let current = true
    api.share.get({ id: cvId }).then(
      ({ result }) => current && show(result),
      (failure: unknown) =>
        current && setError(t('shareLink.failed', { reason: errorMessage(failure, t) })),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cvId])

  const passwordTooShort = password !== '' && password.length < SHARE_PASSWORD_MIN
  const settingsInput = () => ({
    id: cvId,
    ...(password ? { password } : removePassword ? { password: null } : {}),
    expiresAt: expiryOf(expires),
    indexable,
  })

  if (upgrade)
    return (
      <PlanUpgradePrompt
        reason="share"
        onClose={() => {
          setUpgrade(false)
          onClose()
        }}
      />
    )

  return (
    <Modal
      title={t('shareLink.title')}
      description={t('shareLink.intro')}
      onClose={onClose}
      size="medium"
    >
      <div className="share-dialog" data-testid="share-dialog">
        {settings === undefined && !error && <p className="muted">{t('shareLink.page.loading')}</p>}
        {settings !== undefined && (
          <form
            className="share-dialog__form"
            onSubmit={(event) => {
              event.preventDefault()
              if (passwordTooShort) return
              void run(settings ? 'save' : 'on', async () => {
                const { result } = await api.share.update(settingsInput())
                show(result)
                setNotice(settings ? t('shareLink.saved') : null)
              })
            }}
          >
            {settings ? (
              <div className="field">
                <label className="field__label" htmlFor="share-link">
                  {t('shareLink.link')}
                </label>
                <div className="share-dialog__link">
                  <input
                    id="share-link"
                    className="field__input"
                    readOnly
                    value={link}
                    data-testid="share-link"
                    onFocus={(event) => event.target.select()}
                  />
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() =>
                      void navigator.clipboard?.writeText(link).then(
                        () => setNotice(t('shareLink.copied')),
                        () => undefined,
                      )
                    }
                  >
                    {t('shareLink.copy')}
                  </button>
                </div>
              </div>
            ) : (
              <>
                <p>{t('shareLink.off')}</p>
                {premiumOnly && <p className="muted">{t('shareLink.premium')}</p>}
              </>
            )}
            {settings?.hasPassword && !removePassword && (
              <p className="muted">{t('shareLink.passwordSet')}</p>
            )}
            <div className="field">
              <label className="field__label" htmlFor="share-password">
                {settings?.hasPassword ? t('shareLink.newPassword') : t('shareLink.password')}
              </label>
              <input
                id="share-password"
                className="field__input"
                type="password"
                autoComplete="new-password"
                value={password}
                aria-invalid={passwordTooShort}
                aria-describedby="share-password-hint"
                onChange={(event) => setPassword(event.target.value)}
              />
              <span id="share-password-hint" className="field__hint">
                {t('shareLink.passwordHint')}
              </span>
            </div>
            {settings?.hasPassword && (
              <label className="share-dialog__check">
                <input
                  type="checkbox"
                  checked={removePassword}
                  onChange={(event) => setRemovePassword(event.target.checked)}
                />{' '}
                {t('shareLink.removePassword')}
              </label>
            )}
            <div className="field">
              <label className="field__label" htmlFor="share-expires">
                {t('shareLink.expires')}
              </label>
              <input
                id="share-expires"
                className="field__input"
                type="date"
                value={expires}
                min={dayOf(new Date().toISOString())}
                aria-describedby="share-expires-hint"
                onChange={(event) => setExpires(event.target.value)}
              />
              <span id="share-expires-hint" className="field__hint">
                {t('shareLink.expiresHint')}
              </span>
            </div>
            <label className="share-dialog__check">
              <input
                type="checkbox"
                checked={indexable}
                onChange={(event) => setIndexable(event.target.checked)}
              />{' '}
              {t('shareLink.indexable')}
            </label>
            <p className="field__hint">{t('shareLink.indexableHint')}</p>
            <div className="modal__actions">
              {settings && (
                <button
                  type="button"
                  className="btn btn--danger"
                  disabled={busy !== null}
                  onClick={() =>
                    void run('off', async () => {
                      await api.share.remove({ id: cvId })
                      show(null)
                      setNotice(t('shareLink.turnedOff'))
                    })
                  }
                >
                  {busy === 'off' ? t('shareLink.turningOff') : t('shareLink.turnOff')}
                </button>
              )}
              <button type="submit" className="btn btn--primary" disabled={busy !== null}>
                {settings
                  ? busy === 'save'
                    ? t('shareLink.saving')
                    : t('shareLink.save')
                  : busy === 'on'
                    ? t('shareLink.turningOn')
                    : t('shareLink.turnOn')}
              </button>
            </div>
          </form>
        )}
        {notice && (
          <p className="share-dialog__notice" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        {settings && days && <ShareChart days={days} />}
      </div>
    </Modal>
  )
}
