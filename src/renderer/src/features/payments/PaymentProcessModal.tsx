// Home's ?process=success|failed (spec 001 §2.6): the result of a payment that left the app
// (the wallet's hosted Stripe Checkout comes back here). Closing removes the parameter; closing a
// success goes to My Account when the payment started on /payment, else back where the user
// was, else stays home. Loaded with HomeModals only when the parameter is there.
import { useSearchParams, useNavigate } from 'react-router'
import { useEffect } from 'react'
import { useLocale } from '../../routes/useLocale'
import { useSession } from '../../stores/session'
import { PaymentResultModal } from './PaymentResultModal'
import { takePaymentOrigin } from './payment-origin'

export function PaymentProcessModal() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const { to } = useLocale()
  const process = params.get('process')
  const load = useSession((state) => state.load)

  useEffect(() => {
    // The plan changed on the server (Stripe's webhook); read it again.
    if (process === 'success') void load()
  }, [process, load])

  if (process !== 'success' && process !== 'failed') return null

  function close() {
    const origin = takePaymentOrigin()
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('process')
        return next
      },
      { replace: true },
    )
    if (process !== 'success') return
    if (origin === '/payment') void navigate(to('/account'))
    else if (origin) void navigate(to(origin))
  }

  return (
    <PaymentResultModal
      state={process === 'success' ? 'success' : 'failed'}
      onClose={close}
      onTryAgain={() => {
        close()
        void navigate(to('/payment'))
      }}
    />
  )
}
