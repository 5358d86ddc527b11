// Cookie and storage consent (spec 001 §2.3, issue 17 point 2). Vitae itself needs only what a
// visitor asked for: the session and CSRF cookies, the language they picked, an unsent autosave
// draft, the checkout's plan choice and the page to return to after signing in. Everything else
// (the analytics events of tracking.ts, remembered demo settings) is optional and happens only
// after the visitor said yes; saying no later removes what was kept. The choice itself is
// stored, because asking again on every page would be the alternative.
import { create } from 'zustand'

export type ConsentChoice = 'granted' | 'denied'

/** The banner appears this long after the app starts (spec 001 §9). */
export const COOKIE_BANNER_DELAY_MS = 3000

const CONSENT_KEY = 'vitae.consent'
/** Every optional key starts with this, so withdrawing consent can remove them all. */
const OPTIONAL_PREFIX = 'vitae.optional.'

function readChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

function removeOptionalData(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(OPTIONAL_PREFIX)) localStorage.removeItem(key)
    }
  } catch {
    // No storage at all: nothing was kept.
  }
}

interface ConsentState {
  /** Null until the visitor decided. */
  choice: ConsentChoice | null
  /** The banner is on screen (first visit after the delay, or reopened from the footer). */
  bannerOpen: boolean
  decide(choice: ConsentChoice): void
  /** Shows the banner again so the choice can be changed (footer's cookie settings). */
  reopen(): void
  /** Shows the banner if the visitor has not decided yet. */
  askIfUndecided(): void
}

export const useConsent = create<ConsentState>()((set, get) => ({
  choice: readChoice(),
  bannerOpen: false,
  decide(choice) {
    try {
      localStorage.setItem(CONSENT_KEY, choice)
    } catch {
      // The choice then holds for this page only.
    }
    if (choice === 'denied') removeOptionalData()
    set({ choice, bannerOpen: false })
  },
  reopen() {
    set({ bannerOpen: true })
  },
  askIfUndecided() {
    if (get().choice === null) set({ bannerOpen: true })
  },
}))

export function hasConsent(): boolean {
  return useConsent.getState().choice === 'granted'
}

/**
 * Storage for what is nice to keep but not needed: reads and writes happen only with consent,
 * so nothing optional is stored before the visitor agreed.
 */
export const optionalStorage = {
  get(key: string): string | null {
    if (!hasConsent()) return null
    try {
      return localStorage.getItem(OPTIONAL_PREFIX + key)
    } catch {
      return null
    }
  },
  set(key: string, value: string): boolean {
    if (!hasConsent()) return false
    try {
      localStorage.setItem(OPTIONAL_PREFIX + key, value)
      return true
    } catch {
      return false
    }
  },
}
