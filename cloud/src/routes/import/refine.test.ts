// The optional LLM pass after an import (issue 14 point 5), against a scripted OpenAI-compatible
// server over real HTTP: it reads again only the parts the offline parse doubted, takes only what
// the document says, keeps the offline parse when the model fails, and is not asked at all
// without AI_* or for a resume read from JSON.
import type { ImportResponse } from '@shared/api'
import {
  answer,
  startScriptedLlm,
  type Reply,
  type ScriptedServer,
} from '@shared/ai/llm/test-fixtures/make-llm-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpUser } from '../../test/factories'
import { samplePage } from '../../test/import-page'
import { createTestServer, type TestServer } from '../../test/server'

describe('import refinement with an AI model configured', () => {
  let server: TestServer
  let llm: ScriptedServer
  let next: () => Reply = () => answer('{}')
  beforeAll(async () => {
    llm = await startScriptedLlm(() => next())
    server = await createTestServer({
      env: { AI_BASE_URL: llm.url, AI_API_KEY: 'test-key', AI_MODEL: 'scripted' },
    })
  })
  afterAll(async () => {
    await server.close()
    await llm.close()
  })

  async function importPage() {
    const user = await signUpUser(server)
    const response = await user.client.post<ImportResponse>('/api/import', {
      source: { kind: 'pdf', pages: [samplePage({ jobTitle: false })] },
    })
    expect(response.status).toBe(201)
    return response.body
  }

  it('asks only for the doubtful parts, with the document as data, and takes what it says', async () => {
    next = () => answer(JSON.stringify({ contact: { jobTitle: 'Data Engineer' } }))
    const asked = llm.requests.length
    const body = await importPage()
    expect(body.refinement).toEqual({
      engine: 'llm',
      parts: ['jobTitle'],
      taken: ['jobTitle'],
      refused: [],
    })
    expect(body.resume.contact.jobTitle).toBe('Data Engineer')
    expect(body.resume.contact.firstName).toBe('Jana')
    const request = llm.requests[asked]!
    expect(request.messages[0]?.role).toBe('system')
    expect(request.messages[0]?.content).not.toContain('Vltava')
    // The document travels inside the user message's JSON, never as instructions.
    const sent = JSON.parse(request.messages[1]?.content ?? '{}') as {
      parts: string[]
      document: string
    }
    expect(sent.parts).toEqual(['jobTitle'])
    expect(sent.document).toContain('Vltava Analytics')
  })

  it('does not take a value the document does not hold', async () => {
    next = () => answer(JSON.stringify({ contact: { jobTitle: 'Chief Technology Officer' } }))
    const body = await importPage()
    expect(body.refinement).toEqual({
      engine: 'llm',
      parts: ['jobTitle'],
      taken: [],
      refused: ['jobTitle'],
    })
    expect(body.resume.contact.jobTitle).toBe('')
    expect(body.warnings).toContain(
      'refinement: contact.jobTitle not taken (its words are not in the document)',
    )
  })

  it('keeps the offline parse and says so when the model fails', async () => {
    next = () => answer('{"error":"down"}', 500)
    const body = await importPage()
    expect(body.refinement).toEqual({
      engine: 'offline',
      parts: ['jobTitle'],
      taken: [],
      refused: [],
    })
    expect(body.resume.contact.firstName).toBe('Jana')
    expect(body.warnings.at(-1)).toMatch(/The refinement failed .*kept the offline import/)
  })

  it('does not ask about a resume read from JSON', async () => {
    const asked = llm.requests.length
    const user = await signUpUser(server)
    const response = await user.client.post<ImportResponse>('/api/import', {
      source: {
        kind: 'resume',
        format: 'json',
        resume: { contact: { firstName: 'Jana', lastName: 'Novak' } },
      },
    })
    expect(response.status).toBe(201)
    expect(response.body.refinement).toBeUndefined()
    expect(llm.requests.length).toBe(asked)
  })
})

describe('import without an AI model', () => {
  it('is the offline parse alone', async () => {
    const server = await createTestServer()
    try {
      const user = await signUpUser(server)
      const response = await user.client.post<ImportResponse>('/api/import', {
        source: { kind: 'pdf', pages: [samplePage({ jobTitle: false })] },
      })
      expect(response.status).toBe(201)
      expect(response.body.refinement).toBeUndefined()
    } finally {
      await server.close()
    }
  })
})
