// The contact form of the contact and FAQ pages (spec 001 §2.12): first name, e-mail and
// message, none required. Sending opens the visitor's mail program with a draft to the support
// address the operator configured: blank when nothing was entered, otherwise carrying the name,
// e-mail and message. Vitae itself sends nothing. Without a configured address the form says
// so instead of addressing the mail to nobody.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteConfig } from './site-config'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The mailto: link for a draft; exported for the tests. */
export function mailtoLink(
  to: string,
  draft: { subject: string; lines: readonly string[] } | null,
): string {
  if (!draft) return `mailto:${to}`
  const query = new URLSearchParams({ subject: draft.subject, body: draft.lines.join('\n') })
  // URLSearchParams writes spaces as '+', which mail programs show literally.
  return `mailto:${to}?${query.toString().replace(/\+/g, '%20')}`
}

export function ContactForm({ onOpen }: { onOpen?: (href: string) => void }) {
  const { t } = useTranslation()
  const config = useSiteConfig((state) => state.config)
  const status = useSiteConfig((state) => state.status)
  const address = config?.operator?.email ?? null
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const id = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!address) return
    if (email.trim() !== '' && !EMAIL.test(email.trim())) {
      setEmailError(t('pages.contact.emailInvalid'))
      return
    }
    setEmailError(null)
    const empty = name.trim() === '' && email.trim() === '' && message.trim() === ''
    const lines = [
      ...(name.trim() ? [t('pages.contact.draftName', { name: name.trim() })] : []),
      ...(email.trim() ? [t('pages.contact.draftEmail', { email: email.trim() })] : []),
      ...(message.trim() ? ['', message.trim()] : []),
    ]
    const href = mailtoLink(address, empty ? null : { subject: t('pages.contact.subject'), lines })
    if (onOpen) onOpen(href)
    else window.location.href = href
  }

  return (
    <form className="contact-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('pages.contact.firstName')}</label>
        <input
          id={`${id}-name`}
          autoComplete="given-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('pages.contact.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={emailError !== null}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        {emailError && (
          <p className="field__error" id={`${id}-email-error`} role="alert">
            {emailError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('pages.contact.message')}</label>
        <textarea
          id={`${id}-message`}
          rows={6}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {address ? (
        <p className="muted">
          {t('pages.contact.supportAddress')}: <a href={`mailto:${address}`}>{address}</a>
        </p>
      ) : (
        status !== 'loading' &&
        status !== 'idle' && (
          <p className="alert alert--info" role="status">
            {t('pages.contact.noAddress')}
          </p>
        )
      )}
      <button type="submit" className="btn btn--primary btn--large" disabled={!address}>
        {t('pages.contact.send')}
      </button>
    </form>
  )
}
