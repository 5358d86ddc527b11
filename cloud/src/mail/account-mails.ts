// The three account mails, addressed and linked: what better-auth's hooks (auth/auth.ts) and
// the session routes (resend) send. Each goes out in the background: an answer (and its
// timing) is the same whether a mail went out or not, and a slow mail server holds no request.
// A failure is logged for the operator.
import { RESET_LINK_SECONDS, VERIFICATION_LINK_SECONDS } from '@shared/account/email'
import type { Logger } from 'pino'
import { homeLink, localeOf, resetPasswordLink, verifyAccountLink } from './links'
import type { AccountMail, MailDelivery, Mailer } from './mailer'

/** The fields of better-auth's user row the mails need (`locale` is ours, user-fields.ts). */
export interface MailRecipient {
  email: string
  locale?: unknown
}

export interface AccountMails {
  readonly delivery: MailDelivery
  verification(user: MailRecipient, token: string): void
  passwordReset(user: MailRecipient, token: string): void
  existingAccount(user: MailRecipient): void
}

export function createAccountMails(
  mailer: Mailer,
  publicUrl: string,
  logger: Logger,
): AccountMails {
  const send = (mail: AccountMail) => {
    mailer.send(mail).catch((error: unknown) => {
      logger.error({ err: error, mail: mail.kind }, 'account mail could not be sent')
    })
  }
  return {
    delivery: mailer.delivery,
    verification(user, token) {
      const locale = localeOf(user.locale)
      send({
        kind: 'verifyEmail',
        to: user.email,
        locale,
        link: verifyAccountLink(publicUrl, locale, token),
        linkSeconds: VERIFICATION_LINK_SECONDS,
      })
    },
    passwordReset(user, token) {
      const locale = localeOf(user.locale)
      send({
        kind: 'resetPassword',
        to: user.email,
        locale,
        link: resetPasswordLink(publicUrl, locale, token),
        linkSeconds: RESET_LINK_SECONDS,
      })
    },
    existingAccount(user) {
      const locale = localeOf(user.locale)
      send({
        kind: 'existingAccount',
        to: user.email,
        locale,
        link: homeLink(publicUrl, locale),
        linkSeconds: 0,
      })
    },
  }
}
