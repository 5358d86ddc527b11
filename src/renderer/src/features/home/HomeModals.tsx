// The home page's two modals, driven by the URL (spec 001 §2.6): ?sessionExpired=true and
// ?process=success|failed. A chunk of its own that HomePage loads only when one of the two
// parameters is there, so the modal frame is no part of the home page's first download.
import { PaymentProcessModal } from '../payments/PaymentProcessModal'
import { SessionExpiredModal } from './SessionExpiredModal'

export function HomeModals() {
  return (
    <>
      <SessionExpiredModal />
      <PaymentProcessModal />
    </>
  )
}
