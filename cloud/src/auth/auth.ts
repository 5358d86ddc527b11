// better-auth owns passwords, sessions and cookies; nothing here hashes or stores them by hand.
// The web keeps the session in an httpOnly SameSite=Lax cookie, the desktop in a bearer token
// (the bearer plugin hands it out in the `set-auth-token` header).
import { betterAuth } from 'better-auth'
import { bearer } from 'better-auth/plugins'
import { AUTH_BASE_PATH } from '@shared/api'
import type { Logger } from 'pino'
import type { Config } from '../config'
import type { AppDatabase } from '../db'
import { userAdditionalFields } from './user-fields'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export interface CreateAuthOptions {
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'trustedOrigins'>
  database: AppDatabase
  logger: Logger
}

export function createAuth({ config, database, logger }: CreateAuthOptions) {
  const secure = config.publicUrl.startsWith('https:')
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
    },
    user: { additionalFields: userAdditionalFields },
    plugins: [bearer()],
    // Counted in the database, so every cloud process sees the same attempts.
    rateLimit: { enabled: true, storage: 'database' },
    advanced: {
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
