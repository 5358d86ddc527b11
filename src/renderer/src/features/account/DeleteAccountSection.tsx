// Delete account (spec 001 §4 "Account deletion", §5): the modal enables its button only when the
// localised word for Delete is typed (case-insensitive); the cloud deletes everything the
// account owns and cancels a subscription; then a goodbye screen shows the e-mail address for 10
// seconds and the user goes home, signed out.
import type { UserDetails } from '@shared/api'
import { useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { Modal } from '../../components/Modal'
import { TextField } from '../../components/TextField'
import { useLocale } from '../../routes/useLocale'
import { useSession } from '../../stores/session'
import { matchesConfirmationWord } from '../library/confirm-word'
import { GoodbyeScreen } from './GoodbyeScreen'

export function DeleteAccountSection({ user }: { user: UserDetails }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { to } = useLocale()
  const signOut = useSession((state) => state.signOut)
  const titleId = useId()
  const [confirming, setConfirming] = useState(false)
  const [deletedEmail, setDeletedEmail] = useState<string | null>(null)

  const leave = useCallback(async () => {
    // The server has no session left; this forgets it here (and the desktop's token).
    await signOut().catch(() => undefined)
    await navigate(to('/'), { replace: true })
  }, [signOut, navigate, to])

  return (
    <section className="account-section account-section--danger" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.delete.title')}</h2>
      <p>{t('account.delete.text')}</p>
      <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
        {t('account.delete.button')}
      </button>
      {confirming && (
        <DeleteAccountModal
          user={user}
          onClose={() => setConfirming(false)}
          onDeleted={() => {
            setConfirming(false)
            setDeletedEmail(user.email)
          }}
        />
      )}
      {deletedEmail !== null && <GoodbyeScreen email={deletedEmail} onDone={() => void leave()} />}
    </section>
  )
}

function DeleteAccountModal({
  user,
  onClose,
  onDeleted,
}: {
  user: UserDetails
  onClose(): void
  onDeleted(): void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const word = t('account.delete.word')
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmed = matchesConfirmationWord(typed, word, locale)

  async function remove() {
    setBusy(true)
    setError(null)
    try {
      await api.user.remove({ uid: user.uid })
      onDeleted()
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.id === 'payment_provider_error'
          ? t('account.delete.billingFailed')
          : t('account.delete.failed', { message: errorMessage(failure, t) }),
      )
      setBusy(false)
    }
  }

  return (
    <Modal title={t('account.delete.modalTitle')} onClose={onClose}>
      <p>{t('account.delete.text')}</p>
      <p>{t('account.delete.confirmText', { word })}</p>
      <TextField
        label={t('account.delete.wordLabel', { word })}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('account.delete.keep')}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={!confirmed || busy}
          onClick={() => void remove()}
        >
          {busy ? t('account.delete.deleting') : t('account.delete.confirm')}
        </button>
      </div>
    </Modal>
  )
}
