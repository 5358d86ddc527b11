// The browser's WebAuthn ceremonies through @simplewebauthn/browser (the library
// @better-auth/passkey pairs with), loaded only when a passkey is used.

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

export async function authenticateWithPasskey(
  options: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  })
  return response as unknown as Record<string, unknown>
}

export async function registerPasskey(
  options: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  })
  return response as unknown as Record<string, unknown>
}

/** The person closed the browser's passkey prompt: not an error worth a message. */
export function isCancelledCeremony(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
}
