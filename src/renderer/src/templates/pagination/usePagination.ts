// Keeps a rendered template paginated: after every commit that changes what it shows, after the
// fonts arrive (a late font changes every line) and when the window is resized. The font
// stylesheets are added on demand (templates/fonts.ts), so "ready" waits for them first, then
// for the font files the laid-out text asked for.
import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react'
import { PushLedger } from './measure'
import { clearPagination, paginateElement } from './paginate-element'

export interface PaginationState {
  pages: number
  /** True once the fonts have loaded and the layout was paginated with them. */
  ready: boolean
}

/** The pagination of one document: the DOM is the external system React reads it from. */
class DocumentPagination {
  private state: PaginationState = { pages: 1, ready: false }
  private readonly listeners = new Set<() => void>()
  private readonly ledger = new PushLedger()

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot = () => this.state

  run(container: HTMLElement | null, adjust: boolean, ready = this.state.ready): void {
    const root = container?.firstElementChild
    if (!(root instanceof HTMLElement)) return
    let pages = 1
    if (adjust) clearPagination(root, this.ledger)
    else pages = paginateElement(root, this.ledger)
    if (pages === this.state.pages && ready === this.state.ready) return
    this.state = { pages, ready }
    for (const listener of this.listeners) listener()
  }
}

/**
 * `container` holds the template's root element as its first child. `content` is whatever the
 * template renders from: a new value means a new layout. `loadFonts` adds the stylesheets of the
 * faces it uses (keep it stable: a new function reloads). In `adjust` mode the template is left
 * as one tall page.
 */
export function usePagination(
  container: RefObject<HTMLElement | null>,
  content: unknown,
  loadFonts: () => Promise<void>,
  adjust = false,
): PaginationState {
  const [pagination] = useState(() => new DocumentPagination())
  const state = useSyncExternalStore(pagination.subscribe, pagination.snapshot, pagination.snapshot)

  // Before paint, so no frame ever shows a unit cut by a break.
  useLayoutEffect(() => {
    pagination.run(container.current, adjust)
  }, [pagination, container, adjust, content])

  useEffect(() => {
    let alive = true
    let frame = 0
    const again = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => pagination.run(container.current, adjust))
    }
    const fonts = document.fonts as FontFaceSet | undefined
    void loadFonts()
      // Without the stylesheets the fallback faces print; better than never printing.
      .catch(() => undefined)
      .then(() => {
        if (!alive) return
        // A layout with the new stylesheets starts the downloads `ready` then waits for.
        container.current?.getBoundingClientRect()
        return fonts?.ready
      })
      .then(() => {
        if (alive) pagination.run(container.current, adjust, true)
      })
    // A face that arrives later (text in another script, a language change) moves lines too.
    fonts?.addEventListener('loadingdone', again)
    window.addEventListener('resize', again)
    return () => {
      alive = false
      cancelAnimationFrame(frame)
      fonts?.removeEventListener('loadingdone', again)
      window.removeEventListener('resize', again)
    }
  }, [pagination, container, adjust, loadFonts])

  return state
}
