import { describe, expect, it } from 'vitest'
import viteWebConfig, { DEV_CLOUD_URL } from '../../../vite.web.config'
import { pathParamNames } from './request'
import { apiRoutes } from './routes'
import { declaredPaths, devProxy, isServerPath, serverPathPrefixes } from './server-paths'

/** What Vite does with a proxy key (createProxyContextMatcher): ^… is a RegExp, else a prefix. */
function proxied(proxy: Record<string, unknown>, url: string): boolean {
  return Object.keys(proxy).some((key) =>
    key.startsWith('^') ? new RegExp(key).test(url) : url.startsWith(key),
  )
}

/** A concrete URL for a declared path: parameters and wildcards filled in. */
function example(path: string): string {
  let url = path.replace(/\*\w+$/, 'sign-in/email')
  for (const name of pathParamNames(path)) url = url.replace(`:${name}`, 'x1')
  return url
}

const CLIENT_ROUTES = ['/', '/library', '/de/library', '/cv-creation/42', '/tr/cv-evaluation', '/x']

describe('the dev proxy (npm run dev)', () => {
  const proxy = viteWebConfig.server?.proxy as Record<string, unknown>

  it('is the one built from the route table', () => {
    expect(proxy).toEqual(devProxy(DEV_CLOUD_URL))
  })

  it('sends every declared route to the cloud, with its query string', () => {
    for (const path of declaredPaths()) {
      expect(proxied(proxy, example(path)), path).toBe(true)
      expect(proxied(proxy, `${example(path)}?a=1`), path).toBe(true)
    }
    // The two that answered 404 under `npm run dev` before the table drove the proxy.
    expect(proxied(proxy, apiRoutes.evaluation.basic.path)).toBe(true)
    expect(proxied(proxy, apiRoutes.evaluation.detailed.path)).toBe(true)
  })

  it('leaves client routes and lookalike paths to the app', () => {
    for (const path of [...CLIENT_ROUTES, '/healthzone', '/enhancements', '/apis']) {
      expect(proxied(proxy, path), path).toBe(false)
    }
  })
})

describe('server paths', () => {
  it('are the first segments of the declared paths, /api included', () => {
    expect(serverPathPrefixes()).toEqual([
      '/api',
      '/basicEvaluation',
      '/cancel-subscription',
      '/componentsFeedbackWithScores',
      '/create-paypal-checkout-session',
      '/create-subscription',
      '/createCVFromExisting',
      '/csrf-token',
      '/cv',
      '/enhance',
      '/healthz',
    ])
  })

  it('tell the web server which paths are never the app', () => {
    expect(isServerPath('/api/anything/else')).toBe(true)
    expect(isServerPath('/enhance/Summary')).toBe(true)
    for (const path of CLIENT_ROUTES) expect(isServerPath(path), path).toBe(false)
  })
})
