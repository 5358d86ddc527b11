// "Download all my data": the account, plan, sessions, resumes and credits ledger as one JSON
// file, offered through the platform (a download on the web, a save dialog on the desktop).
import { platform } from '@platform'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'

export function DataSection() {
  const { t } = useTranslation()
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    try {
      const data = await api.account.exportData()
      await platform.saveFile({
        suggestedName: `vitae-account-${data.exportedAt.slice(0, 10)}.json`,
        mimeType: 'application/json',
        data: new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`),
      })
    } catch (failure) {
      setError(t('account.data.failed', { message: errorMessage(failure, t) }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.data.title')}</h2>
      <p>{t('account.data.text')}</p>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('account.data.preparing') : t('account.data.download')}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
