// Sends the account mails. With SMTP_* configured (config.ts) through nodemailer over SMTP;
// without (the embedded default), e-mail is off: nothing is sent, and the link the mail would
// have carried is written to the cloud's log for the operator to hand over. Callers learn which
// one happened (`delivery`), so no screen claims a mail was sent when none was.
import type { InterfaceLocale } from '@shared/api'
import { createTransport, type Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import type { SmtpConfig } from '../config'
import { renderAccountMail, type AccountMailKind } from './messages'

export type MailDelivery = 'email' | 'operator'

export interface AccountMail {
  kind: AccountMailKind
  to: string
  locale: InterfaceLocale
  /** The address the mail's button leads to (a verification or reset link). */
  link: string
  /** How long the link works, said in the mail. */
  linkSeconds: number
}

export interface Mailer {
  /** 'email' when SMTP is configured, 'operator' when links go to the log instead. */
  readonly delivery: MailDelivery
  send(mail: AccountMail): Promise<void>
  close(): void
}

export function createMailer(smtp: SmtpConfig | null, logger: Logger): Mailer {
  if (!smtp) return logMailer(logger)
  const transport: Transporter = createTransport({
    host: smtp.host,
    port: smtp.port,
    // Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS when offered.
    secure: smtp.port === 465,
    ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.password } } : {}),
    // A mail server that hangs must not hold a request (or a background send) for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  return {
    delivery: 'email',
    async send(mail) {
      const rendered = renderAccountMail(mail.kind, mail.locale, mail.link, mail.linkSeconds)
      const info = (await transport.sendMail({
        from: smtp.from,
        to: mail.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
      })) as { messageId?: string }
      logger.info({ mail: mail.kind, messageId: info.messageId }, 'account mail sent')
    },
    close() {
      transport.close()
    },
  }
}

function logMailer(logger: Logger): Mailer {
  return {
    delivery: 'operator',
    send(mail) {
      // The link is the whole point of the mail: the operator reads it here and passes it on.
      logger.warn(
        { mail: mail.kind, to: mail.to, link: mail.link },
        'e-mail is off (no SMTP_HOST): account link for the operator to hand over',
      )
      return Promise.resolve()
    },
    close() {},
  }
}
