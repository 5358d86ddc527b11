// The goodbye screen after deleting the account (spec 001 §4): the e-mail address for 10 seconds,
// then home. It covers the whole window, header included, since the account behind it is gone.
import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'

/** Spec 001 §9: account-deletion goodbye 10 s. */
export const GOODBYE_MS = 10_000

export function GoodbyeScreen({ email, onDone }: { email: string; onDone(): void }) {
  const { t } = useTranslation()
  const titleId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const done = useRef(onDone)

  useEffect(() => {
    done.current = onDone
  }, [onDone])

  useEffect(() => {
    button.current?.focus()
    const timer = window.setTimeout(() => done.current(), GOODBYE_MS)
    return () => window.clearTimeout(timer)
  }, [])

  return createPortal(
    <div className="account-goodbye" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="account-goodbye__card">
        <h1 id={titleId}>{t('account.goodbye.title')}</h1>
        <p>{t('account.goodbye.text', { email })}</p>
        <p className="field__hint">{t('account.goodbye.redirect')}</p>
        <button
          ref={button}
          type="button"
          className="btn btn--primary"
          onClick={() => done.current()}
        >
          {t('account.goodbye.home')}
        </button>
      </div>
    </div>,
    document.body,
  )
}
