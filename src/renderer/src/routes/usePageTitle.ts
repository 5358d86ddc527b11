import { useEffect } from 'react'
import { stillPrerendered } from '../seo/sync-head'
import { documentTitle } from './page-meta'

/**
 * Sets the document title for the page shown (spec 001 §2.2 rule 9). A prerendered page keeps
 * the title it was served with (its search-engine title, seo/head.ts) until the visitor moves
 * on inside the app.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    if (stillPrerendered(window.location.pathname)) return
    document.title = documentTitle(title)
  }, [title])
}
