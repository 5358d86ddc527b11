// Enhancement figures (issue 13, point 10): offline guided suggestions for a two-page resume
// whose bullets have the usual problems (median of repeated runs, the English dictionary
// loaded), and the time to the first guided suggestion from a scripted OpenAI-compatible server
// at a fixed latency, streaming, against the time to the whole answer.
import { performance } from 'node:perf_hooks'
import { createLlmClient } from '@node/ai/llm-client'
import { createAiService, createLlmEngine } from '@shared/ai'
import { chunksOf, startScriptedLlm } from '@shared/ai/llm/test-fixtures/make-llm-server'
import { loadSpeller } from '@node/spelling/dictionaries'
import type { Resume } from '@shared/resume'
import { benchResume } from './fixtures'

export interface EnhanceBenchRow {
  name: string
  value: number
  unit: string
  note?: string
}

const RUNS = 15
/** The scripted server's latency before its first byte, and between stream chunks. */
const FIRST_BYTE_MS = 400
const CHUNK_MS = 40

/** The bench resume with bullets a reviewer would flag (weak verbs, passives, slang, length). */
function resumeWithProblems(): Resume {
  const resume = benchResume()
  resume.experiences = resume.experiences.map((item, i) => ({
    ...item,
    description: `<ul>${[
      `Responsible for reporting pipeline ${i + 1} for 40 stakeholders`,
      `Weekly reports were prepared by me for ${i + 3} teams`,
      `Helped the data team migrate ${i + 2} dashboards to the new warehouse`,
      `Unfortunately the vendor changed its API twice, so I rebuilt the loader in ${i + 2} weeks`,
      `Rebuilt the ingestion layer after the platform move, which involved mapping every source table, checking the row counts against the old jobs, training ${i + 2} analysts on the new models and reporting the data freshness to the head of analytics each morning`,
    ]
      .map((line) => `<li>${line}</li>`)
      .join('')}</ul>`,
  }))
  return resume
}

const median = (samples: number[]): number =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN

function guidedAnswer(resume: Resume): string {
  return JSON.stringify({
    suggestions: resume.experiences.slice(0, 4).map((item) => ({
      section: 'experiences',
      itemId: item.id,
      field: 'description',
      newValue: item.description.replace(/Responsible for reporting/g, 'Ran reporting'),
      reason: 'Stronger verbs.',
      actionType: 'replace',
    })),
  })
}

export async function benchEnhance(): Promise<EnhanceBenchRow[]> {
  const rows: EnhanceBenchRow[] = []
  const english = await loadSpeller('en')
  const ai = createAiService({ spellers: (code) => (code === 'en' ? english : null) })
  const resume = resumeWithProblems()
  let start = performance.now()
  const first = await ai.guidedSuggestions({ resume, jobTitle: 'Data Engineer' })
  rows.push({
    name: `offline guided, first run (${first.result.length} suggestions)`,
    value: performance.now() - start,
    unit: 'ms',
  })
  const samples: number[] = []
  for (let run = 0; run < RUNS; run++) {
    start = performance.now()
    await ai.guidedSuggestions({ resume, jobTitle: 'Data Engineer' })
    samples.push(performance.now() - start)
  }
  rows.push({
    name: 'offline guided, two-page resume p50',
    value: median(samples),
    unit: 'ms',
    note: 'target ≤ 300 ms',
  })

  const answer = guidedAnswer(resume)
  const server = await startScriptedLlm(() => ({
    kind: 'stream',
    delayMs: FIRST_BYTE_MS,
    chunks: chunksOf(answer, 64),
    chunkDelayMs: CHUNK_MS,
  }))
  try {
    const llm = createLlmEngine(
      createLlmClient({ baseUrl: server.url, apiKey: 'bench', model: 'scripted' }),
    )
    const streaming = createAiService({ llm, spellers: (code) => (code === 'en' ? english : null) })
    const firstSuggestion: number[] = []
    const whole: number[] = []
    for (let run = 0; run < 5; run++) {
      let firstAt = 0
      start = performance.now()
      await streaming.guidedSuggestions(
        { resume },
        { onSuggestion: () => (firstAt ||= performance.now()) },
      )
      firstSuggestion.push(firstAt - start)
      whole.push(performance.now() - start)
    }
    rows.push({
      name: `LLM guided: first suggestion p50 (${FIRST_BYTE_MS} ms first byte)`,
      value: median(firstSuggestion),
      unit: 'ms',
      note: `${Math.ceil(answer.length / 64)} chunks ${CHUNK_MS} ms apart`,
    })
    rows.push({ name: 'LLM guided: whole answer p50', value: median(whole), unit: 'ms' })
  } finally {
    await server.close()
  }
  return rows
}
