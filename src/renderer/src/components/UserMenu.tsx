// The signed-in user's menu: who is signed in and Sign out. (Account settings come with the
// account page.)
import type { UserDetails } from '@shared/api'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLocale } from '../routes/useLocale'
import { useSession } from '../stores/session'

function displayName(user: UserDetails): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return name || user.displayName || user.email
}

export function UserMenu({ user }: { user: UserDetails }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { to } = useLocale()
  const signOut = useSession((state) => state.signOut)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const firstItem = useRef<HTMLButtonElement>(null)
  const name = displayName(user)

  useEffect(() => {
    if (!open) return
    firstItem.current?.focus()
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

  async function handleSignOut() {
    setOpen(false)
    // The local session ends even when the server cannot be reached.
    await signOut().catch(() => undefined)
    await navigate(to('/'))
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="btn btn--secondary btn--small user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{name}</span>
        <span className="visually-hidden">{t('header.userMenu')}</span>
      </button>
      {open && (
        <div className="user-menu__list" id={menuId} role="menu" aria-label={t('header.userMenu')}>
          <p className="user-menu__email">{user.email}</p>
          <button
            ref={firstItem}
            type="button"
            role="menuitem"
            className="user-menu__item"
            onClick={() => void handleSignOut()}
          >
            {t('header.signOut')}
          </button>
        </div>
      )}
    </div>
  )
}
