/**
 * The rule every service URL the desktop is configured with follows (the cloud API, the update
 * feed): an absolute https URL, or plain http only to this machine (a local development server).
 * Anything else could hand the session token or an update to whoever sits on the network.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname)
}

/**
 * Parses and checks `raw`, naming `variable` in every error, and returns the URL without a
 * trailing slash (callers append paths such as "/api/…").
 */
export function readServiceUrl(variable: string, raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`${variable} must be an absolute https URL, got "${raw}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${variable} must use https, got "${url.protocol}" in "${raw}".`)
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new Error(
      `${variable} must use https (plain http is allowed only for localhost), got "${raw}".`,
    )
  }
  if (url.username || url.password) {
    throw new Error(`${variable} must not contain a user name or password.`)
  }
  if (url.search || url.hash) {
    throw new Error(`${variable} must not have a query or fragment, got "${raw}".`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
