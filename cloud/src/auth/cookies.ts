// Set-Cookie written by hand: Koa refuses Secure cookies when TLS ends at a load balancer in
// front of it, yet the browser does talk https to PUBLIC_URL.
export interface CookieOptions {
  maxAgeSeconds?: number
  secure: boolean
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`)
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}
