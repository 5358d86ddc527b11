// Which URLs the print bundle answers: only its own files, never anything outside it.
import { describe, expect, it } from 'vitest'
import { bundleFile, PRINT_ORIGIN } from './bundle'

describe('bundleFile', () => {
  it('serves files of the bundle only', () => {
    expect(bundleFile('/srv/web', `${PRINT_ORIGIN}/assets/print.js`)).toBe(
      '/srv/web/assets/print.js',
    )
    expect(bundleFile('/srv/web', `${PRINT_ORIGIN}/../etc/passwd`)).toBe('/srv/web/etc/passwd')
    // The URL parser resolves dot segments (also encoded ones) before the path is looked at.
    expect(bundleFile('/srv/web', `${PRINT_ORIGIN}/%2e%2e/%2e%2e/etc/passwd`)).toBe(
      '/srv/web/etc/passwd',
    )
    expect(bundleFile('/srv/web', 'http://169.254.169.254/latest/meta-data')).toBeNull()
    expect(bundleFile('/srv/web', 'file:///etc/passwd')).toBeNull()
  })
})
