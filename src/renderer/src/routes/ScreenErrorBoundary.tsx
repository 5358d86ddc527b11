// Shows the crash page instead of a screen that threw while rendering, or whose code could not
// be downloaded (spec 001 §2.2 rule 9). Moving to another page gives that page a fresh start.
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { CrashPage } from '../features/errors/NotFoundPage'

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen crashed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <CrashPage /> : this.props.children
  }
}

/** The screens' layout route: the current screen inside its own error boundary. */
export function ScreenErrorBoundary() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary key={pathname}>
      <Outlet />
    </ErrorBoundary>
  )
}
