// The card preview renders with up to 3 retries, 500 ms apart, when rendering fails (spec 001
// §2.10, §9); after the last one the card shows its name without a preview, and every action
// still works.
import { Component, type ReactNode } from 'react'

export const PREVIEW_RETRIES = 3
export const PREVIEW_RETRY_DELAY_MS = 500

interface State {
  failed: boolean
  /** Retries made so far; the key of the preview, so each retry mounts it afresh. */
  retries: number
}

export class PreviewRetry extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false, retries: 0 }
  private timer: ReturnType<typeof setTimeout> | null = null

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  override componentDidCatch() {
    if (this.state.retries >= PREVIEW_RETRIES) return
    this.timer = setTimeout(
      () => this.setState((s) => ({ failed: false, retries: s.retries + 1 })),
      PREVIEW_RETRY_DELAY_MS,
    )
  }

  override componentWillUnmount() {
    if (this.timer) clearTimeout(this.timer)
  }

  override render() {
    // Waiting for a retry, or out of retries: no preview (never a broken card).
    if (this.state.failed) return this.props.fallback ?? null
    return <div key={this.state.retries}>{this.props.children}</div>
  }
}
