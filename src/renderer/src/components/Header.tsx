import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { useLocale } from '../routes/useLocale'
import { resumeStore } from '../library'
import { useSession } from '../stores/session'
import { LanguageSwitcher } from './LanguageSwitcher'
import { ServicesMenu } from './ServicesMenu'
import { UserMenu } from './UserMenu'
import './shell.css'

export function Header() {
  const { t } = useTranslation()
  const { to } = useLocale()
  const user = useSession((state) => state.user)
  const status = useSession((state) => state.status)
  const openDialog = useSession((state) => state.openDialog)

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={to('/')} className="site-header__logo" title={t('header.home')}>
          <span className="site-header__mark" aria-hidden="true">
            V
          </span>
          Vitae
        </Link>
        <nav className="site-header__nav" aria-label={t('header.navigation')}>
          <ServicesMenu />
          <NavLink to={to('/about')} className="site-header__link">
            {t('site.menu.about')}
          </NavLink>
          <NavLink to={to('/contact')} className="site-header__link">
            {t('site.menu.contact')}
          </NavLink>
          {(user || !resumeStore.needsAccount) && (
            <NavLink to={to('/library')} className="site-header__link">
              {t('header.myResumes')}
            </NavLink>
          )}
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={status === 'loading'}
              onClick={() => openDialog()}
            >
              {t('header.login')}
            </button>
          )}
        </div>
      </div>
    </header>
  )
}
