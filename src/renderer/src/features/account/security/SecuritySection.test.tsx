// Two-factor setup in the Security section: the QR code of the otpauth:// link, drawn in the
// page beside the key, with its accessible name.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { create } from 'qrcode/lib/core/qrcode'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../../api'
import type * as ApiModule from '../../../api'
import { SecuritySection } from './SecuritySection'

vi.mock('../../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return {
    ...actual,
    api: {
      security: {
        current: vi.fn(async () => ({ twoFactorEnabled: false, hasPassword: true, passkeys: [] })),
        startTwoFactor: vi.fn(),
      },
    },
  }
})

const SECRET = 'JBSWY3DPEHPK3PXP'
const URI = `otpauth://totp/Vitae:ada%40example.com?secret=${SECRET}&issuer=Vitae`

describe('two-factor setup', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows a QR code of the otpauth link beside the key, drawn here without a request', async () => {
    vi.mocked(api.security.startTwoFactor).mockResolvedValue({
      totpUri: URI,
      secret: SECRET,
      backupCodes: [],
    })
    const fetch = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    render(<SecuritySection />)
    await user.click(await screen.findByRole('button', { name: 'Turn on' }))
    await user.type(screen.getByLabelText('Your password, to confirm'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    const qr = await screen.findByRole('img', {
      name: 'QR code to add Vitae to your authenticator app',
    })
    expect(screen.getByTestId('totp-secret').textContent).toBe(SECRET)
    // The code's modules are the otpauth link's, one unit square each, inside a quiet zone of 4.
    const { modules } = create(URI, { errorCorrectionLevel: 'M' })
    expect(qr.getAttribute('data-modules')).toBe(String(modules.size))
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`)
    const squares =
      qr
        .querySelector('path')
        ?.getAttribute('d')
        ?.match(/M\d+ \d+h1v1h-1z/g) ?? []
    const dark = Array.from(modules.data).filter((bit) => bit === 1).length
    expect(squares).toHaveLength(dark)
    expect(squares[0]).toBe('M4 4h1v1h-1z') // the top-left finder pattern's corner
    expect(fetch).not.toHaveBeenCalled()
    // The key stays beside it for entry by hand.
    const enrol = qr.closest('.security__enrol') as HTMLElement
    expect(within(enrol).getByTestId('totp-secret')).toBeTruthy()
  })
})
