// Who is signed in, and the sign-in dialog's state. The dialog lives here because the route
// guard, the header, the home page and the session-expired modal all open it.
import type { UserDetails } from '@shared/api'
import { create } from 'zustand'
import { api } from '../api'

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
  dialog: { open: false, view: 'signin', intent: null },
  expired: false,

  async load() {
    try {
      const user = await api.session.current()
      set({ user, status: 'ready', loadFailed: false })
    } catch {
      set({ user: null, status: 'ready', loadFailed: true })
    }
  },
  setUser(user) {
    set({ user, status: 'ready', ...(user ? { expired: false } : {}) })
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
    try {
      await api.session.signOut()
    } finally {
      set({ user: null })
    }
  },
  expire() {
    set({ user: null, expired: true, dialog: { open: false, view: 'signin', intent: null } })
    // The server has ended it already, most likely; this clears what is left (cookie, token).
    void api.session.signOut().catch(() => undefined)
  },
}))
