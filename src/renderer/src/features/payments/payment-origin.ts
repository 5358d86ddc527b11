// Where a payment that leaves the app (hosted Checkout) started, so the result overlay on its
// return can go on from there (spec 001 §2.6).
const KEY = 'vitae.paymentOrigin'

export function rememberPaymentOrigin(path: string): void {
  try {
    sessionStorage.setItem(KEY, path)
  } catch {
    // Storage blocked: the overlay then stays on the home page.
  }
}

export function takePaymentOrigin(): string | null {
  try {
    const value = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return value && value.startsWith('/') ? value : null
  } catch {
    return null
  }
}
