// The current interface language comes from the URL (the shell keeps the URL and the stored
// choice in step), and every in-app link is built for it.
import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { DEFAULT_LOCALE, localizedPath, splitLocale, type Locale } from '../i18n/locale'

export function useLocale(): { locale: Locale; to(path: string): string; rest: string } {
  const { pathname } = useLocation()
  const { locale, rest } = splitLocale(pathname)
  const current = locale ?? DEFAULT_LOCALE
  const to = useCallback((path: string) => localizedPath(path, current), [current])
  return { locale: current, to, rest }
}
