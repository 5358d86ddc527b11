// Every gate of the roles table (spec 000 §6, 001 §6) for visitor / Free / Onhold / Premium /
// billing off: through the module for each action, and over HTTP for the routes that exist.
import type { ApiErrorBody, CreateLibraryEntryResponse, PlanResponse } from '@shared/api'
import type { EntitlementAction, GateContext } from '@shared/plans'
import { createResume } from '@shared/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { TestClient } from '../test/client'
import { setAccountStatus, signUpUser, type TestUser } from '../test/factories'
import { createTestServer, type TestServer } from '../test/server'

let billed: TestServer
let unbilled: TestServer

beforeAll(async () => {
  const rateLimits = { signUp: { max: 1000, windowSeconds: 60 } }
  billed = await createTestServer({ billing: true, rateLimits })
  unbilled = await createTestServer({ billing: false, rateLimits })
})
afterAll(async () => {
  await billed?.close()
  await unbilled?.close()
})

type Role = 'visitor' | 'Free' | 'Onhold' | 'Premium' | 'billing off'
const ROLES: Role[] = ['visitor', 'Free', 'Onhold', 'Premium', 'billing off']

async function subjectFor(role: Role): Promise<{ server: TestServer; user: TestUser | null }> {
  if (role === 'visitor') return { server: billed, user: null }
  if (role === 'billing off') return { server: unbilled, user: await signUpUser(unbilled) }
  const user = await signUpUser(billed)
  if (role !== 'Free') await setAccountStatus(billed, user, role)
  return { server: billed, user }
}

async function answer(
  server: TestServer,
  user: TestUser | null,
  action: EntitlementAction,
  context: GateContext = {},
): Promise<string> {
  try {
    await server.entitlements.check(user ? { id: user.user.uid } : null, action, context)
    return 'allowed'
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.id}`
    throw error
  }
}

const UPGRADE = '402 premium_required'
const LOGIN = '401 unauthenticated'

// [action, context, visitor, Free, Onhold, Premium, billing off]
const TABLE: [string, EntitlementAction, GateContext, string, string, string, string, string][] = [
  [
    'first resume',
    'createResume',
    { resumeCount: 0 },
    LOGIN,
    'allowed',
    'allowed',
    'allowed',
    'allowed',
  ],
  [
    'second resume',
    'createResume',
    { resumeCount: 1 },
    LOGIN,
    UPGRADE,
    UPGRADE,
    'allowed',
    'allowed',
  ],
  [
    'eleventh resume',
    'createResume',
    { resumeCount: 10 },
    LOGIN,
    UPGRADE,
    UPGRADE,
    '409 resume_limit_reached',
    '409 resume_limit_reached',
  ],
  [
    'first resume usable',
    'useResume',
    { resumeIndex: 0 },
    LOGIN,
    'allowed',
    'allowed',
    'allowed',
    'allowed',
  ],
  [
    'second resume locked',
    'useResume',
    { resumeIndex: 1 },
    LOGIN,
    UPGRADE,
    UPGRADE,
    'allowed',
    'allowed',
  ],
  [
    'Free template',
    'template',
    { template: 'Classic' },
    LOGIN,
    'allowed',
    'allowed',
    'allowed',
    'allowed',
  ],
  [
    'other template',
    'template',
    { template: 'Fancy' },
    LOGIN,
    UPGRADE,
    UPGRADE,
    'allowed',
    'allowed',
  ],
  [
    'Free colour',
    'colour',
    { template: 'Business', colour: '#1F3A5F' },
    LOGIN,
    'allowed',
    'allowed',
    'allowed',
    'allowed',
  ],
  [
    'custom colour',
    'colour',
    { template: 'Business', colour: '#123456' },
    LOGIN,
    UPGRADE,
    UPGRADE,
    'allowed',
    'allowed',
  ],
  ['download', 'download', {}, LOGIN, UPGRADE, UPGRADE, 'allowed', 'allowed'],
  [
    'import into an empty library',
    'import',
    { resumeCount: 0 },
    LOGIN,
    'allowed',
    'allowed',
    'allowed',
    'allowed',
  ],
  [
    'import with one resume',
    'import',
    { resumeCount: 1 },
    LOGIN,
    UPGRADE,
    UPGRADE,
    'allowed',
    'allowed',
  ],
  [
    'import at ten resumes',
    'import',
    { resumeCount: 10 },
    LOGIN,
    UPGRADE,
    UPGRADE,
    '409 resume_limit_reached',
    '409 resume_limit_reached',
  ],
  [
    'detailed evaluation',
    'detailedEvaluation',
    {},
    LOGIN,
    'allowed',
    'allowed',
    'allowed',
    'allowed',
  ],
  ['inline enhance', 'enhance', {}, LOGIN, 'allowed', 'allowed', 'allowed', 'allowed'],
  ['translate', 'translate', {}, LOGIN, UPGRADE, UPGRADE, 'allowed', 'allowed'],
  ['guided step 2', 'guidedStep', { step: 2 }, LOGIN, 'allowed', 'allowed', 'allowed', 'allowed'],
  ['guided step 3', 'guidedStep', { step: 3 }, LOGIN, UPGRADE, UPGRADE, 'allowed', 'allowed'],
]

describe('the roles table, through the entitlements module', () => {
  // One account per role (checks spend nothing), made once: sign-up hashes a password.
  const subjects = new Map<Role, Promise<{ server: TestServer; user: TestUser | null }>>()
  const subject = (role: Role) => {
    if (!subjects.has(role)) subjects.set(role, subjectFor(role))
    return subjects.get(role)!
  }

  it.each(TABLE)('%s', async (_name, action, context, ...expected) => {
    const got: string[] = []
    for (const role of ROLES) {
      const { server, user } = await subject(role)
      got.push(await answer(server, user, action, context))
    }
    expect(got).toEqual(expected)
  })
})

describe('the roles table, over HTTP', () => {
  const create = (user: TestUser, cvData?: unknown) =>
    user.client.post<CreateLibraryEntryResponse & ApiErrorBody>(
      '/api/libraryEntry',
      cvData === undefined ? {} : { cvData },
    )

  it('a visitor is asked to sign in to create a resume', async () => {
    const response = await new TestClient(billed.url).post<ApiErrorBody>('/api/libraryEntry', {})
    expect(response.status).toBe(401)
  })

  it('Free: one resume, Free templates only; the upgrade prompt says why', async () => {
    const { user } = await subjectFor('Free')
    expect((await create(user!, { ...createResume(), selectedTemplate: 'Fancy' })).status).toBe(402)
    expect((await create(user!)).status).toBe(201)
    const second = await create(user!)
    expect(second.status).toBe(402)
    expect(second.body.error).toMatchObject({ id: 'premium_required' })
    expect(second.body.error.message).toMatch(/one resume.*Upgrade to Premium/)
  })

  it('Free after Premium: only the first resume saves, its look kept; the others are locked', async () => {
    const { user } = await subjectFor('Premium')
    const first = (await create(user!, { ...createResume(), selectedTemplate: 'Fancy' })).body
      .result.id
    const second = (await create(user!)).body.result.id
    await setAccountStatus(billed, user!, 'Free')
    const revisions = new Map<string, number>()
    const save = async (id: string, cvData: unknown) => {
      const response = await user!.client.put<ApiErrorBody>('/api/libraryEntry', {
        id,
        cvData,
        baseRevision: revisions.get(id) ?? 1,
      })
      const saved = response.body as unknown as { result?: { revision: number } }
      if (response.status === 200 && saved.result) revisions.set(id, saved.result.revision)
      return response
    }
    const fancy = { ...createResume(), selectedTemplate: 'Fancy', resumeName: 'Mine' }
    expect((await save(first, fancy)).status).toBe(200)
    const locked = await save(second, createResume())
    expect(locked.status).toBe(402)
    expect(locked.body.error.message).toMatch(/only the first/)
    // Switching the first resume's colour to a custom one is refused; the stored one is kept.
    expect((await save(first, { ...fancy, resumeColor: '#123456' })).status).toBe(402)
  })

  it('Premium: ten resumes, then 409 with the reason', async () => {
    const { user } = await subjectFor('Premium')
    for (let i = 0; i < 10; i += 1) expect((await create(user!)).status).toBe(201)
    const eleventh = await create(user!)
    expect(eleventh.status).toBe(409)
    expect(eleventh.body.error.id).toBe('resume_limit_reached')
  })

  it('GET /api/plan says whether billing is on and what the user has left', async () => {
    const visitor = await new TestClient(billed.url).get<PlanResponse>('/api/plan')
    expect(visitor.body).toEqual({ billingEnabled: true, plan: null })
    const { user } = await subjectFor('billing off')
    const off = await user!.client.get<PlanResponse>('/api/plan')
    expect(off.body.billingEnabled).toBe(false)
    expect(off.body.plan).toMatchObject({ effectivePlan: 'premium_monthly', tier: 'premium' })
    expect(off.body.plan?.credits.enhance).toEqual({
      kind: 'enhance',
      remaining: 200,
      allowance: 200,
    })
    const { user: free } = await subjectFor('Free')
    const mine = await free!.client.get<PlanResponse>('/api/plan')
    expect(mine.body.plan?.credits.evaluation).toEqual({
      kind: 'evaluation',
      remaining: 3,
      allowance: 3,
    })
    expect(mine.body.plan?.credits.download).toEqual({
      kind: 'download',
      remaining: 0,
      allowance: 0,
    })
  })
})
