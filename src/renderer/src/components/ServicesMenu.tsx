// The header's Services menu (spec 001 §2.3): CV evaluation, CV creation and CV enhancement.
// A disclosure of plain links: Escape or a click elsewhere closes it, and so does following a
// link.
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../routes/useLocale'

export function ServicesMenu() {
  const { t } = useTranslation()
  const { to } = useLocale()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function onPointer(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const links = [
    { path: '/cv-evaluation', label: t('site.menu.evaluation') },
    // Creation starts from the library (signed out, its guard opens the sign-in dialog).
    { path: '/library', label: t('site.menu.creation') },
    { path: '/cv-existing', label: t('site.menu.enhancement') },
  ]

  return (
    <div className="services-menu" ref={root}>
      <button
        type="button"
        className="site-header__link services-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('site.menu.services')}
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul className="services-menu__list" id={listId} hidden={!open}>
        {links.map((link) => (
          <li key={link.path}>
            <Link className="services-menu__item" to={to(link.path)} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
