import type { ApiErrorBody, EvaluationResponse, JobTitleSuggestionsResponse } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TestClient } from '../../test/client'
import {
  remainingCredits,
  setAccountStatus,
  setFreeCredits,
  signUpUser,
  type TestUser,
} from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

// The engine runs in the work pool's threads (cloud/src/workers): the first call of a file starts
// a thread that loads the TypeScript sources and a dictionary, which on a loaded machine takes
// longer than the default time limit. No figure is asserted here (speed: npm run bench).
vi.setConfig({ testTimeout: 90_000 })

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ billing: true })
})
afterAll(async () => {
  await server.close()
})

// A resume with many red flags, so the tiers' unblurred counts can be told apart.
const cvText = [
  'Aoife Byrne',
  'Receptionist',
  'Dublin, Ireland',
  'Date of birth: 23/02/1999',
  'Marital status: Single',
  'Nationality: Irish',
  'Profile',
  "Friendly receptionist. I'm awesome with phones and all the admin stuff.",
  'Work Experience',
  'Receptionist, Grafton Hotel',
  '• Unfortunately the clinic changed software twice',
  '• Helped the manager with bookings',
  '• Failed to get a supervisor role',
].join('\n')

const request = { cvText, jobTitle: 'Receptionist', language: 'en' }

const credits = (user: TestUser) => remainingCredits(server, user, 'evaluation')

const redFlagFindings = (body: EvaluationResponse) => {
  const { score: _score, ...lists } = body.evaluation.redFlags
  return Object.values(lists).flat()
}

describe('POST /basicEvaluation', () => {
  it('gives a visitor the score and red flags with 2 readable warnings, other categories locked', async () => {
    const visitor = new TestClient(server.url)
    const response = await visitor.post<EvaluationResponse>('/basicEvaluation', request)
    expect(response.status).toBe(200)
    expect(response.body.level).toBe('basic')
    expect(response.body.score).toBeGreaterThan(0)
    const findings = redFlagFindings(response.body)
    expect(findings.length).toBeGreaterThan(4)
    expect(findings.filter((item) => !item.locked)).toHaveLength(2)
    expect(findings.filter((item) => item.locked).every((item) => item.text === '')).toBe(true)
    expect(response.body.evaluation.skills.locked).toBe(true)
    expect(response.body.evaluation.skills.atsMissingKeywords).toEqual([])
    expect(response.body.sectionScores).toEqual([])
  })

  it('refuses an empty resume text with a clear message', async () => {
    const response = await new TestClient(server.url).post<ApiErrorBody>('/basicEvaluation', {
      cvText: ' ',
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues?.[0]?.message).toBe('The resume text is empty.')
  })

  it('evaluates the resume model when the client sends it', async () => {
    const cvData = {
      contact: { firstName: 'Ada', email: '' },
      experiences: [{ title: 'Nurse', description: 'Helped patients' }],
    }
    const response = await new TestClient(server.url).post<EvaluationResponse>('/basicEvaluation', {
      ...request,
      cvText: 'Ada\nHelped patients',
      cvData,
    })
    expect(response.status).toBe(200)
    expect(response.body.evaluation.redFlags.missingImportantInfo.length).toBeGreaterThan(0)
  })
})

describe('POST /componentsFeedbackWithScores', () => {
  it('asks visitors to sign in', async () => {
    const response = await new TestClient(server.url).post<ApiErrorBody>(
      '/componentsFeedbackWithScores',
      request,
    )
    expect(response.status).toBe(401)
  })

  it('debits one credit per detailed evaluation and shows a Free user 4 warnings and the section scores', async () => {
    const free = await signUpUser(server)
    expect(await credits(free)).toBe(3)
    const response = await free.client.post<EvaluationResponse>(
      '/componentsFeedbackWithScores',
      request,
    )
    expect(response.status).toBe(200)
    expect(response.body.level).toBe('detailed')
    expect(redFlagFindings(response.body).filter((item) => !item.locked)).toHaveLength(4)
    expect(response.body.sectionScores.map((section) => section.sectionName)).toContain(
      'Experience',
    )
    expect(response.body.evaluation.content.locked).toBe(true)
    expect(await credits(free)).toBe(2)
  })

  it('answers 402 with the reason when no credit is left, and never goes below zero', async () => {
    const free = await signUpUser(server)
    await setFreeCredits(server, free, 'evaluation', 0)
    const response = await free.client.post<ApiErrorBody>('/componentsFeedbackWithScores', request)
    expect(response.status).toBe(402)
    expect(response.body.error).toMatchObject({
      id: 'not_enough_credits',
      message: 'You have used all your free evaluations. Upgrade to Premium for more.',
    })
    expect(await credits(free)).toBe(0)
  })

  it('spends the last credit only once when two requests race', async () => {
    const free = await signUpUser(server)
    await setFreeCredits(server, free, 'evaluation', 1)
    const statuses = await Promise.all([
      free.client.post('/componentsFeedbackWithScores', request),
      free.client.post('/componentsFeedbackWithScores', request),
    ])
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 402])
    expect(await credits(free)).toBe(0)
  })

  it('shows a Premium user everything', async () => {
    const premium = await signUpUser(server)
    await setAccountStatus(server, premium, 'Premium')
    const response = await premium.client.post<EvaluationResponse>(
      '/componentsFeedbackWithScores',
      request,
    )
    expect(response.status).toBe(200)
    expect(redFlagFindings(response.body).some((item) => item.locked)).toBe(false)
    expect(response.body.evaluation.skills.atsMatchedKeywords.length).toBeGreaterThan(0)
    expect(response.body.evaluation.content.locked).toBeUndefined()
  })
})

describe('POST /enhance/JobTitles', () => {
  it('suggests job titles from the resume text, offline', async () => {
    const response = await new TestClient(server.url).post<JobTitleSuggestionsResponse>(
      '/enhance/JobTitles',
      {
        cvText,
        language: 'en',
      },
    )
    expect(response.status).toBe(200)
    expect(response.body.jobTitleSuggestions[0]).toBe('Receptionist')
  })
})
