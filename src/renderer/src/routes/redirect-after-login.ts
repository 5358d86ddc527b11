// The path a signed-out visitor wanted, kept until they sign in (spec 001 §2.2 rule 5).
const KEY = 'vitae.redirectAfterLogin'

export function storeRedirectPath(path: string): void {
  try {
    localStorage.setItem(KEY, path)
  } catch {
    // Without storage the user simply lands where the dialog was opened.
  }
}

/** Returns the stored path once and forgets it. */
export function takeRedirectPath(): string | null {
  try {
    const path = localStorage.getItem(KEY)
    localStorage.removeItem(KEY)
    // Only an in-app path; anything else could send the user off-site.
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}

export function clearRedirectPath(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
