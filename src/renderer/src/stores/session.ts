// Who is signed in, and the sign-in dialog's state. The dialog lives here because the route
// guard, the header, the home page and the session-expired modal all open it.
import type { UserDetails } from '@shared/api'
import type { OfflineSession } from '@shared/platform'
import { platform } from '@platform'
import { create } from 'zustand'
import { api, ApiError } from '../api'

/** The dialog's views (spec 001 §2.4). */
export type AuthView = 'signin' | 'signup' | 'forgot' | 'verify'
/**
 * Why the dialog was opened from the home page (spec 001 §2.4): after signing in, creation goes
 * to the library (or the template chooser for a first resume), existing to the import page and
 * evaluation to the evaluation page.
 */
export type SignInIntent = 'creation' | 'existing' | 'evaluation'

interface SessionState {
  user: UserDetails | null
  /** 'loading' until the first session check answered; guards wait for it. */
  status: 'loading' | 'ready'
  /** Set when the session check could not reach the server. */
  loadFailed: boolean
  /**
   * Desktop only: signed in as main last confirmed it, while the cloud cannot be reached (the
   * session check is repeated when sync reaches the cloud again). The gates then come from
   * `offlinePlan`, the cached plan, under the plan table's rule (src/shared/plans/desktop.ts).
   */
  offline: boolean
  offlinePlan: OfflineSession['plan']
  dialog: {
    open: boolean
    view: AuthView
    intent: SignInIntent | null
    /** The address the verify view waits for, or the forgot view starts with. */
    email?: string
    /** The verify view opened right after a mail went out (sign-up): Resend waits longer. */
    justSent?: boolean
  }
  /** Set when the server rejected the session (401/403) until someone signs in again. */
  expired: boolean
  load(): Promise<void>
  setUser(user: UserDetails | null): void
  openDialog(options?: { view?: AuthView; intent?: SignInIntent | null }): void
  setDialogView(view: AuthView, details?: { email?: string; justSent?: boolean }): void
  closeDialog(): void
  /** Ends the session on the server and here. */
  signOut(): Promise<void>
  /** The server rejected the session: signed out here at once, on the server as far as it can. */
  expire(): void
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  status: 'loading',
  loadFailed: false,
  offline: false,
  offlinePlan: null,
  dialog: { open: false, view: 'signin', intent: null },
  expired: false,

  async load() {
    const wasOffline = get().offline
    let user: UserDetails | null
    try {
      user = await api.session.current()
    } catch (error) {
      const cached = await offlineSession(error)
      if (cached) {
        set({
          user: cached.user,
          status: 'ready',
          loadFailed: false,
          offline: true,
          offlinePlan: cached.plan,
        })
        watchForCloud(() => void get().load())
      } else set({ user: null, status: 'ready', loadFailed: true, ...ONLINE })
      return
    }
    stopWatching()
    set({ user, status: 'ready', loadFailed: false, ...ONLINE })
    // Back online with a token the cloud no longer accepts: signed out here and in main (the
    // token and the cached account go; the local library and its sync queue stay).
    if (wasOffline && !user) void api.session.signOut().catch(() => undefined)
  },
  setUser(user) {
    if (user) stopWatching()
    set({ user, status: 'ready', ...ONLINE, ...(user ? { expired: false } : {}) })
  },
  openDialog(options = {}) {
    set({
      dialog: { open: true, view: options.view ?? 'signin', intent: options.intent ?? null },
    })
  },
  setDialogView(view, details = {}) {
    const { open, intent } = get().dialog
    set({ dialog: { open, intent, view, ...details } })
  },
  closeDialog() {
    set({ dialog: { open: false, view: 'signin', intent: null } })
  },
  async signOut() {
    stopWatching()
    try {
      await api.session.signOut()
    } finally {
      set({ user: null, ...ONLINE })
    }
  },
  expire() {
    stopWatching()
    set({
      user: null,
      expired: true,
      ...ONLINE,
      dialog: { open: false, view: 'signin', intent: null },
    })
    // The server has ended it already, most likely; this clears what is left (cookie, token).
    void api.session.signOut().catch(() => undefined)
  },
}))

const ONLINE = { offline: false, offlinePlan: null } as const

/** Main's cached account when the session check failed because the cloud cannot be reached. */
async function offlineSession(error: unknown): Promise<OfflineSession | null> {
  const unreachable = error instanceof ApiError && (error.isNetworkError || error.status >= 500)
  if (!unreachable || !platform.desktop) return null
  return platform.desktop.session.offline().catch(() => null)
}

let unwatch: (() => void) | null = null

/** Checks the session again once sync reaches the cloud (or the system says it is online). */
function watchForCloud(check: () => void) {
  stopWatching()
  if (!platform.desktop) return
  const stopSync = platform.desktop.sync.onState((state) => {
    if (state.status !== 'offline' && state.status !== 'syncing') check()
  })
  window.addEventListener('online', check)
  unwatch = () => {
    stopSync()
    window.removeEventListener('online', check)
  }
}

function stopWatching() {
  unwatch?.()
  unwatch = null
}
