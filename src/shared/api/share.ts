// Public share links (issue 19.3): the owner publishes one resume at an unguessable /r/<slug>,
// optionally behind a password (stored as a scrypt hash) and until an expiry; anyone with the link
// reads it in its template and downloads it as a PDF. Views and downloads are counted per day,
// never who made them. Turning sharing off deletes the link: it answers 404 at once. The public
// answers carry the resume and nothing about its owner (no user id, no account e-mail).
import { z } from 'zod'
import { resumeSchema } from '../resume'
import { binary, defineRoute, json } from './contract'

/** The public page of a share: `/r/<slug>`. */
export const SHARE_PAGE_PREFIX = '/r/'
export const sharePagePath = (slug: string) => `${SHARE_PAGE_PREFIX}${slug}`
/** 128 random bits, base64url: 22 characters. */
export const SHARE_SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/
export const SHARE_PASSWORD_MIN = 4
export const SHARE_PASSWORD_MAX = 200
/** Days of views and downloads the owner's chart shows. */
export const SHARE_STATS_DAYS = 30

const entryId = z.string().min(1, 'id is required.').max(200)
const slug = z.string().min(1, 'slug is required.').max(64)

/** The owner's view of a share. */
export const shareSettingsSchema = z.strictObject({
  slug: z.string(),
  /** The page's path, `/r/<slug>`; the client puts its own origin in front. */
  path: z.string(),
  hasPassword: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
  /** False (default): the page and its answers carry noindex. */
  indexable: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type ShareSettings = z.infer<typeof shareSettingsSchema>

export const updateShareInput = z.object({
  id: entryId,
  /** A new password; null removes it; absent keeps the current one. */
  password: z
    .string()
    .min(SHARE_PASSWORD_MIN, `The password needs at least ${SHARE_PASSWORD_MIN} characters.`)
    .max(SHARE_PASSWORD_MAX, `The password may have at most ${SHARE_PASSWORD_MAX} characters.`)
    .nullable()
    .optional(),
  /** When the link stops working; null = never; absent keeps the current one. */
  expiresAt: z.iso
    .datetime({ message: 'expiresAt must be an ISO date and time, e.g. 2026-12-31T23:59:59Z.' })
    .nullable()
    .optional(),
  indexable: z.boolean().optional(),
})
export type UpdateShareInput = z.input<typeof updateShareInput>

export const shareDaySchema = z.strictObject({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  views: z.number().int().min(0),
  downloads: z.number().int().min(0),
})
export type ShareDay = z.infer<typeof shareDaySchema>

export const openShareInput = z.object({
  slug,
  password: z.string().max(SHARE_PASSWORD_MAX).optional(),
})
export type OpenShareInput = z.input<typeof openShareInput>

/** What a visitor gets: the resume, or a request for the password. Nothing about the owner. */
export const openShareResponse = z.strictObject({
  result: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('resume'),
      cvData: resumeSchema,
      indexable: z.boolean(),
    }),
    z.strictObject({
      kind: z.literal('password_required'),
      /** True when a password was sent and it was wrong. */
      wrongPassword: z.boolean(),
    }),
  ]),
})
export type OpenShareResponse = z.infer<typeof openShareResponse>

const shareOfEntry = z.strictObject({ result: shareSettingsSchema.nullable() })

export const shareRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/libraryEntry/:id/share',
    summary: "The resume's share link and its settings, or null when it is not shared.",
    auth: 'session',
    input: z.object({ id: entryId }),
    response: json(shareOfEntry),
    errors: ['not_found'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/libraryEntry/:id/share',
    summary:
      'Turns sharing on (a new unguessable link) or changes its password, expiry and indexing (Premium).',
    auth: 'session',
    input: updateShareInput,
    response: json(z.strictObject({ result: shareSettingsSchema })),
    errors: ['not_found', 'premium_required'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/libraryEntry/:id/share',
    summary: 'Turns sharing off: the link answers 404 at once; its counts go with it.',
    auth: 'session',
    input: z.object({ id: entryId }),
    response: json(z.strictObject({ result: z.strictObject({ id: z.string() }) })),
    errors: ['not_found'],
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/libraryEntry/:id/share/stats',
    summary: 'Views and downloads of the share link per day, the last 30 days (UTC), oldest first.',
    auth: 'session',
    input: z.object({ id: entryId }),
    response: json(z.strictObject({ result: z.array(shareDaySchema) })),
    errors: ['not_found'],
  }),
  open: defineRoute({
    method: 'POST',
    path: '/api/share/:slug',
    summary:
      'A visitor opens a share link (counted as a view): the resume, or password_required; 404 when off, expired or unknown.',
    auth: 'public',
    rateLimit: 'share',
    input: openShareInput,
    response: json(openShareResponse),
    errors: ['not_found'],
  }),
  pdf: defineRoute({
    method: 'POST',
    path: '/api/share/:slug/pdf',
    summary: 'A visitor downloads the shared resume as a PDF (counted as a download).',
    auth: 'public',
    rateLimit: 'exportPdf',
    input: openShareInput,
    response: binary('application/pdf'),
    errors: ['not_found', 'pdf_renderer_unavailable', 'pdf_renderer_busy', 'pdf_render_timeout'],
  }),
}
