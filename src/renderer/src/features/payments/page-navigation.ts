// Leaving the app for Stripe's hosted pages (Checkout, Customer Portal) and reloading after a
// plan change: one place, so component tests can stand in for the browser's navigation (jsdom
// cannot navigate).
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url)
  },
  reload(): void {
    window.location.reload()
  },
}
