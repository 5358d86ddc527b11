// Spec 001 §2.2 rule 3 before the first paint: a prerendered page a small screen may not open
// (everything but the info pages, terms, reset, verify, privacy and imprint) carries this inline
// script at the top of its <head>. On a small screen it goes straight to the info page in the
// page's language, remembering where it came from as the app's gate does (ScreenSizeGate), so
// a phone never paints the page, downloads its code, and then swaps it for the info page (a
// layout shift of most of the screen, and the page's whole load spent for nothing). Crawlers
// and larger screens read the page as it is. The app's gate still decides for every later
// navigation and resize. Allowed by its hash in the page's CSP like the loading page's script
// (cloud/src/routes/web/pages.ts).
import {
  CRAWLER,
  SMALL_SCREEN_MAX_HEIGHT,
  SMALL_SCREEN_MAX_WIDTH,
  SMALL_SCREEN_RETURN_KEY,
} from '../routes/guard-rules'

/** The inline script for a page whose small-screen visitors go to `infoPath` (/de/info…). */
export function smallScreenScript(infoPath: string): string {
  const config = {
    width: SMALL_SCREEN_MAX_WIDTH,
    height: SMALL_SCREEN_MAX_HEIGHT,
    crawler: CRAWLER.source,
    key: SMALL_SCREEN_RETURN_KEY,
    to: infoPath,
  }
  // Plain ES5, no imports: runs before any module, from its source text.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `(function(c){if(window.innerWidth>c.width&&window.innerHeight>c.height)return;if(new RegExp(c.crawler,"i").test(navigator.userAgent))return;try{sessionStorage.setItem(c.key,location.pathname.replace(/^\\/(de|tr)(?=\\/|$)/,"")+location.search)}catch(e){}location.replace(c.to)})(${json})`
}
