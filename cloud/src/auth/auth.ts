// better-auth owns passwords, sessions and cookies; nothing here hashes or stores them by hand.
// The web keeps the session in an httpOnly SameSite=Lax cookie, the desktop in a bearer token
// (the bearer plugin hands it out in the `set-auth-token` header).
import { passkey } from '@better-auth/passkey'
import { betterAuth } from 'better-auth'
import { bearer, twoFactor } from 'better-auth/plugins'
import { RESET_LINK_SECONDS, VERIFICATION_LINK_SECONDS } from '@shared/account/email'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/account/limits'
import { AUTH_BASE_PATH } from '@shared/api'
import type { Logger } from 'pino'
import type { Config } from '../config'
import type { AppDatabase } from '../db'
import type { AccountMails } from '../mail/account-mails'
import { CLIENT_IP_HEADER } from './client-kind'
import { socialSignIn } from './social'
import { userAdditionalFields } from './user-fields'
import { userHooks } from './user-hooks'

export interface CreateAuthOptions {
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'trustedOrigins'> &
    Partial<Pick<Config, 'social'>>
  database: AppDatabase
  logger: Logger
  /** The account mails (verification, reset), sent by better-auth's hooks below. */
  mails: AccountMails
}

export function createAuth({ config, database, logger, mails }: CreateAuthOptions) {
  const secure = config.publicUrl.startsWith('https:')
  const social = socialSignIn(config.social)
  // With SMTP, an address must be confirmed before it signs in (spec 001 §4, §6). Without, there
  // is no way to confirm one, so accounts work unconfirmed (README "E-mail").
  const emailOn = mails.delivery === 'email'
  return betterAuth({
    appName: 'Vitae',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: { db: database.db, type: database.dialect, transaction: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: emailOn,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: ({ user, token }) => {
        mails.passwordReset(user, token)
        return Promise.resolve()
      },
      // The link came to the mailbox: following it proves the address as verifying does.
      onPasswordReset: async ({ user }) => {
        if (user.emailVerified) return
        await database.db
          .updateTable('user')
          .set({ emailVerified: database.dialect === 'sqlite' ? 1 : true })
          .where('id', '=', user.id)
          .execute()
      },
      // Sign-up with a taken address (e-mail on): the owner hears about it, the caller learns
      // nothing (routes/session/session.ts).
      onExistingUserSignUp: ({ user }) => {
        mails.existingAccount(user)
        return Promise.resolve()
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: ({ user, token }) => {
        mails.verification(user, token)
        return Promise.resolve()
      },
    },
    user: { additionalFields: userAdditionalFields },
    // Google and GitHub when configured (auth/social.ts). A social account joins an existing
    // account with the same e-mail only when both sides have proven that address: the provider
    // says it is verified (no provider is trusted blindly) and the local account verified it.
    socialProviders: social.providers,
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    // Names as plain text within the shared limits, images http(s) only, on every write.
    databaseHooks: { user: userHooks },
    plugins: [
      bearer(),
      ...social.plugins,
      // TOTP with an authenticator app and ten single-use backup codes (stored encrypted).
      // Enabling asks for the password; a session is only issued once the second step passes.
      twoFactor({ issuer: 'Vitae', backupCodeOptions: { amount: 10, length: 10 } }),
      // Passkeys as a sign-in method, bound to the public host name.
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: 'Vitae',
        origin: config.publicUrl,
      }),
    ],
    // Off: none of better-auth's endpoints is reachable over HTTP (see forwardedRoutes), and the
    // routes that are carry the product's own limiter (middlewares/rate-limit.ts), counted in its
    // own table, per client address as TRUST_PROXY says. better-auth's limiter pruned that
    // shared table and read a client-sent X-Forwarded-For (M-1, H-1).
    rateLimit: { enabled: false },
    advanced: {
      // The address better-auth records on sessions: the one Koa worked out (ctx.ip, which reads
      // X-Forwarded-For only with TRUST_PROXY), in a header only authHeaders() sets.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'vitae',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => logger[level]({ source: 'better-auth' }, message),
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
