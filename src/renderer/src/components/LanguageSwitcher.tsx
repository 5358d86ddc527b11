// The three interface-language flags (spec 001 §2.3): switching stores the choice and moves to
// the same page under the new language's prefix.
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { LOCALES, localizedPath, storeLocale, type Locale } from '../i18n/locale'
import { useLocale } from '../routes/useLocale'
import { Flag } from './Flag'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { search, hash } = useLocation()
  const { locale, rest } = useLocale()

  function choose(next: Locale) {
    storeLocale(next)
    if (next !== locale) void navigate(`${localizedPath(rest, next)}${search}${hash}`)
  }

  return (
    <div className="language-switcher" role="group" aria-label={t('header.language')}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          className="language-switcher__flag"
          aria-pressed={code === locale}
          aria-label={t(`languages.${code}`)}
          title={t(`languages.${code}`)}
          lang={code}
          onClick={() => choose(code)}
          // A language's texts load on the way to its flag, so the switch shows no wait.
          onPointerEnter={() => void i18n.loadLanguages(code)}
          onFocus={() => void i18n.loadLanguages(code)}
        >
          <Flag locale={code} />
        </button>
      ))}
    </div>
  )
}
