// The addresses in the account mails: the web app's /verify-account and /reset-password pages
// under the recipient's language prefix (English has none, spec 001 §2.1).
import { RESET_PASSWORD_PATH, VERIFY_ACCOUNT_PATH } from '@shared/account/email'
import { INTERFACE_LOCALES, type InterfaceLocale } from '@shared/api'

export function localeOf(value: unknown): InterfaceLocale {
  return INTERFACE_LOCALES.find((locale) => locale === value) ?? 'en'
}

function pageLink(
  publicUrl: string,
  locale: InterfaceLocale,
  path: string,
  token?: string,
): string {
  const base = publicUrl.replace(/\/+$/, '')
  const prefix = locale === 'en' ? '' : `/${locale}`
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`
  return `${base}${prefix}${path}${query}`
}

export const verifyAccountLink = (publicUrl: string, locale: InterfaceLocale, token: string) =>
  pageLink(publicUrl, locale, VERIFY_ACCOUNT_PATH, token)

export const resetPasswordLink = (publicUrl: string, locale: InterfaceLocale, token: string) =>
  pageLink(publicUrl, locale, RESET_PASSWORD_PATH, token)

export const homeLink = (publicUrl: string, locale: InterfaceLocale) =>
  pageLink(publicUrl, locale, locale === 'en' ? '/' : '')
