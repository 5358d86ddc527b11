// The signed-in user's menu (spec 001 §2.3): who is signed in, Account settings and Sign out; on
// small screens (width 600 or less, or height 400 or less) only Sign out. Its own component so
// any header can place it.
import type { UserDetails } from '@shared/api'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLocale } from '../routes/useLocale'
import { useSession } from '../stores/session'

/** Spec 001 §9: a small screen is 600 wide or less, or 400 high or less. */
export const SMALL_SCREEN_QUERY = '(max-width: 600px), (max-height: 400px)'

function subscribeToScreen(onChange: () => void): () => void {
  const query = window.matchMedia?.(SMALL_SCREEN_QUERY)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

function isSmallScreen(): boolean {
  return window.matchMedia?.(SMALL_SCREEN_QUERY).matches ?? false
}

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
  const small = useSyncExternalStore(subscribeToScreen, isSmallScreen, () => false)

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

  async function openAccount() {
    setOpen(false)
    await navigate(to('/account'))
  }

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
          {!small && (
            <button
              ref={firstItem}
              type="button"
              role="menuitem"
              className="user-menu__item"
              onClick={() => void openAccount()}
            >
              {t('account.menu.settings')}
            </button>
          )}
          <button
            ref={small ? firstItem : undefined}
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
