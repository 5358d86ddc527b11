// Screens that load on demand (route-level code splitting), with a preload() the app calls
// before React asks for them: for the page being opened (in parallel with the session check),
// on hover or focus of a link to it, and when a button is about to navigate there.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type LazyScreen<P = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the screen's code (once); resolves when it has loaded. */
  preload(): Promise<unknown>
}

export function lazyScreen<M, P = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        // A failed download (offline, a deploy replaced the files) may succeed on the next try.
        loading = null
        throw error
      },
    ))
  return Object.assign(lazy(preload), { preload })
}

/** Runs `work` once the browser has nothing better to do (a timer where idle callbacks lack). */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 5000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 2000)
  return () => clearTimeout(handle)
}
