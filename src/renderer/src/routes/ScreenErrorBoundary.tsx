// Any uncaught error while a screen renders, or a screen whose code could not be downloaded,
// goes to the error page (spec 001 §2.2 rule 9): the address becomes /error (under the current
// language prefix) and the page says that something went wrong — not "page not found" — with a
// way back to the page that failed. Moving to another page gives that page a fresh start.
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { CrashPage, NotFoundPage } from '../features/errors/NotFoundPage'
import { localizedPath, splitLocale } from '../i18n/locale'

/** The history state the error page reads to tell a crash from an unknown address. */
export interface CrashState {
  crashedFrom: string
}

export function isCrashState(value: unknown): value is CrashState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { crashedFrom?: unknown }).crashedFrom === 'string'
  )
}

class ErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen crashed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The screens' layout route: the current screen inside its own error boundary. */
export function ScreenErrorBoundary() {
  const { pathname, search } = useLocation()
  const { locale, rest } = splitLocale(pathname)
  const state: CrashState = { crashedFrom: `${pathname}${search}` }
  // The error page itself failing stays where it is and shows the crash text.
  const fallback =
    rest === '/error' ? (
      <CrashPage />
    ) : (
      <Navigate to={localizedPath('/error', locale ?? 'en')} state={state} />
    )
  return (
    <ErrorBoundary key={pathname} fallback={fallback}>
      <Outlet />
    </ErrorBoundary>
  )
}

/** /error: the crash page after an uncaught error, the 404 page for an unknown address. */
export function ErrorRoute() {
  const { state } = useLocation()
  if (isCrashState(state)) return <CrashPage retryTo={state.crashedFrom} />
  return <NotFoundPage />
}
