// Who is signed in, and the sign-in dialog's state. The dialog lives here because the route
// guard, the header, the home page and the session-expired modal all open it.
import type { UserDetails } from '@shared/api'
import { create } from 'zustand'
import { api } from '../api'

/** The dialog's views (spec 001 §2.4). */
export type AuthView = 'signin' | 'signup' | 'forgot' | 'verify'
/**
 * Why the dialog was opened from the home page (spec 001 §2.4). Evaluation and import have no
 * page yet, so only creation exists; their intents come with those pages.
 */
export type SignInIntent = 'creation'

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
  load(): Promise<void>
  setUser(user: UserDetails | null): void
  openDialog(options?: { view?: AuthView; intent?: SignInIntent | null }): void
  setDialogView(view: AuthView, details?: { email?: string; justSent?: boolean }): void
  closeDialog(): void
  /** Ends the session on the server and here. */
  signOut(): Promise<void>
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  status: 'loading',
  loadFailed: false,
  dialog: { open: false, view: 'signin', intent: null },

  async load() {
    try {
      const user = await api.session.current()
      set({ user, status: 'ready', loadFailed: false })
    } catch {
      set({ user: null, status: 'ready', loadFailed: true })
    }
  },
  setUser(user) {
    set({ user, status: 'ready' })
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
}))
