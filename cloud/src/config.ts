// The cloud's configuration, read once from the environment at start. Every bad value gets its
// own message naming the variable and what was wrong, and the process refuses to start; a value
// that was never set falls back to a documented default (see the Configuration table in README.md).
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { resolveTranslationConfig, type TranslationConfig } from '@shared/translate/config'
import type { SiteOperator } from '@shared/api/site'
import { defaultWorkThreads } from './workers/pool'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export const AUTH_SECRET_MIN_LENGTH = 32
export const AUTH_SECRET_FILE = 'auth-secret'

export interface AiConfig {
  baseUrl: string
  apiKey: string
  model: string
}
export interface StripeConfig {
  secretKey: string
  webhookSecret: string
  publishableKey: string
  /**
   * STRIPE_API_URL: where the Stripe API is reached, default https://api.stripe.com. Tests and
   * local development point it at a Stripe-shaped stand-in (the SDK's host/port/protocol).
   */
  apiUrl: string | null
}
export interface SmtpConfig {
  host: string
  port: number
  /** Null for a relay that takes mail without signing in. */
  auth: { user: string; password: string } | null
  from: string
}

/** One OAuth application registered with a sign-in provider. */
export interface OAuthClientConfig {
  clientId: string
  clientSecret: string
}
/**
 * Social sign-in (spec 001 §4): each provider is on only when its client id and secret are set.
 * `issuerOverride` (OAUTH_ISSUER_OVERRIDE) sends every configured provider to one OpenID Connect
 * issuer instead of Google and GitHub: tests and local development point it at a stand-in.
 */
export interface SocialConfig {
  google: OAuthClientConfig | null
  github: OAuthClientConfig | null
  issuerOverride: string | null
}

export interface PdfConfig {
  /** The Chromium PDFs are printed with (POST /api/export/pdf). */
  chromiumPath: string
  /** How many PDFs print at the same time (one Chromium page each). */
  renderers: number
}

/** The configuration as the environment states it; the auth secret may still be missing. */
export interface EnvConfig {
  port: number
  host: string
  /** Origin the users reach the cloud at, without a trailing slash. */
  publicUrl: string
  dataDir: string
  databaseUrl: string | null
  authSecret: string | null
  trustedOrigins: string[]
  webDistDir: string
  logLevel: LogLevel
  trustProxy: boolean
  ai: AiConfig | null
  /** Who translates free text (TRANSLATE_PROVIDER…); 'offline' means the offline part only. */
  translate: TranslationConfig
  stripe: StripeConfig | null
  smtp: SmtpConfig | null
  social: SocialConfig
  pdf: PdfConfig
  /** Threads for CPU-heavy requests (import, evaluation; cloud/src/workers/pool.ts). */
  workThreads: number
  /**
   * Every rate limit's budget multiplied by this (RATE_LIMIT_SCALE, default 1): for test and
   * load-test installations where all traffic comes from one address.
   */
  rateLimitScale: number
  /** The public site's operator facts, social profile and analytics (SITE_*, ANALYTICS_*). */
  site: SiteSettings
  /**
   * Who runs this site, for the Organization of the pages' structured data: taken from the
   * imprint's SITE_OPERATOR_* and SITE_SOCIAL_URL (one source for both); null when not
   * configured, and then no Organization is claimed at all.
   */
  operator: OperatorConfig | null
}

export interface OperatorConfig {
  name: string
  email: string | null
  /** Profiles of the operator elsewhere (schema.org sameAs). */
  socialUrls: string[]
}

export interface SiteSettings {
  operator: SiteOperator | null
  socialUrl: string | null
  analytics: { endpoint: string; domain: string } | null
}

/** The configuration the app runs with: the auth secret is always known. */
export type Config = Omit<EnvConfig, 'authSecret'> & { authSecret: string }

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The cloud cannot start because of its configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    this.name = 'ConfigError'
  }
}

// An empty variable (`FOO=` in a compose file) means "not set", never "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const quoted = (input: unknown) => `'${String(input)}'`

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .refine((v) => /^\s*\d+\s*$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: (issue) =>
        `${name} must be a whole number from ${min} to ${max}, got ${quoted(issue.input)}`,
    })
    .transform((v) => Number(v))

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

function isOrigin(value: string): boolean {
  if (!isHttpUrl(value)) return false
  const url = new URL(value)
  return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash
}

const httpUrl = (name: string) =>
  z.string().refine((v) => isHttpUrl(v.trim()), {
    error: (issue) => `${name} must be an http(s) URL, got ${quoted(issue.input)}`,
  })

const origin = (name: string) =>
  z
    .string()
    .refine((v) => isOrigin(v.trim()), {
      error: (issue) =>
        `${name} must be an http(s) URL without a path, such as https://vitae.example.com, got ${quoted(issue.input)}`,
    })
    .transform((v) => new URL(v.trim()).origin)

const text = () => z.string().transform((v) => v.trim())

const envSchema = z.object({
  PORT: optional(wholeNumber('PORT', 1, 65535)),
  HOST: optional(text()),
  PUBLIC_URL: optional(origin('PUBLIC_URL')),
  DATA_DIR: optional(text()),
  DATABASE_URL: optional(
    z.string().refine((v) => /^postgres(ql)?:\/\/.+/.test(v.trim()), {
      // The URL may hold a password, so only its scheme is echoed.
      error: (issue) =>
        `DATABASE_URL must be a postgres:// or postgresql:// URL, got one starting with ${quoted(String(issue.input).split(':')[0])}`,
    }),
  ),
  AUTH_SECRET: optional(
    z.string().refine((v) => v.trim().length >= AUTH_SECRET_MIN_LENGTH, {
      // Never echo a secret; its length is enough to act on.
      error: (issue) =>
        `AUTH_SECRET must be at least ${AUTH_SECRET_MIN_LENGTH} characters long, got ${String(issue.input).trim().length}; generate one with: openssl rand -hex 32`,
    }),
  ),
  TRUSTED_ORIGINS: optional(z.string()),
  WEB_DIST_DIR: optional(text()),
  LOG_LEVEL: optional(
    z.string().refine((v) => (LOG_LEVELS as readonly string[]).includes(v.trim().toLowerCase()), {
      error: (issue) =>
        `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${quoted(issue.input)}`,
    }),
  ),
  TRUST_PROXY: optional(
    z.string().refine((v) => ['true', 'false', '1', '0'].includes(v.trim().toLowerCase()), {
      error: (issue) => `TRUST_PROXY must be true or false, got ${quoted(issue.input)}`,
    }),
  ),
  AI_BASE_URL: optional(httpUrl('AI_BASE_URL')),
  AI_API_KEY: optional(text()),
  AI_MODEL: optional(text()),
  TRANSLATE_PROVIDER: optional(text()),
  LIBRETRANSLATE_URL: optional(httpUrl('LIBRETRANSLATE_URL')),
  LIBRETRANSLATE_API_KEY: optional(text()),
  STRIPE_SECRET_KEY: optional(
    z.string().refine((v) => /^(sk|rk)_(test|live)_\S+$/.test(v.trim()), {
      error: () =>
        'STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_test_ or sk_live_',
    }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().refine((v) => /^whsec_\S+$/.test(v.trim()), {
      error: () => 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret starting with whsec_',
    }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().refine((v) => /^pk_(test|live)_\S+$/.test(v.trim()), {
      error: (issue) =>
        `STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_, got ${quoted(issue.input)}`,
    }),
  ),
  STRIPE_API_URL: optional(httpUrl('STRIPE_API_URL')),
  CHROMIUM_PATH: optional(text()),
  PDF_RENDERERS: optional(wholeNumber('PDF_RENDERERS', 1, 16)),
  WORK_THREADS: optional(wholeNumber('WORK_THREADS', 1, 16)),
  RATE_LIMIT_SCALE: optional(wholeNumber('RATE_LIMIT_SCALE', 1, 1000)),
  SITE_OPERATOR_NAME: optional(text()),
  SITE_OPERATOR_ADDRESS: optional(text()),
  SITE_OPERATOR_EMAIL: optional(
    z.string().refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()), {
      error: (issue) => `SITE_OPERATOR_EMAIL must be an e-mail address, got ${quoted(issue.input)}`,
    }),
  ),
  SITE_OPERATOR_PHONE: optional(text()),
  SITE_OPERATOR_REPRESENTATIVE: optional(text()),
  SITE_OPERATOR_REGISTER: optional(text()),
  SITE_OPERATOR_VAT_ID: optional(text()),
  SITE_SOCIAL_URL: optional(httpUrl('SITE_SOCIAL_URL')),
  ANALYTICS_URL: optional(httpUrl('ANALYTICS_URL')),
  ANALYTICS_DOMAIN: optional(text()),
  GOOGLE_CLIENT_ID: optional(text()),
  GOOGLE_CLIENT_SECRET: optional(text()),
  GITHUB_CLIENT_ID: optional(text()),
  GITHUB_CLIENT_SECRET: optional(text()),
  OAUTH_ISSUER_OVERRIDE: optional(httpUrl('OAUTH_ISSUER_OVERRIDE')),
  SMTP_HOST: optional(text()),
  SMTP_PORT: optional(wholeNumber('SMTP_PORT', 1, 65535)),
  SMTP_USER: optional(text()),
  SMTP_PASSWORD: optional(z.string()),
  SMTP_FROM: optional(
    z
      .string()
      .refine((v) => /^([^<>]*<\s*)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+(\s*>)?$/.test(v.trim()), {
        error: (issue) =>
          `SMTP_FROM must be an e-mail address, optionally with a name ("Vitae <hello@example.com>"), got ${quoted(issue.input)}`,
      }),
  ),
})
type Env = z.output<typeof envSchema>

/** Names of a group that are set, and those that are missing. */
function split<K extends keyof Env>(env: Env, names: readonly K[]) {
  return {
    set: names.filter((n) => env[n] !== undefined),
    missing: names.filter((n) => env[n] === undefined),
  }
}

function allOrNothing(
  env: Env,
  names: readonly (keyof Env)[],
  purpose: string,
  problems: string[],
) {
  const { set, missing } = split(env, names)
  if (set.length > 0 && missing.length > 0) {
    problems.push(
      `${names.join(', ')} go together (${purpose}): set all of them or none; missing ${missing.join(', ')}`,
    )
  }
  return set.length === names.length
}

function parseTrustedOrigins(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return []
  const origins: string[] = []
  for (const entry of raw.split(',').map((e) => e.trim())) {
    if (entry === '') continue
    if (!isOrigin(entry)) {
      problems.push(
        `TRUSTED_ORIGINS must be a comma-separated list of http(s) origins such as http://localhost:5173, got ${quoted(entry)}`,
      )
      continue
    }
    origins.push(new URL(entry).origin)
  }
  return origins
}

/** Reads the environment into a typed configuration; throws ConfigError listing every problem. */
export function parseConfig(
  environment: Record<string, string | undefined>,
  cwd = process.cwd(),
): EnvConfig {
  const result = envSchema.safeParse(environment)
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message))
  const env = result.data
  const problems: string[] = []

  const port = env.PORT ?? 8787
  const databaseUrl = env.DATABASE_URL?.trim() ?? null
  if (databaseUrl && env.AUTH_SECRET === undefined) {
    problems.push(
      'AUTH_SECRET is required when DATABASE_URL is set, because every cloud process must sign sessions with the same secret; generate one with: openssl rand -hex 32',
    )
  }
  const trustedOrigins = parseTrustedOrigins(env.TRUSTED_ORIGINS, problems)

  const hasAi = allOrNothing(
    env,
    ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'],
    'the AI provider',
    problems,
  )
  // The same rules as `cv translate` (src/shared/translate/config.ts).
  const translation = resolveTranslationConfig({
    requested: env.TRANSLATE_PROVIDER,
    aiConfigured: hasAi,
    libreTranslateUrl: env.LIBRETRANSLATE_URL,
    libreTranslateApiKey: env.LIBRETRANSLATE_API_KEY,
  })
  problems.push(...translation.problems)
  const hasStripe = allOrNothing(
    env,
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'],
    'payments',
    problems,
  )
  const hasGoogle = allOrNothing(
    env,
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    'sign-in with Google',
    problems,
  )
  const hasGithub = allOrNothing(
    env,
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    'sign-in with GitHub',
    problems,
  )
  if (env.OAUTH_ISSUER_OVERRIDE !== undefined && !hasGoogle && !hasGithub) {
    problems.push(
      'OAUTH_ISSUER_OVERRIDE replaces the Google and GitHub sign-in servers, so it needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET or GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET',
    )
  }
  const smtp = split(env, ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM'])
  if (smtp.set.length > 0) {
    if (env.SMTP_HOST === undefined || env.SMTP_FROM === undefined) {
      problems.push(
        `SMTP_HOST and SMTP_FROM are both needed to send e-mail; missing ${[env.SMTP_HOST === undefined ? 'SMTP_HOST' : '', env.SMTP_FROM === undefined ? 'SMTP_FROM' : ''].filter(Boolean).join(', ')}`,
      )
    }
    if ((env.SMTP_USER === undefined) !== (env.SMTP_PASSWORD === undefined)) {
      problems.push(
        'SMTP_USER and SMTP_PASSWORD go together: set both to sign in to the mail server, or neither',
      )
    }
  }
  const hasOperator = allOrNothing(
    env,
    ['SITE_OPERATOR_NAME', 'SITE_OPERATOR_ADDRESS', 'SITE_OPERATOR_EMAIL'],
    'the imprint names who operates the service',
    problems,
  )
  const hasAnalytics = allOrNothing(
    env,
    ['ANALYTICS_URL', 'ANALYTICS_DOMAIN'],
    'privacy-friendly analytics',
    problems,
  )
  if (problems.length > 0) throw new ConfigError(problems)

  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl,
    authSecret: env.AUTH_SECRET?.trim() ?? null,
    trustedOrigins,
    webDistDir: resolve(cwd, env.WEB_DIST_DIR ?? 'dist/web'),
    logLevel: (env.LOG_LEVEL?.trim().toLowerCase() as LogLevel | undefined) ?? 'info',
    trustProxy: ['true', '1'].includes(env.TRUST_PROXY?.trim().toLowerCase() ?? ''),
    ai: hasAi
      ? { baseUrl: env.AI_BASE_URL!.trim(), apiKey: env.AI_API_KEY!, model: env.AI_MODEL! }
      : null,
    translate: translation.config,
    stripe: hasStripe
      ? {
          secretKey: env.STRIPE_SECRET_KEY!.trim(),
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!.trim(),
          apiUrl: env.STRIPE_API_URL?.trim() ?? null,
        }
      : null,
    social: {
      google: hasGoogle
        ? { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! }
        : null,
      github: hasGithub
        ? { clientId: env.GITHUB_CLIENT_ID!, clientSecret: env.GITHUB_CLIENT_SECRET! }
        : null,
      issuerOverride: env.OAUTH_ISSUER_OVERRIDE?.trim().replace(/\/+$/, '') ?? null,
    },
    pdf: {
      chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      renderers: env.PDF_RENDERERS ?? 2,
    },
    workThreads: env.WORK_THREADS ?? defaultWorkThreads(),
    rateLimitScale: env.RATE_LIMIT_SCALE ?? 1,
    site: {
      operator: hasOperator
        ? {
            name: env.SITE_OPERATOR_NAME!,
            // Lines of the address are separated by '|' or a new line.
            address: env.SITE_OPERATOR_ADDRESS!.split(/\s*[|\n]\s*/).filter((line) => line !== ''),
            email: env.SITE_OPERATOR_EMAIL!.trim(),
            phone: env.SITE_OPERATOR_PHONE ?? null,
            representative: env.SITE_OPERATOR_REPRESENTATIVE ?? null,
            register: env.SITE_OPERATOR_REGISTER ?? null,
            vatId: env.SITE_OPERATOR_VAT_ID ?? null,
          }
        : null,
      socialUrl: env.SITE_SOCIAL_URL?.trim() ?? null,
      analytics: hasAnalytics
        ? { endpoint: env.ANALYTICS_URL!.trim(), domain: env.ANALYTICS_DOMAIN! }
        : null,
    },
    operator: hasOperator
      ? {
          name: env.SITE_OPERATOR_NAME!,
          email: env.SITE_OPERATOR_EMAIL!.trim(),
          socialUrls: env.SITE_SOCIAL_URL ? [env.SITE_SOCIAL_URL.trim()] : [],
        }
      : null,
    smtp:
      env.SMTP_HOST !== undefined && env.SMTP_FROM !== undefined
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT ?? 587,
            auth:
              env.SMTP_USER !== undefined && env.SMTP_PASSWORD !== undefined
                ? { user: env.SMTP_USER, password: env.SMTP_PASSWORD }
                : null,
            from: env.SMTP_FROM.trim(),
          }
        : null,
  }
}

/**
 * With SQLite and no AUTH_SECRET, one secret is generated on first start and kept in
 * DATA_DIR/auth-secret (readable by the owner only), so sessions survive restarts.
 */
export function resolveAuthSecret(config: EnvConfig): Config {
  if (config.authSecret) return { ...config, authSecret: config.authSecret }
  mkdirSync(config.dataDir, { recursive: true })
  const file = join(config.dataDir, AUTH_SECRET_FILE)
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length < AUTH_SECRET_MIN_LENGTH) {
      throw new ConfigError([
        `${file} holds a secret shorter than ${AUTH_SECRET_MIN_LENGTH} characters; delete the file to generate a new one (this signs everyone out) or set AUTH_SECRET`,
      ])
    }
    return { ...config, authSecret: stored }
  }
  const secret = randomBytes(32).toString('hex')
  try {
    // 'wx' fails if another process created the file meanwhile; its secret then wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveAuthSecret(config)
    throw error
  }
  chmodSync(file, 0o600)
  return { ...config, authSecret: secret }
}

/** parseConfig + resolveAuthSecret: what the server runs with. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  return resolveAuthSecret(parseConfig(environment))
}
