import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseConfig } from './config'

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected the configuration to be rejected')
}

const SECRET = 'x'.repeat(40)

describe('parseConfig', () => {
  it('starts with documented defaults when nothing is set', () => {
    const config = parseConfig({}, '/srv/vitae')
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8787',
      dataDir: '/srv/vitae/data',
      databaseUrl: null,
      authSecret: null,
      trustedOrigins: [],
      webDistDir: '/srv/vitae/dist/web',
      logLevel: 'info',
      trustProxy: false,
      ai: null,
      translate: { provider: 'offline', libreTranslate: null },
      stripe: null,
      smtp: null,
      social: { google: null, github: null, issuerOverride: null },
      pdf: { chromiumPath: '/usr/bin/chromium', renderers: 2 },
    })
  })

  it('scales every rate limit by RATE_LIMIT_SCALE, 1 unless set, and refuses 0', () => {
    expect(parseConfig({}).rateLimitScale).toBe(1)
    expect(parseConfig({ RATE_LIMIT_SCALE: '10' }).rateLimitScale).toBe(10)
    expect(() => parseConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/)
  })

  it('turns each social sign-in provider on with its client id and secret, and explains what is missing', () => {
    const config = parseConfig({
      GOOGLE_CLIENT_ID: ' g-id ',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      OAUTH_ISSUER_OVERRIDE: 'http://127.0.0.1:9000/',
    })
    expect(config.social).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret' },
      github: null,
      issuerOverride: 'http://127.0.0.1:9000',
    })
    expect(() => parseConfig({ GITHUB_CLIENT_ID: 'id' })).toThrow(
      /GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET go together \(sign-in with GitHub\).*missing GITHUB_CLIENT_SECRET/,
    )
    expect(() => parseConfig({ OAUTH_ISSUER_OVERRIDE: 'http://127.0.0.1:9000' })).toThrow(
      /OAUTH_ISSUER_OVERRIDE .* needs GOOGLE_CLIENT_ID/,
    )
    expect(() =>
      parseConfig({
        GITHUB_CLIENT_ID: 'id',
        GITHUB_CLIENT_SECRET: 's',
        OAUTH_ISSUER_OVERRIDE: 'ftp://x',
      }),
    ).toThrow(/OAUTH_ISSUER_OVERRIDE must be an http\(s\) URL, got 'ftp:\/\/x'/)
  })

  it('chooses the translation provider and explains what it lacks', () => {
    const ai = { AI_BASE_URL: 'http://llm.local/v1', AI_API_KEY: 'k', AI_MODEL: 'm' }
    expect(parseConfig(ai).translate.provider).toBe('llm')
    expect(
      parseConfig({
        TRANSLATE_PROVIDER: 'libretranslate',
        LIBRETRANSLATE_URL: 'http://lt:5000',
        LIBRETRANSLATE_API_KEY: 'lk',
      }).translate,
    ).toEqual({
      provider: 'libretranslate',
      libreTranslate: { url: 'http://lt:5000', apiKey: 'lk' },
    })
    expect(parseConfig({ ...ai, TRANSLATE_PROVIDER: 'offline' }).translate.provider).toBe('offline')
    expect(problemsOf({ TRANSLATE_PROVIDER: 'llm' })).toEqual([
      'TRANSLATE_PROVIDER=llm needs the AI provider: set AI_BASE_URL, AI_API_KEY and AI_MODEL',
    ])
    expect(problemsOf({ TRANSLATE_PROVIDER: 'libretranslate' })[0]).toContain(
      'needs LIBRETRANSLATE_URL',
    )
    expect(problemsOf({ LIBRETRANSLATE_URL: 'lt:5000' })).toEqual([
      "LIBRETRANSLATE_URL must be an http(s) URL, got 'lt:5000'",
    ])
    expect(problemsOf({ TRANSLATE_PROVIDER: 'google' })[0]).toContain(
      'must be one of llm, libretranslate, offline',
    )
  })

  it('reads the PDF renderer settings and refuses a bad renderer count', () => {
    expect(parseConfig({ CHROMIUM_PATH: '/opt/chrome', PDF_RENDERERS: '4' }).pdf).toEqual({
      chromiumPath: '/opt/chrome',
      renderers: 4,
    })
    expect(() => parseConfig({ PDF_RENDERERS: '0' })).toThrow(
      "PDF_RENDERERS must be a whole number from 1 to 16, got '0'",
    )
  })

  it('derives PUBLIC_URL from PORT and treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '9000', HOST: '', PUBLIC_URL: '' }).publicUrl).toBe(
      'http://localhost:9000',
    )
  })

  it('names the variable and the bad value for a bad port', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      "PORT must be a whole number from 1 to 65535, got 'abc'",
    ])
    expect(problemsOf({ PORT: '70000' })).toEqual([
      "PORT must be a whole number from 1 to 65535, got '70000'",
    ])
  })

  it('reports every bad value at once, one message each', () => {
    const problems = problemsOf({
      PORT: '0',
      PUBLIC_URL: 'ftp://x',
      LOG_LEVEL: 'loud',
      SMTP_PORT: '-1',
    })
    expect(problems).toHaveLength(4)
    expect(problems).toContain(
      "PUBLIC_URL must be an http(s) URL without a path, such as https://vitae.example.com, got 'ftp://x'",
    )
    expect(problems).toContain(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    )
  })

  it('normalises PUBLIC_URL and TRUSTED_ORIGINS to origins', () => {
    const config = parseConfig({
      PUBLIC_URL: 'https://vitae.example.com/',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://app.example.com',
    })
    expect(config.publicUrl).toBe('https://vitae.example.com')
    expect(config.trustedOrigins).toEqual(['http://localhost:5173', 'https://app.example.com'])
    expect(problemsOf({ TRUSTED_ORIGINS: 'localhost:5173' })[0]).toMatch(/^TRUSTED_ORIGINS must be/)
  })

  it('requires a shared AUTH_SECRET with PostgreSQL and never echoes secrets', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://u:p@db/vitae' })[0]).toMatch(
      /^AUTH_SECRET is required when DATABASE_URL is set/,
    )
    const short = problemsOf({ AUTH_SECRET: 'hunter2' })
    expect(short[0]).toMatch(/^AUTH_SECRET must be at least 32 characters long, got 7/)
    expect(short[0]).not.toContain('hunter2')
    const badUrl = problemsOf({ DATABASE_URL: 'mysql://root:topsecret@db/x', AUTH_SECRET: SECRET })
    expect(badUrl[0]).toMatch(/^DATABASE_URL must be a postgres/)
    expect(badUrl[0]).not.toContain('topsecret')
    expect(
      parseConfig({ DATABASE_URL: 'postgresql://db/vitae', AUTH_SECRET: SECRET }).databaseUrl,
    ).toBe('postgresql://db/vitae')
  })

  it('checks the AI, payment and e-mail groups as groups', () => {
    expect(problemsOf({ AI_API_KEY: 'key' })).toEqual([
      'AI_BASE_URL, AI_API_KEY, AI_MODEL go together (the AI provider): set all of them or none; missing AI_BASE_URL, AI_MODEL',
    ])
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })[0]).toMatch(
      /missing STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET$/,
    )
    expect(problemsOf({ SMTP_HOST: 'mail.example.com' })).toEqual([
      'SMTP_HOST and SMTP_FROM are both needed to send e-mail; missing SMTP_FROM',
    ])
    expect(problemsOf({ SMTP_HOST: 'mail', SMTP_FROM: 'a@b.co', SMTP_USER: 'me' })).toEqual([
      'SMTP_USER and SMTP_PASSWORD go together: set both to sign in to the mail server, or neither',
    ])
    const config = parseConfig({
      AI_BASE_URL: 'https://api.example.com/v1',
      AI_API_KEY: 'key',
      AI_MODEL: 'model-1',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      SMTP_HOST: 'mail.example.com',
      SMTP_FROM: 'Vitae <hello@example.com>',
    })
    expect(config.ai).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'key',
      model: 'model-1',
    })
    expect(config.stripe?.publishableKey).toBe('pk_test_1')
    expect(config.smtp).toEqual({
      host: 'mail.example.com',
      port: 587,
      auth: null,
      from: 'Vitae <hello@example.com>',
    })
  })
})

describe('loadConfig', () => {
  let dir = ''
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('generates the SQLite auth secret once, readable by the owner only, and reuses it', () => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-config-'))
    const dataDir = join(dir, 'data')
    const first = loadConfig({ DATA_DIR: dataDir })
    expect(first.authSecret).toMatch(/^[0-9a-f]{64}$/)
    const file = join(dataDir, 'auth-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret)
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret)
  })

  it('prefers AUTH_SECRET and refuses a truncated secret file', () => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-config-'))
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: SECRET }).authSecret).toBe(SECRET)
    writeFileSync(join(dir, 'auth-secret'), 'short')
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/holds a secret shorter than 32 characters/)
  })
})
