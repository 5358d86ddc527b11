// Public share links (apiRoutes.share, issue 19.3). The owner's routes name the owner in every
// query (another user's resume answers 404); the public routes find a share by its slug only and
// answer 404 alike for an unknown slug, a link turned off, an expired one and an owner whose plan
// no longer includes share links. Visitors are counted per UTC day, never recorded.
import { randomBytes, randomUUID } from 'node:crypto'
import {
  SHARE_STATS_DAYS,
  sharePagePath,
  type apiRoutes,
  type ShareDay,
  type ShareSettings,
} from '@shared/api'
import { normalizeResume } from '@shared/resume'
import { PdfRenderError } from '@node/pdf/renderer'
import { resumeFileName } from '@shared/export'
import type { Selectable } from 'kysely'
import { hashSharePassword, verifySharePassword } from '../../commands/share-password'
import type { AppContext, AppDeps } from '../../context'
import { nowTimestamp, toBoolean, toIsoString } from '../../db/rows'
import type { ResumeSharesTable } from '../../db/schema'
import { GatewayTimeoutError, NotFoundError, ServiceUnavailableError } from '../../errors'
import { findOwnedEntry } from '../../queries/library-entries'
import { contentDisposition } from '../export/content-disposition'
import { ENTRY_NOT_FOUND } from '../library/library'
import type { GroupHandlers } from '../mount'

export const SHARE_NOT_FOUND = 'This link does not exist or is no longer shared.'

type ShareRow = Selectable<ResumeSharesTable>

/** 128 random bits as 22 base64url characters. */
export const newShareSlug = () => randomBytes(16).toString('base64url')

const utcDay = (date: Date) => date.toISOString().slice(0, 10)

function presentShare(row: ShareRow): ShareSettings {
  return {
    slug: row.slug,
    path: sharePagePath(row.slug),
    hasPassword: row.password_hash !== null,
    expiresAt: row.expires_at === null ? null : toIsoString(row.expires_at),
    indexable: toBoolean(row.indexable),
    createdAt: toIsoString(row.created_at),
  }
}

/** Search engines are kept away unless the owner opted in (header on every public answer). */
function robots(ctx: AppContext, indexable: boolean) {
  if (!indexable) ctx.set('X-Robots-Tag', 'noindex, nofollow')
  ctx.set('Cache-Control', 'no-store')
}

export function shareHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.share> {
  const { database } = deps
  /** A boolean as the database stores it (0/1 on SQLite). */
  const bool = (value: boolean) => (database.dialect === 'sqlite' ? Number(value) : value)

  async function ownedShare(uid: string, entryId: string) {
    return database.db
      .selectFrom('resume_shares')
      .selectAll()
      .where('entry_id', '=', entryId)
      .where('uid', '=', uid)
      .executeTakeFirst()
  }

  /** The live share of a slug with its resume, or 404. */
  async function liveShare(slug: string) {
    const row = await database.db
      .selectFrom('resume_shares')
      .innerJoin('library_entries', (join) =>
        join
          .onRef('library_entries.id', '=', 'resume_shares.entry_id')
          .onRef('library_entries.uid', '=', 'resume_shares.uid'),
      )
      .selectAll('resume_shares')
      .select('library_entries.cv_data')
      .where('resume_shares.slug', '=', slug)
      .executeTakeFirst()
    if (!row) throw NotFoundError(SHARE_NOT_FOUND)
    if (row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now())
      throw NotFoundError(SHARE_NOT_FOUND)
    if (!(await deps.entitlements.ownerMayShare(row.uid))) throw NotFoundError(SHARE_NOT_FOUND)
    return row
  }

  async function unlocked(row: ShareRow, password: string | undefined): Promise<boolean> {
    if (row.password_hash === null) return true
    if (password === undefined || password === '') return false
    return verifySharePassword(password, row.password_hash)
  }

  async function count(row: ShareRow, what: 'views' | 'downloads') {
    await database.db
      .insertInto('share_daily_counts')
      .values({
        share_id: row.id,
        uid: row.uid,
        day: utcDay(new Date()),
        views: what === 'views' ? 1 : 0,
        downloads: what === 'downloads' ? 1 : 0,
      })
      .onConflict((oc) =>
        oc
          .columns(['share_id', 'day'])
          .doUpdateSet((eb) => ({ [what]: eb(eb.ref(`share_daily_counts.${what}`), '+', 1) })),
      )
      .execute()
  }

  return {
    async get({ input, user }) {
      if (!(await findOwnedEntry(database, { uid: user.id, id: input.id })))
        throw NotFoundError(ENTRY_NOT_FOUND)
      const row = await ownedShare(user.id, input.id)
      return { result: row ? presentShare(row) : null }
    },

    async update({ input, user }) {
      if (!(await findOwnedEntry(database, { uid: user.id, id: input.id })))
        throw NotFoundError(ENTRY_NOT_FOUND)
      await deps.entitlements.check(user, 'shareResume')
      const now = nowTimestamp()
      const passwordHash =
        input.password === undefined
          ? undefined
          : input.password === null
            ? null
            : await hashSharePassword(input.password)
      const existing = await ownedShare(user.id, input.id)
      if (!existing) {
        await database.db
          .insertInto('resume_shares')
          .values({
            id: randomUUID(),
            uid: user.id,
            entry_id: input.id,
            slug: newShareSlug(),
            password_hash: passwordHash ?? null,
            expires_at: input.expiresAt ?? null,
            indexable: bool(input.indexable ?? false),
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('entry_id').doNothing())
          .execute()
      } else {
        await database.db
          .updateTable('resume_shares')
          .set({
            updated_at: now,
            ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
            ...(input.expiresAt !== undefined ? { expires_at: input.expiresAt } : {}),
            ...(input.indexable !== undefined ? { indexable: bool(input.indexable) } : {}),
          })
          .where('id', '=', existing.id)
          .where('uid', '=', user.id)
          .execute()
      }
      const row = await ownedShare(user.id, input.id)
      if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
      return { result: presentShare(row) }
    },

    async remove({ input, user }) {
      if (!(await findOwnedEntry(database, { uid: user.id, id: input.id })))
        throw NotFoundError(ENTRY_NOT_FOUND)
      await database.db
        .deleteFrom('resume_shares')
        .where('entry_id', '=', input.id)
        .where('uid', '=', user.id)
        .execute()
      return { result: { id: input.id } }
    },

    async stats({ input, user }) {
      if (!(await findOwnedEntry(database, { uid: user.id, id: input.id })))
        throw NotFoundError(ENTRY_NOT_FOUND)
      const share = await ownedShare(user.id, input.id)
      const today = new Date()
      const days: string[] = []
      for (let i = SHARE_STATS_DAYS - 1; i >= 0; i--)
        days.push(utcDay(new Date(today.getTime() - i * 86_400_000)))
      const rows = share
        ? await database.db
            .selectFrom('share_daily_counts')
            .select(['day', 'views', 'downloads'])
            .where('share_id', '=', share.id)
            .where('uid', '=', user.id)
            .where('day', '>=', days[0]!)
            .execute()
        : []
      const byDay = new Map(rows.map((r) => [r.day, r]))
      const result: ShareDay[] = days.map((day) => ({
        day,
        views: Number(byDay.get(day)?.views ?? 0),
        downloads: Number(byDay.get(day)?.downloads ?? 0),
      }))
      return { result }
    },

    async open({ input, ctx }) {
      const row = await liveShare(input.slug)
      const indexable = toBoolean(row.indexable)
      robots(ctx, indexable)
      if (!(await unlocked(row, input.password)))
        return {
          result: { kind: 'password_required', wrongPassword: (input.password ?? '') !== '' },
        }
      await count(row, 'views')
      const { resume } = normalizeResume(JSON.parse(row.cv_data) as unknown)
      return { result: { kind: 'resume', cvData: resume, indexable } }
    },

    async pdf({ input, ctx }) {
      const row = await liveShare(input.slug)
      robots(ctx, toBoolean(row.indexable))
      // A locked link without the right password answers like a missing one.
      if (!(await unlocked(row, input.password))) throw NotFoundError(SHARE_NOT_FOUND)
      const { resume } = normalizeResume(JSON.parse(row.cv_data) as unknown)
      try {
        const { pdf } = await deps.pdfRenderer.render({ resume, adjust: false })
        await count(row, 'downloads')
        ctx.set('Content-Disposition', contentDisposition(resumeFileName(resume.contact)))
        return pdf
      } catch (error) {
        if (!(error instanceof PdfRenderError)) throw error
        if (error.code === 'unavailable')
          throw ServiceUnavailableError(
            'pdf_renderer_unavailable',
            'PDF download is not available on this server right now; use your browser\'s "Print" instead.',
          )
        if (error.code === 'busy') throw ServiceUnavailableError('pdf_renderer_busy', error.message)
        if (error.code === 'timeout') throw GatewayTimeoutError('pdf_render_timeout', error.message)
        throw error
      }
    },
  }
}

/** What the web server puts in the head of a share page (routes/web): robots, title, description. */
export interface SharePageHead {
  /** The robots rule, as X-Robots-Tag and robots meta; null: indexable. */
  robots: string | null
  title: string
  description: string
}

type ShareLocale = 'en' | 'de' | 'tr'

/** The share page's own words in the path's language (the page itself says the rest). */
const SHARE_PAGE_TEXTS: Record<
  ShareLocale,
  { title: string; description: string; of: (name: string, jobTitle: string) => string }
> = {
  en: {
    title: 'Shared resume',
    description: 'A resume shared with Vitae.',
    of: (name, jobTitle) =>
      `The resume of ${name}${jobTitle ? ` (${jobTitle})` : ''}, shared with Vitae.`,
  },
  de: {
    title: 'Geteilter Lebenslauf',
    description: 'Ein mit Vitae geteilter Lebenslauf.',
    of: (name, jobTitle) =>
      `Der Lebenslauf von ${name}${jobTitle ? ` (${jobTitle})` : ''}, geteilt mit Vitae.`,
  },
  tr: {
    title: 'Paylaşılan özgeçmiş',
    description: 'Vitae ile paylaşılan bir özgeçmiş.',
    of: (name, jobTitle) =>
      `${name}${jobTitle ? ` (${jobTitle})` : ''} tarafından Vitae ile paylaşılan özgeçmiş.`,
  },
}

/**
 * The head of the public page /r/<slug> as the web server serves it (its HTML is the app shell,
 * which the page renders into): noindex unless the link is live, its owner's plan still shares
 * and the owner opted in. Only such a link without a password names the person, in the title and
 * the description; every other one says no more than "shared resume".
 */
export function sharePageHead(deps: Pick<AppDeps, 'database' | 'entitlements'>) {
  return async (path: string): Promise<SharePageHead | null> => {
    const match = /^(?:\/(de|tr))?\/r\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path)
    if (!match) return null
    const texts = SHARE_PAGE_TEXTS[(match[1] as ShareLocale | undefined) ?? 'en']
    const generic: SharePageHead = {
      robots: 'noindex, nofollow',
      title: `${texts.title} · Vitae`,
      description: texts.description,
    }
    const row = await deps.database.db
      .selectFrom('resume_shares')
      .innerJoin('library_entries', (join) =>
        join
          .onRef('library_entries.id', '=', 'resume_shares.entry_id')
          .onRef('library_entries.uid', '=', 'resume_shares.uid'),
      )
      .select([
        'resume_shares.uid',
        'resume_shares.indexable',
        'resume_shares.expires_at',
        'resume_shares.password_hash',
        'library_entries.cv_data',
      ])
      .where('resume_shares.slug', '=', match[2]!)
      .executeTakeFirst()
    const live =
      row !== undefined &&
      (row.expires_at === null || new Date(row.expires_at).getTime() > Date.now()) &&
      (await deps.entitlements.ownerMayShare(row.uid))
    if (!live || !toBoolean(row.indexable)) return generic
    if (row.password_hash !== null) return { ...generic, robots: null }
    const { contact } = normalizeResume(JSON.parse(row.cv_data) as unknown).resume
    const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim()
    if (!name) return { ...generic, robots: null }
    return {
      robots: null,
      title: `${name} · Vitae`,
      description: texts.of(name, contact.jobTitle?.trim() ?? ''),
    }
  }
}
