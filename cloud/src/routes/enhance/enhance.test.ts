// The enhancement routes over real HTTP (issue 13 point 8), with the offline engine and with the
// LLM engine behind a scripted OpenAI-compatible server; the credit debit on SQLite, and on
// PostgreSQL with PG_TEST_URL (npm run test:pg).
import type {
  ApiErrorBody,
  CvSuggestionsResponse,
  EnhancedSummariesResponse,
  EnhanceSkillsResponse,
} from '@shared/api'
import { englishResume } from '@shared/ai/test-fixtures/resumes'
import {
  answer,
  chunksOf,
  startScriptedLlm,
  type Reply,
  type ScriptedServer,
} from '@shared/ai/llm/test-fixtures/make-llm-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import {
  remainingCredits,
  setAccountStatus,
  setFreeCredits,
  signUpUser,
  type TestUser,
} from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

const resume = englishResume()
const experience = resume.experiences[0]!

const credits = async (server: TestServer, user: TestUser) =>
  (await remainingCredits(server, user, 'enhance')) ?? Infinity

const setCredits = (server: TestServer, user: TestUser, balance: number) =>
  setFreeCredits(server, user, 'enhance', balance)

/** exp-1 rewritten in active voice, every fact kept. */
const FULL_REWRITE =
  '<ul><li>Planned routes for 40 delivery vans across two depots</li><li>Audited carrier invoices every week against the rate cards</li><li>Moved the warehouse team to a new slotting system in 2022</li><li>Rerouted the volume of the second depot through the main hub while it closed for 3 months</li><li>Handled customer escalations about late pallets with a calm, clear tone</li></ul>'

const alternativesOf = (body: EnhancedSummariesResponse) =>
  (JSON.parse(body.enhancedSummaries) as { enhanced_summaries: string[] }).enhanced_summaries

describe('enhance routes, offline engine, billing on', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ billing: true })
  })
  afterAll(async () => {
    await server.close()
  })

  it('asks a visitor to sign in', async () => {
    const response = await new TestClient(server.url).post<ApiErrorBody>('/enhance/Experience', {
      summary: experience.description,
    })
    expect(response.status).toBe(401)
  })

  it('gives alternatives for an experience description and debits one credit', async () => {
    const user = await signUpUser(server)
    const before = await credits(server, user)
    const response = await user.client.post<EnhancedSummariesResponse>('/enhance/Experience', {
      summary: experience.description,
      language: 'en',
      sectionString: '',
      cvData: resume,
      itemId: experience.id,
    })
    expect(response.status).toBe(200)
    expect(response.body.engine).toBe('offline')
    expect(response.body.fallback).toBeUndefined()
    const texts = alternativesOf(response.body)
    expect(texts.length).toBeGreaterThan(0)
    expect(texts).toEqual(response.body.alternatives.map((item) => item.text))
    expect(texts.every((text) => text !== experience.description)).toBe(true)
    // Offline suggestions bring no new facts: the guard passes every one it keeps.
    expect(response.body.alternatives.every((item) => item.guard.verdict === 'pass')).toBe(true)
    expect(await credits(server, user)).toBe(before - 1)
    expect(response.body.remainingCredits).toBe(before - 1)
  })

  it("takes the spec's payload alone (summary and sectionString, no resume)", async () => {
    const user = await signUpUser(server)
    const response = await user.client.post<EnhancedSummariesResponse>('/enhance/Project', {
      summary:
        '<ul><li>Helped the team with the new website and was responsible for testing</li></ul>',
      language: 'en',
      sectionString: JSON.stringify({ title: 'Website relaunch' }),
      uid: user.user.uid,
    })
    expect(response.status).toBe(200)
    expect(alternativesOf(response.body).length).toBeGreaterThan(0)
  })

  it('refunds the credit when the enhancement fails (nothing to enhance)', async () => {
    const user = await signUpUser(server)
    const before = await credits(server, user)
    const response = await user.client.post<ApiErrorBody>('/enhance/Education', {
      summary: '<p> </p>',
      cvData: resume,
      itemId: 'edu-1',
    })
    expect(response.status).toBe(400)
    expect(response.body.error.id).toBe('validation_failed')
    expect(await credits(server, user)).toBe(before)
  })

  it('needs a job title for the summary, and says so before any debit', async () => {
    const user = await signUpUser(server)
    const before = await credits(server, user)
    const missing = await user.client.post<ApiErrorBody>('/enhance/Summary', {
      summary: resume.contact.description,
      cvData: resume,
      jobTitle: ' ',
    })
    expect(missing.status).toBe(400)
    expect(missing.body.error.issues?.[0]?.message).toBe(
      'A job title is needed to enhance the summary.',
    )
    expect(await credits(server, user)).toBe(before)
    const response = await user.client.post<EnhancedSummariesResponse>('/enhance/Summary', {
      summary: resume.contact.description,
      language: 'en',
      sectionString: '',
      cvData: resume,
      jobTitle: 'Logistics Planner',
    })
    expect(response.status).toBe(200)
    expect(alternativesOf(response.body).length).toBeGreaterThan(0)
  })

  it('answers 402 not_enough_credits with the upgrade wording when a Free user has none left', async () => {
    const free = await signUpUser(server)
    await setCredits(server, free, 0)
    const body = { summary: experience.description, cvData: resume, itemId: experience.id }
    const refused = await free.client.post<ApiErrorBody>('/enhance/Experience', body)
    expect(refused.status).toBe(402)
    expect(refused.body.error.id).toBe('not_enough_credits')
    expect(refused.body.error.message).toMatch(/Upgrade/)
    expect(await credits(server, free)).toBe(0)
  })

  it('never spends one credit twice: requests at once with one credit left', async () => {
    const user = await signUpUser(server)
    await setCredits(server, user, 1)
    const body = { summary: experience.description, cvData: resume, itemId: experience.id }
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => user.client.post('/enhance/Experience', body)),
    )
    expect(answers.map((response) => response.status).sort()).toEqual([200, 402, 402, 402])
    expect(await credits(server, user)).toBe(0)
  })

  it('suggests AI and ATS skills the resume does not list yet', async () => {
    const user = await signUpUser(server)
    const response = await user.client.post<EnhanceSkillsResponse>('/enhance/Skills', {
      text: JSON.stringify(resume),
      skills: resume.skills.map((skill) => skill.name),
      language: 'en',
      jobTitle: 'Logistics Planner',
      jobDescription: 'We need a planner with SAP, Excel and transport management experience.',
    })
    expect(response.status).toBe(200)
    const all = [...response.body.skillSuggestion, ...response.body.atsSkillSuggestion]
    expect(all.length).toBeGreaterThan(0)
    const listed = resume.skills.map((skill) => skill.name.toLowerCase())
    expect(all.some((skill) => listed.includes(skill.name.toLowerCase()))).toBe(false)
    expect(all.every((skill) => skill.reason.trim() !== '')).toBe(true)
    const ats = await user.client.post<{ result: { skillSuggestion: unknown[] } }>(
      '/enhance/AtsSkills',
      {
        summary: JSON.stringify(resume),
        language: 'en',
        jobTitle: 'Logistics Planner',
        currentSkills: [],
      },
    )
    expect(ats.status).toBe(200)
    expect(Array.isArray(ats.body.result.skillSuggestion)).toBe(true)
    const noTitle = await user.client.post<ApiErrorBody>('/enhance/Skills', {
      text: JSON.stringify(resume),
    })
    expect(noTitle.status).toBe(400)
  })

  it('gives a Free account the first 3 guided steps and locks the rest; Premium all', async () => {
    const free = await signUpUser(server)
    const response = await free.client.post<CvSuggestionsResponse>('/cv/suggestions', {
      cvJson: JSON.stringify(resume),
      evaluationJson: {},
      jobTitle: 'Logistics Planner',
    })
    expect(response.status).toBe(200)
    expect(response.body.error).toBeNull()
    expect(response.body.freeSteps).toBe(3)
    const suggestions = response.body.result.suggestions
    expect(suggestions.length).toBeGreaterThan(3)
    expect(suggestions.slice(0, 3).every((item) => !item.locked && item.newValue !== '')).toBe(true)
    expect(suggestions.slice(3).every((item) => item.locked && item.newValue === '')).toBe(true)

    const premium = await signUpUser(server)
    await setAccountStatus(server, premium, 'Premium')
    const full = await premium.client.post<CvSuggestionsResponse>('/cv/suggestions', {
      cvJson: resume,
      jobTitle: 'Logistics Planner',
    })
    expect(full.body.freeSteps).toBeNull()
    expect(full.body.result.suggestions.every((item) => !item.locked)).toBe(true)
    expect(full.body.result.suggestions.map((item) => item.newValue)).toEqual(
      expect.arrayContaining(suggestions.slice(0, 3).map((item) => item.newValue)),
    )
  })

  it('refuses a cvJson that is not a resume, without a debit', async () => {
    const user = await signUpUser(server)
    const before = await credits(server, user)
    const response = await user.client.post<ApiErrorBody>('/cv/suggestions', { cvJson: '{oops' })
    expect(response.status).toBe(400)
    expect(response.body.error.message).toMatch(/cvJson/)
    expect(await credits(server, user)).toBe(before)
  })
})

describe('enhance routes, LLM engine (scripted OpenAI-compatible server)', () => {
  let server: TestServer
  let llm: ScriptedServer
  let next: (prompt: string) => Reply = () => answer('{}')
  beforeAll(async () => {
    llm = await startScriptedLlm((request) =>
      next(request.messages.map((message) => message.content).join('\n')),
    )
    server = await createTestServer({
      billing: true,
      env: { AI_BASE_URL: llm.url, AI_API_KEY: 'test-key', AI_MODEL: 'scripted' },
    })
  })
  afterAll(async () => {
    await server.close()
    await llm.close()
  })

  const request = { summary: experience.description, cvData: resume, itemId: experience.id }

  it("answers with the LLM's alternatives and says so", async () => {
    const rewrite = FULL_REWRITE
    next = () => answer(JSON.stringify({ alternatives: [rewrite] }))
    const user = await signUpUser(server)
    const response = await user.client.post<EnhancedSummariesResponse>(
      '/enhance/Experience',
      request,
    )
    expect(response.status).toBe(200)
    expect(response.body.engine).toBe('llm')
    expect(alternativesOf(response.body)[0]).toContain('Planned routes for 40 delivery vans')
    expect(response.body.alternatives[0]?.guard).toEqual({
      verdict: 'pass',
      newFacts: [],
      lostFacts: [],
    })
  })

  it('flags an alternative that invents a number or an employer, for the user to confirm', async () => {
    next = () =>
      answer(
        JSON.stringify({
          alternatives: [
            '<ul><li>Planned routes for 40 delivery vans across two depots at Maersk, cutting costs by 35%</li></ul>',
          ],
        }),
      )
    const user = await signUpUser(server)
    const response = await user.client.post<EnhancedSummariesResponse>(
      '/enhance/Experience',
      request,
    )
    expect(response.status).toBe(200)
    const flagged = response.body.alternatives.filter((item) => item.guard.verdict === 'flag')
    expect(flagged).toHaveLength(1)
    expect(flagged[0]?.guard.newFacts).toEqual(expect.arrayContaining(['35%']))
  })

  it('falls back to the offline engine when the LLM fails, says so, and still answers', async () => {
    next = () => ({ kind: 'json', status: 400, body: { error: { message: 'model not loaded' } } })
    const user = await signUpUser(server)
    const before = await credits(server, user)
    const response = await user.client.post<EnhancedSummariesResponse>(
      '/enhance/Experience',
      request,
    )
    expect(response.status).toBe(200)
    expect(response.body.engine).toBe('offline')
    expect(response.body.fallback?.from).toBe('llm')
    expect(alternativesOf(response.body).length).toBeGreaterThan(0)
    expect(await credits(server, user)).toBe(before - 1)
  })

  it('streams guided suggestions from the LLM', async () => {
    next = () => ({
      kind: 'stream',
      chunks: chunksOf(
        JSON.stringify({
          suggestions: [
            {
              section: 'experiences',
              itemId: 'exp-1',
              field: 'description',
              newValue: FULL_REWRITE,
              reason: 'Active voice.',
              actionType: 'replace',
            },
          ],
        }),
      ),
    })
    const user = await signUpUser(server)
    await setAccountStatus(server, user, 'Premium')
    const response = await user.client.post<CvSuggestionsResponse>('/cv/suggestions', {
      cvJson: resume,
      jobTitle: 'Logistics Planner',
    })
    expect(response.status).toBe(200)
    expect(response.body.engine).toBe('llm')
    expect(response.body.result.suggestions).toHaveLength(1)
    expect(response.body.result.suggestions[0]).toMatchObject({
      itemId: 'exp-1',
      status: 'pending',
      locked: false,
    })
  })
})

describe('enhance routes, billing off (npm start without STRIPE_*)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('gives everyone every guided step', async () => {
    const user = await signUpUser(server)
    const response = await user.client.post<CvSuggestionsResponse>('/cv/suggestions', {
      cvJson: resume,
      jobTitle: 'Logistics Planner',
    })
    expect(response.status).toBe(200)
    expect(response.body.freeSteps).toBeNull()
    expect(response.body.result.suggestions.every((item) => !item.locked)).toBe(true)
  })
})
