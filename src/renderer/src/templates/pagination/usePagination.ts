// Keeps a rendered template paginated: after every commit that changes what it shows, after the
// fonts arrive (a late font changes every line) and when the window is resized.
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
 * template renders from: a new value means a new layout. In `adjust` mode the template is left as
 * one tall page.
 */
export function usePagination(
  container: RefObject<HTMLElement | null>,
  content: unknown,
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
    if (fonts) {
      void fonts.ready.then(() => {
        if (alive) pagination.run(container.current, adjust, true)
      })
      // A resume language with another script loads its font after the first `ready`.
      fonts.addEventListener('loadingdone', again)
    } else {
      pagination.run(container.current, adjust, true)
    }
    window.addEventListener('resize', again)
    return () => {
      alive = false
      cancelAnimationFrame(frame)
      fonts?.removeEventListener('loadingdone', again)
      window.removeEventListener('resize', again)
    }
  }, [pagination, container, adjust])

  return state
}
