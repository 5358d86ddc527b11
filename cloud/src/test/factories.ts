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

/** Sets the plan of a user directly in the database, as payments will (spec 000 §6). */
export async function setAccountStatus(
  server: Pick<TestServer, 'database'>,
  owner: TestUser,
  accountStatus: AccountStatus,
): Promise<void> {
  await server.database.db
    .updateTable('user')
    .set({ accountStatus })
    .where('id', '=', owner.user.uid)
    .execute()
}
