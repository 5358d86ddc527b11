// Small factories for the API tests: a signed-up user with their own client, and a resume in
// their library.
import { randomUUID } from 'node:crypto'
import type {
  AccountStatus,
  CreateLibraryEntryResponse,
  SessionResponse,
  SignUpInput,
  UserDetails,
} from '@shared/api'
import type { CreditKind } from '@shared/plans'
import { TestClient } from './client'
import type { TestServer } from './server'

export interface TestUser {
  client: TestClient
  user: UserDetails
  email: string
  password: string
}

export async function signUpUser(
  server: Pick<TestServer, 'url'>,
  overrides: Partial<SignUpInput> = {},
  kind: 'browser' | 'desktop' = 'browser',
): Promise<TestUser> {
  const client = new TestClient(server.url, kind)
  const email = overrides.email ?? `user-${randomUUID()}@example.com`
  const password = overrides.password ?? 'correct horse battery'
  const response = await client.post<SessionResponse>('/api/session/sign-up', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
    email,
    password,
  })
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${response.text}`)
  if (kind === 'desktop') client.bearerToken = response.body.token ?? null
  return { client, user: response.body.user, email, password }
}

export async function createResumeEntry(owner: TestUser, cvData?: unknown): Promise<string> {
  const response = await owner.client.post<CreateLibraryEntryResponse>(
    '/api/libraryEntry',
    cvData === undefined ? {} : { cvData },
  )
  if (response.status !== 201)
    throw new Error(`creating a resume failed: ${response.status} ${response.text}`)
  return response.body.result.id
}

/** Sets the plan of a user through the entitlements module, as payments do (spec 000 §6). */
export async function setAccountStatus(
  server: Pick<TestServer, 'entitlements'>,
  owner: TestUser,
  accountStatus: AccountStatus,
): Promise<void> {
  await server.entitlements.setPlan(owner.user.uid, {
    accountStatus,
    subscriptionStatus: accountStatus === 'Premium' ? 'active' : 'not active',
    plan: accountStatus === 'Free' ? 'free' : 'premium_monthly',
    source: 'operator',
  })
}

/** Sets a Free user's balance of one credit (the "free" allowance period). */
export async function setFreeCredits(
  server: Pick<TestServer, 'database'>,
  owner: TestUser,
  kind: CreditKind,
  balance: number,
): Promise<void> {
  await server.database.db
    .insertInto('credit_balance')
    .values({ user_id: owner.user.uid, kind, balance, period: 'free' })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ balance, period: 'free' }))
    .execute()
}

/** The remaining credits of a user, as the entitlements module reports them. */
export async function remainingCredits(
  server: Pick<TestServer, 'entitlements'>,
  owner: TestUser,
  kind: CreditKind,
): Promise<number | null> {
  return (await server.entitlements.summary(owner.user.uid)).credits[kind].remaining
}
