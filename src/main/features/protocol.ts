// vitae:// links open a place in the app: vitae://app/library, vitae://app/de/cv-creation/<id>.
// A link is only ever a navigation inside the app's own routes; it carries no data and no code.

export const PROTOCOL_SCHEME = 'vitae'
const APP_HOST = 'app'
const SAFE_PATH = /^\/[\w\-/.~%]*$/

/** The in-app path a vitae:// link points to, or null for anything else. */
export function linkPath(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== `${PROTOCOL_SCHEME}:` || url.hostname !== APP_HOST) return null
  const path = url.pathname || '/'
  if (!SAFE_PATH.test(path) || path.includes('..')) return null
  return path
}
