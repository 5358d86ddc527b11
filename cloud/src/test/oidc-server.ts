// A local OpenID Connect provider for tests (oauth2-mock-server over real HTTP), standing in for
// Google and GitHub through OAUTH_ISSUER_OVERRIDE (cloud/src/auth/social.ts). `nextUser` sets
// who the next sign-in at the provider is.
import { generateKeyPairSync } from 'node:crypto'
import { OAuth2Server } from 'oauth2-mock-server'

export interface ProviderUser {
  sub: string
  email: string
  emailVerified: boolean
  name?: string
}

export interface TestOidcServer {
  issuer: string
  nextUser(user: ProviderUser): void
  stop(): Promise<void>
}

export async function startOidcServer(): Promise<TestOidcServer> {
  const server = new OAuth2Server()
  // The signing key made here rather than by keys.generate(): under the test runner, jose's
  // exported key object fails the library's plain-object check.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  await server.issuer.keys.add({
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test',
    alg: 'RS256',
  })
  await server.start(0, '127.0.0.1')
  let user: ProviderUser = { sub: 'provider-user', email: 'user@example.com', emailVerified: true }
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: user.sub,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name ?? 'Provider User',
    })
  })
  server.service.on('beforeUserinfo', (response) => {
    response.body = {
      sub: user.sub,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name ?? 'Provider User',
    }
  })
  return {
    issuer: server.issuer.url!,
    nextUser(next) {
      user = next
    },
    stop: () => server.stop(),
  }
}
