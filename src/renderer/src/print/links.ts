// Finds e-mail addresses and web addresses in plain text, so the printed resume can make them
// clickable (mailto: for e-mail). Only unambiguous forms count as web addresses: with a scheme,
// starting with "www.", or on a well-known profile host; "Node.js" or "e.g." never become links.

export interface FoundLink {
  start: number
  end: number
  href: string
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u
const PROFILE_HOSTS =
  '(?:linkedin\\.com|github\\.com|gitlab\\.com|bitbucket\\.org|behance\\.net|dribbble\\.com|medium\\.com|stackoverflow\\.com|xing\\.com)'
const WEB = new RegExp(
  `(?:https?://|www\\.|(?<![\\p{L}\\p{N}@.-])(?:[\\p{L}\\p{N}-]+\\.)?${PROFILE_HOSTS}(?=[/\\s]|$))[^\\s<>"']*`,
  'u',
)
const LINK = new RegExp(`${EMAIL.source}|${WEB.source}`, 'gu')
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/

export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = []
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '')
    const start = match.index
    if (raw === '') continue
    const isEmail = !/^(?:https?:\/\/|www\.)/i.test(raw) && EMAIL.test(raw) && !raw.includes('/')
    const href = isEmail ? `mailto:${raw}` : /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
    links.push({ start, end: start + raw.length, href })
  }
  return links
}

/**
 * Wraps every address found in the text nodes under `root` in a link, leaving existing links
 * alone. The links inherit colour and decoration, so the layout (and the page breaks) do not
 * change.
 */
export function linkifyElement(root: Element): number {
  const document = root.ownerDocument
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const textNodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && !node.parentElement?.closest('a')) textNodes.push(node)
  }
  let count = 0
  for (const node of textNodes) {
    const text = node.data
    const links = findLinks(text)
    if (links.length === 0) continue
    const fragment = document.createDocumentFragment()
    let position = 0
    for (const link of links) {
      if (link.start > position) fragment.append(text.slice(position, link.start))
      const anchor = document.createElement('a')
      anchor.href = link.href
      anchor.className = 'print-link'
      anchor.textContent = text.slice(link.start, link.end)
      fragment.append(anchor)
      position = link.end
      count++
    }
    if (position < text.length) fragment.append(text.slice(position))
    node.replaceWith(fragment)
  }
  return count
}
