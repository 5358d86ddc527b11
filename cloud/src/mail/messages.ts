// The account mails (spec 001 §4, §7): verification, password reset, and the note to the owner
// of an address someone tried to sign up with again. In the recipient's interface language
// (German formal Sie, Turkish formal siz), as HTML and as plain text with the same content.
import type { InterfaceLocale } from '@shared/api'

export type AccountMailKind = 'verifyEmail' | 'resetPassword' | 'existingAccount'

interface MailText {
  subject: string
  /** Paragraphs before the button. */
  intro: string[]
  button: string
  /** Paragraphs after the button. */
  outro: string[]
}

type Catalogue = Record<AccountMailKind, (hours: number) => MailText>

const en: Catalogue = {
  verifyEmail: (hours) => ({
    subject: 'Confirm your e-mail address for Vitae',
    intro: ['Welcome to Vitae. Please confirm that this is your e-mail address.'],
    button: 'Confirm e-mail address',
    outro: [
      `The link works for ${hours} hours.`,
      'If you did not create a Vitae account, you can ignore this message.',
    ],
  }),
  resetPassword: (hours) => ({
    subject: 'Reset your Vitae password',
    intro: ['Someone asked to reset the password of your Vitae account. Choose a new one here:'],
    button: 'Choose a new password',
    outro: [
      `The link works once and for ${hours === 1 ? 'one hour' : `${hours} hours`}. Saving a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this message; your password stays as it is.',
    ],
  }),
  existingAccount: () => ({
    subject: 'You already have a Vitae account',
    intro: [
      'Someone, perhaps you, tried to create a Vitae account with this e-mail address. It already has one.',
      'Sign in with your password. If you forgot it, choose "Forgot password?" in the sign-in window.',
    ],
    button: 'Go to Vitae',
    outro: ['If this was not you, you can ignore this message; nothing was changed.'],
  }),
}

const de: Catalogue = {
  verifyEmail: (hours) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Vitae',
    intro: ['Willkommen bei Vitae. Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.'],
    button: 'E-Mail-Adresse bestätigen',
    outro: [
      `Der Link ist ${hours} Stunden gültig.`,
      'Wenn Sie kein Vitae-Konto erstellt haben, können Sie diese Nachricht ignorieren.',
    ],
  }),
  resetPassword: (hours) => ({
    subject: 'Setzen Sie Ihr Vitae-Passwort zurück',
    intro: [
      'Jemand hat angefordert, das Passwort Ihres Vitae-Kontos zurückzusetzen. Wählen Sie hier ein neues:',
    ],
    button: 'Neues Passwort wählen',
    outro: [
      `Der Link funktioniert einmal und ist ${hours === 1 ? 'eine Stunde' : `${hours} Stunden`} gültig. Mit dem neuen Passwort werden Sie überall abgemeldet.`,
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
    ],
  }),
  existingAccount: () => ({
    subject: 'Sie haben bereits ein Vitae-Konto',
    intro: [
      'Jemand, vielleicht Sie selbst, wollte mit dieser E-Mail-Adresse ein Vitae-Konto erstellen. Für diese Adresse gibt es bereits eines.',
      'Melden Sie sich mit Ihrem Passwort an. Wenn Sie es vergessen haben, wählen Sie im Anmeldefenster „Passwort vergessen?“.',
    ],
    button: 'Zu Vitae',
    outro: [
      'Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren; es wurde nichts geändert.',
    ],
  }),
}

const tr: Catalogue = {
  verifyEmail: (hours) => ({
    subject: 'Vitae için e-posta adresinizi onaylayın',
    intro: ["Vitae'ye hoş geldiniz. Lütfen bu e-posta adresinin size ait olduğunu onaylayın."],
    button: 'E-posta adresini onayla',
    outro: [
      `Bağlantı ${hours} saat geçerlidir.`,
      'Bir Vitae hesabı oluşturmadıysanız bu iletiyi yok sayabilirsiniz.',
    ],
  }),
  resetPassword: (hours) => ({
    subject: 'Vitae şifrenizi sıfırlayın',
    intro: [
      'Vitae hesabınızın şifresinin sıfırlanması istendi. Yeni şifrenizi buradan belirleyebilirsiniz:',
    ],
    button: 'Yeni şifre belirle',
    outro: [
      `Bağlantı yalnızca bir kez ve ${hours} saat boyunca çalışır. Yeni şifreyi kaydettiğinizde tüm oturumlarınız kapatılır.`,
      'Bunu siz istemediyseniz bu iletiyi yok sayın; şifreniz değişmez.',
    ],
  }),
  existingAccount: () => ({
    subject: 'Zaten bir Vitae hesabınız var',
    intro: [
      'Birisi, belki de siz, bu e-posta adresiyle bir Vitae hesabı oluşturmak istedi. Bu adresin zaten bir hesabı var.',
      'Şifrenizle giriş yapın. Şifrenizi unuttuysanız giriş penceresinde "Şifrenizi mi unuttunuz?" seçeneğini kullanın.',
    ],
    button: "Vitae'ye git",
    outro: ['Bu siz değilseniz bu iletiyi yok sayabilirsiniz; hiçbir şey değiştirilmedi.'],
  }),
}

const CATALOGUES: Record<InterfaceLocale, Catalogue> = { en, de, tr }

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** One account mail, ready to send: the link as a button in HTML and on its own line in text. */
export function renderAccountMail(
  kind: AccountMailKind,
  locale: InterfaceLocale,
  link: string,
  linkSeconds: number,
): RenderedMail {
  const text = CATALOGUES[locale][kind](Math.round(linkSeconds / 3600))
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n')
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;background:#f5f7fa;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">Vitae</p>
${paragraphs(text.intro)}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(text.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all">${escapeHtml(link)}</p>
${paragraphs(text.outro)}
</div>
</body>
</html>
`
  const plain = [...text.intro, '', `${text.button}: ${link}`, '', ...text.outro, ''].join('\n\n')
  return { subject: text.subject, text: plain.replace(/\n{3,}/g, '\n\n'), html }
}
