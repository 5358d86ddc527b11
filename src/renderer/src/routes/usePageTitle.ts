import { useEffect } from 'react'
import { documentTitle } from './page-meta'

/** Sets the document title for the page shown (spec 001 §2.2 rule 9). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
