import { useEffect } from 'react'
import { prerenderedPath } from '../seo/sync-head'

/**
 * Sets the document title for the page shown (spec 001 §2.2 rule 9). A prerendered page keeps
 * the title it was served with (its search-engine title, seo/head.ts) until the visitor moves
 * on inside the app.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const stillPrerendered =
      !document.head.hasAttribute('data-seo-path') && prerenderedPath() === window.location.pathname
    if (stillPrerendered) return
    document.title = title ? `${title} · Vitae` : 'Vitae'
  }, [title])
}
