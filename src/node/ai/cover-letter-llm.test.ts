// The cover letter draft through the LLM engine against the scripted OpenAI-compatible server
// (issue 19.1): a written draft is used; sentences with facts the resume and the job lack are
// removed and reported; a draft with nothing honest left, or a failing server, falls back to
// the offline draft and says so.
import { afterEach, describe, expect, it } from 'vitest'
import { createAiService } from '@shared/ai'
import { createLlmEngine } from '@shared/ai/llm/engine'
import { englishResume } from '@shared/ai/test-fixtures/resumes'
import {
  answer,
  startScriptedLlm,
  type Script,
  type ScriptedServer,
} from '@shared/ai/llm/test-fixtures/make-llm-server'
import { createCoverLetter } from '@shared/cover-letter/model'
import { createLlmClient } from './llm-client'
import { createNodeAi } from './service'

let server: ScriptedServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function service(script: Script) {
  server = await startScriptedLlm(script)
  const client = createLlmClient({
    baseUrl: server.url,
    apiKey: 'test-key',
    model: 'scripted',
    maxRetries: 0,
    timeoutMs: 5_000,
  })
  return createAiService({ llm: createLlmEngine(client) })
}

const JOB = 'Contoso Logistics is hiring a Senior Planner. You know route planning.'
const request = {
  resume: englishResume(),
  letter: createCoverLetter({
    recipient: { name: 'Jane Roe', title: '', company: 'Contoso Logistics', address: '' },
  }),
  jobDescription: JOB,
  jobTitle: 'Senior Planner',
}

const letter = (paragraphs: string[]) =>
  JSON.stringify({
    subject: 'Application for the Senior Planner position',
    greeting: 'Dear Jane Roe,',
    paragraphs,
    closing: 'Kind regards,',
  })

describe('cover letter draft: LLM engine', () => {
  it('uses the written draft and sends the resume and job as data', async () => {
    const ai = await service(() =>
      answer(
        letter([
          'I am applying for the Senior Planner position at Contoso Logistics.',
          'At Northwind Freight I plan routes for 40 delivery vans across two depots.',
        ]),
      ),
    )
    const result = await ai.draftCoverLetter(request)
    expect(result.engine).toBe('llm')
    expect(result.result.removedFacts).toEqual([])
    expect(result.result.body).toBe(
      '<p>I am applying for the Senior Planner position at Contoso Logistics.</p><p>At Northwind Freight I plan routes for 40 delivery vans across two depots.</p>',
    )
    expect(result.result.greeting).toBe('Dear Jane Roe,')
    const sent = server!.requests[0]!.messages.map((m) => m.content).join('\n')
    expect(sent).toContain('Northwind Freight')
    expect(sent).toContain('Contoso Logistics is hiring')
  })

  it('removes the sentences with invented facts and reports them', async () => {
    const ai = await service(() =>
      answer(
        letter([
          'I am applying for the Senior Planner position. I cut fuel costs by 35% at Northwind Freight.',
          'I also led a team at Globex Corporation.',
          'I plan routes for 40 delivery vans.',
        ]),
      ),
    )
    const result = await ai.draftCoverLetter(request)
    expect(result.engine).toBe('llm')
    expect(result.result.body).toBe(
      '<p>I am applying for the Senior Planner position.</p><p>I plan routes for 40 delivery vans.</p>',
    )
    expect(result.result.removedFacts).toEqual(expect.arrayContaining(['35%', 'Globex']))
  })

  it('falls back to the offline draft when nothing honest is left, and when the server fails', async () => {
    const ai = await service((_request, index) =>
      index === 0 ? answer(letter(['I earned 2 awards at Initech in 2011.'])) : answer('oops', 500),
    )
    const invented = await ai.draftCoverLetter(request)
    expect(invented.engine).toBe('offline')
    expect(invented.fallback?.reason).toBe('the answer held nothing usable')
    expect(invented.result.body).toContain('Northwind Freight')
    const failed = await ai.draftCoverLetter(request)
    expect(failed.engine).toBe('offline')
    expect(failed.fallback?.from).toBe('llm')
  })
})

describe('cover letter draft: the guard reads the letter in its own language', () => {
  it(
    'keeps every sentence of German and Turkish offline drafts of an English resume',
    { timeout: 60_000 },
    async () => {
      for (const language of ['de', 'tr'] as const) {
        const ai = createNodeAi()
        await ai.ready(language)
        const answer = await ai.service.draftCoverLetter({
          resume: englishResume(),
          letter: createCoverLetter({ language }),
          jobDescription: JOB,
        })
        expect(answer.result.removedFacts).toEqual([])
        expect(answer.result.body).toContain('Northwind Freight')
      }
    },
  )
})
