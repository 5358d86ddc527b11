// The routes every client needs before anything else: the health check for load balancers and
// the CSRF token the web app echoes on state-changing calls (spec 000 §7, 001 §7).
import { z } from 'zod'
import { defineRoute, json } from './contract'

export const csrfTokenResponse = z.strictObject({ csrfToken: z.string().min(1) })
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponse>

export const healthResponse = z.strictObject({
  ok: z.literal(true),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
})
export type HealthResponse = z.infer<typeof healthResponse>

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/healthz',
    summary: 'Load balancers and uptime checks: 200 when the database answers, 503 when not.',
    auth: 'public',
    response: json(healthResponse),
    errors: ['database_unavailable'],
  }),
  csrfToken: defineRoute({
    method: 'GET',
    path: '/csrf-token',
    summary: 'The CSRF token for this browser (sets its httpOnly cookie on first call).',
    auth: 'public',
    response: json(csrfTokenResponse),
  }),
}
