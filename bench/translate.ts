// Translation figures (issue 15 point 9): the offline part alone on a two-page resume, and the
// whole translation through an OpenAI-compatible stand-in server over real HTTP whose every
// call takes a fixed time, as the engine runs it (batched, concurrent) and, for comparison,
// batched but one request at a time and one segment per request.
import { performance } from 'node:perf_hooks'
import { translateResume } from '@shared/translate'
import { createLlmClient } from '@node/ai/llm-client'
import { chatJsonFromLlm, createLlmProvider } from '@shared/translate/providers'
import { startFakeLlm } from '../src/shared/translate/test-fixtures/make-servers'
import { benchResume } from './fixtures'

export interface TranslateBenchRow {
  name: string
  value: number
  unit: string
  note?: string
}

const LATENCY_MS = 150
const RUNS = 20

export async function benchTranslate(): Promise<TranslateBenchRow[]> {
  const rows: TranslateBenchRow[] = []
  const resume = benchResume()

  let start = performance.now()
  await translateResume(resume, 'de')
  rows.push({
    name: 'translate offline part, first run (CLDR indexes)',
    value: performance.now() - start,
    unit: 'ms',
  })
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    start = performance.now()
    await translateResume(resume, i % 2 === 0 ? 'tr' : 'ja')
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  rows.push({
    name: 'translate offline part p50',
    value: samples[Math.floor(RUNS / 2)]!,
    unit: 'ms',
  })

  const server = await startFakeLlm()
  server.latencyMs = LATENCY_MS
  const chat = chatJsonFromLlm(
    createLlmClient({
      baseUrl: server.url,
      apiKey: 'bench',
      model: 'bench',
      maxRetries: 0,
    }),
  )
  try {
    const variants = [
      ['batched, 4 at a time', createLlmProvider(chat)],
      ['batched, 1 at a time', createLlmProvider(chat, { limits: { concurrency: 1 } })],
      [
        '1 segment per call',
        createLlmProvider(chat, { limits: { concurrency: 1, maxSegments: 1 } }),
      ],
    ] as const
    for (const [label, provider] of variants) {
      server.requests.length = 0
      start = performance.now()
      const result = await translateResume(resume, 'fr', { provider })
      rows.push({
        name: `translate via LLM (${LATENCY_MS} ms/call), ${label}`,
        value: performance.now() - start,
        unit: 'ms',
        note: `${result.stats.segments} segments in ${result.stats.requests} calls`,
      })
    }
  } finally {
    await server.close()
  }
  return rows
}
