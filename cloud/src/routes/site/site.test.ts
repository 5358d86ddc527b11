import type { SiteConfig } from '@shared/api'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../config'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function siteConfig(env: Record<string, string> = {}): Promise<SiteConfig> {
  server = await createTestServer({ env })
  const response = await fetch(`${server.url}/api/site`)
  expect(response.status).toBe(200)
  return (await response.json()) as SiteConfig
}

describe('GET /api/site', () => {
  it('states no operator, no analytics and no outside service when nothing is configured', async () => {
    expect(await siteConfig()).toEqual({
      operator: null,
      socialUrl: null,
      analytics: null,
      services: { email: false, payments: false, ai: false, translation: 'offline' },
    })
  })

  it("answers the operator's own details, address lines, social profile and analytics", async () => {
    const body = await siteConfig({
      SITE_OPERATOR_NAME: 'Example Careers GmbH',
      SITE_OPERATOR_ADDRESS: 'Hauptstraße 1 | 10115 Berlin | Germany',
      SITE_OPERATOR_EMAIL: 'support@careers.example',
      SITE_OPERATOR_VAT_ID: 'DE123456789',
      SITE_SOCIAL_URL: 'https://social.example/@vitae',
      ANALYTICS_URL: 'https://stats.example/api/event',
      ANALYTICS_DOMAIN: 'vitae.example',
    })
    expect(body.operator).toEqual({
      name: 'Example Careers GmbH',
      address: ['Hauptstraße 1', '10115 Berlin', 'Germany'],
      email: 'support@careers.example',
      phone: null,
      representative: null,
      register: null,
      vatId: 'DE123456789',
    })
    expect(body.socialUrl).toBe('https://social.example/@vitae')
    expect(body.analytics).toEqual({
      endpoint: 'https://stats.example/api/event',
      domain: 'vitae.example',
    })
  })

  it('lets the page talk to the analytics origin only when one is configured', async () => {
    server = await createTestServer({
      env: { ANALYTICS_URL: 'https://stats.example/api/event', ANALYTICS_DOMAIN: 'vitae.example' },
    })
    const csp = (await fetch(`${server.url}/api/site`)).headers.get('content-security-policy')
    expect(csp).toContain("connect-src 'self' https://stats.example")
  })
})

describe('site configuration', () => {
  it('refuses a partial operator: the imprint needs name, address and e-mail together', () => {
    expect(() => parseConfig({ SITE_OPERATOR_NAME: 'Example Careers GmbH' })).toThrow(ConfigError)
    expect(() => parseConfig({ SITE_OPERATOR_NAME: 'Example Careers GmbH' })).toThrow(
      /missing SITE_OPERATOR_ADDRESS, SITE_OPERATOR_EMAIL/,
    )
  })

  it('refuses a support address that is not an e-mail address', () => {
    expect(() => parseConfig({ SITE_OPERATOR_EMAIL: 'support' })).toThrow(
      /SITE_OPERATOR_EMAIL must be an e-mail address/,
    )
  })
})
