// E-mail notifications (spec 001 §2.11): the updates-and-tips toggle, saved as soon as it is
// switched; if saving fails the switch goes back and says why.
import type { UserDetails } from '@shared/api'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { useSession } from '../../stores/session'

export function NotificationsSection({ user }: { user: UserDetails }) {
  const { t } = useTranslation()
  const setUser = useSession((state) => state.setUser)
  const titleId = useId()
  const hintId = useId()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null)

  async function toggle(updatesAndTips: boolean) {
    setBusy(true)
    setMessage(null)
    try {
      const { result } = await api.user.update({ uid: user.uid, updatesAndTips })
      setUser(result)
      setMessage({ kind: 'saved', text: t('account.notifications.saved') })
    } catch (failure) {
      setMessage({
        kind: 'error',
        text: t('account.notifications.failed', { message: errorMessage(failure, t) }),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.notifications.title')}</h2>
      <label className="account-switch">
        <input
          type="checkbox"
          role="switch"
          checked={user.updatesAndTips}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{t('account.notifications.updatesAndTips')}</span>
      </label>
      <p id={hintId} className="field__hint">
        {t('account.notifications.hint')}
      </p>
      {message && (
        <p
          className={message.kind === 'error' ? 'field__error' : 'account-success'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  )
}
