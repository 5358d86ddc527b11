// Where the cookie banner appears: 3 s (spec 001 §9) after the app has started and the browser
// has finished the first load (idle), when the visitor has not chosen yet; or whenever the
// footer's cookie settings open it. The banner's code loads only then, so it is no part of the
// first download. The shell places it after the footer, in the page's flow (see shell.css).
import { Suspense, useEffect } from 'react'
import { lazyScreen, whenIdle } from '../../routes/lazy-screen'
import { COOKIE_BANNER_DELAY_MS, useConsent } from './consent'

const CookieBanner = lazyScreen(
  () => import('./CookieBanner'),
  (module) => module.CookieBanner,
)

export function CookieBannerSlot() {
  const open = useConsent((state) => state.bannerOpen)
  const askIfUndecided = useConsent((state) => state.askIfUndecided)

  useEffect(() => {
    let timer: number | undefined
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(askIfUndecided, COOKIE_BANNER_DELAY_MS)
    })
    return () => {
      cancelIdle()
      window.clearTimeout(timer)
    }
  }, [askIfUndecided])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  )
}
