// What the public site needs to know about this deployment (issue 17): who operates it (the
// imprint, the contact address), where its social profile is, whether a privacy-friendly
// analytics endpoint is configured, and which outside services are switched on, so the privacy
// policy states what this installation really sends. Nothing here is invented: every field comes
// from the operator's configuration (SITE_* and ANALYTICS_* variables, see the README) and is
// null when it was not set.
import { z } from 'zod'
import { defineRoute, json } from './contract'

export const siteOperatorSchema = z.strictObject({
  /** Company or person responsible for the service. */
  name: z.string().min(1),
  /** Postal address, one line per entry. */
  address: z.array(z.string().min(1)).min(1),
  email: z.string().min(3),
  phone: z.string().nullable(),
  /** Managing director or other legal representative. */
  representative: z.string().nullable(),
  /** Commercial register entry and court, as the operator states it. */
  register: z.string().nullable(),
  vatId: z.string().nullable(),
})
export type SiteOperator = z.infer<typeof siteOperatorSchema>

export const siteConfigResponse = z.strictObject({
  /** Null until the operator configures SITE_OPERATOR_NAME, _ADDRESS and _EMAIL. */
  operator: siteOperatorSchema.nullable(),
  /** The product's social profile (footer, info page); null when not configured. */
  socialUrl: z.string().nullable(),
  /**
   * A privacy-friendly analytics endpoint (Plausible-compatible event API) and the site name it
   * counts under. Null: the tracking module sends nothing at all.
   */
  analytics: z.strictObject({ endpoint: z.string(), domain: z.string() }).nullable(),
  /** Which outside services this installation uses (the privacy policy lists only these). */
  services: z.strictObject({
    email: z.boolean(),
    payments: z.boolean(),
    ai: z.boolean(),
    translation: z.enum(['offline', 'llm', 'libretranslate']),
  }),
})
export type SiteConfig = z.infer<typeof siteConfigResponse>

export const siteRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/site',
    summary:
      "The deployment's public facts: operator details for the imprint, social profile, analytics endpoint and which outside services are on.",
    auth: 'public',
    response: json(siteConfigResponse),
  }),
}
