// Social sign-in (spec 001 §4): Google and GitHub through better-auth's own providers, each on
// only when its client id and secret are configured. They use better-auth's core flow (POST
// /sign-in/social, GET /callback/:provider): a signed state cookie plus a state row, PKCE, and
// for Google a verified ID token.
//
// The test seam (OAUTH_ISSUER_OVERRIDE): better-auth's Google and GitHub providers have their
// endpoints written in (accounts.google.com, github.com). When the override is set, the same
// provider ids are registered through better-auth's generic OAuth plugin against that OpenID
// Connect issuer's discovery document instead; since 1.7 that plugin adds its providers to the
// core social-provider list, so sign-in, callback, state, PKCE, nonce, ID-token checks against
// the issuer's keys, account creation and linking all run the same code as in production. Only
// the provider endpoints differ. Tests and local development point it at oauth2-mock-server.
import { genericOAuth } from 'better-auth/plugins'
import type { SocialConfig } from '../config'

export type SocialProviderId = 'google' | 'github'

export function configuredProviders(social: SocialConfig | undefined): SocialProviderId[] {
  if (!social) return []
  return (['google', 'github'] as const).filter((id) => social[id] !== null)
}

export function socialSignIn(social: SocialConfig | undefined) {
  const providers: Record<string, { clientId: string; clientSecret: string }> = {}
  if (!social) return { providers, plugins: [] }
  if (social.issuerOverride) {
    const discoveryUrl = `${social.issuerOverride}/.well-known/openid-configuration`
    const config = configuredProviders(social).map((id) => ({
      providerId: id,
      clientId: social[id]!.clientId,
      clientSecret: social[id]!.clientSecret,
      discoveryUrl,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      requireIdTokenVerification: true,
    }))
    return { providers, plugins: [genericOAuth({ config })] }
  }
  for (const id of configuredProviders(social)) providers[id] = social[id]!
  return { providers, plugins: [] }
}
