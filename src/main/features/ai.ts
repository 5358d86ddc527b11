// The AI interface in the desktop main process (issue 13): the offline engine (and the LLM when
// AI_BASE_URL, AI_API_KEY and AI_MODEL are set in the environment) over one channel, 'ai:run',
// with the same tasks as the cloud's /enhance routes. Thin on purpose: the work is
// src/node/ai/service.ts and src/shared/ai.
//
// The opt-in local AI server (settings › "Use a local AI server"): when it is on, 'ai:run' asks
// that server (Ollama or any OpenAI-compatible server on this computer) through the LLM engine,
// with the offline engine as the fallback, and every answer names the engine that gave it, as the
// cloud's do. The user's local server wins over AI_* (it is their explicit choice on this
// computer). 'ai:local-settings' reads it, 'ai:set-local-settings' saves it (only local http(s)
// addresses), 'ai:test-local' sends one tiny chat request and says whether the server answered.
import { z } from 'zod'
import type { NodeAi } from '@node/ai/service'
import { DESCRIPTION_SECTIONS } from '@shared/ai/types'
import { normalizeResume } from '@shared/resume'
import type { DesktopAiAnswer } from '@shared/platform/desktop-ai'
import type { LlmConfig } from '@shared/ai/llm/client'
import {
  LOCAL_AI_URL_MESSAGES,
  localAiUrlProblem,
  type LocalAiSettings,
  type LocalAiTestResult,
} from '@shared/platform/local-ai'
import type { Handle } from '../ipc'

const resume = z.record(z.string(), z.unknown())
const text = z.string().max(60_000)
const title = z.string().max(200)

export const aiRunArgs = z.tuple([
  z.discriminatedUnion('task', [
    z.object({
      task: z.literal('description'),
      resume,
      section: z.enum(DESCRIPTION_SECTIONS),
      itemId: z.string().min(1).max(200),
      text: text.optional(),
    }),
    z.object({ task: z.literal('summary'), resume, jobTitle: title, text: text.optional() }),
    z.object({
      task: z.literal('skills'),
      resume,
      jobTitle: title,
      jobDescription: text.optional(),
    }),
    z.object({
      task: z.literal('guided'),
      resume,
      jobTitle: title.optional(),
      jobDescription: text.optional(),
    }),
  ]),
])

const localAiInput = z
  .object({
    enabled: z.boolean(),
    baseUrl: z.string().trim().max(2048),
    model: z.string().trim().max(200),
  })
  .superRefine((value, context) => {
    const problem = localAiUrlProblem(value.baseUrl)
    if (problem) context.addIssue({ code: 'custom', message: LOCAL_AI_URL_MESSAGES[problem] })
    if (value.model === '')
      context.addIssue({ code: 'custom', message: 'Enter the model name the server runs.' })
  })

/** Ollama ignores the key; the SDK needs one. */
const LOCAL_API_KEY = 'local'

/** The LLM configuration for the local server. */
export function localLlmConfig(
  settings: LocalAiSettings,
  extra: Partial<LlmConfig> = {},
): LlmConfig {
  return { baseUrl: settings.baseUrl, apiKey: LOCAL_API_KEY, model: settings.model, ...extra }
}

/** The engines load on the first request, so the app starts without them. */
async function loadAi(llm: LlmConfig | null): Promise<NodeAi> {
  const [{ createNodeAi }, { llmConfigFromEnv }] = await Promise.all([
    import('@node/ai/service'),
    import('@shared/ai/llm/config'),
  ])
  return createNodeAi({ llm: llm ?? llmConfigFromEnv(process.env).config })
}

/** Sends one tiny chat request to the local server. */
async function testLocal(settings: LocalAiSettings): Promise<LocalAiTestResult> {
  const { createLlmClient } = await import('@node/ai/llm-client')
  const client = createLlmClient(localLlmConfig(settings, { timeoutMs: 10_000, maxRetries: 0 }))
  try {
    await client.complete([{ role: 'user', content: 'Reply with the word OK.' }])
    return { ok: true, model: settings.model }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

export interface AiHandlerOptions {
  /** Builds the AI for an LLM configuration (null: the environment's AI_*, else offline). */
  load?: (llm: LlmConfig | null) => Promise<NodeAi>
  /** The local AI server setting, persisted with the other desktop settings. */
  localAi?: { read(): LocalAiSettings; save(settings: LocalAiSettings): LocalAiSettings }
  /** Extra client options for the local server (tests: short timeouts). */
  localClient?: Partial<LlmConfig>
}

export function registerAiHandlers(handle: Handle, options: AiHandlerOptions = {}): void {
  const load = options.load ?? loadAi
  const localAi = options.localAi
  let loading: Promise<NodeAi> | null = null
  let loadedFor = ''
  const current = (): Promise<NodeAi> => {
    const settings = localAi?.read()
    const llm = settings?.enabled ? localLlmConfig(settings, options.localClient) : null
    const key = JSON.stringify(llm)
    if (!loading || key !== loadedFor) {
      loadedFor = key
      loading = load(llm)
    }
    return loading
  }

  if (localAi) {
    handle('ai:local-settings', z.tuple([]), async () => localAi.read())
    handle('ai:set-local-settings', z.tuple([localAiInput]), async (settings) =>
      localAi.save(settings),
    )
    handle('ai:test-local', z.tuple([localAiInput]), (settings) => testLocal(settings))
  }

  handle('ai:run', aiRunArgs, async (request): Promise<DesktopAiAnswer> => {
    const ai = await current()
    const cv = normalizeResume(request.resume).resume
    await ai.ready(cv.resumeLanguage)
    switch (request.task) {
      case 'description':
        return ai.service.enhanceDescription({
          resume: cv,
          section: request.section,
          itemId: request.itemId,
          text: request.text,
        })
      case 'summary':
        return ai.service.enhanceSummary({
          resume: cv,
          jobTitle: request.jobTitle,
          text: request.text,
        })
      case 'skills':
        return ai.service.suggestSkills({
          resume: cv,
          jobTitle: request.jobTitle,
          jobDescription: request.jobDescription,
        })
      case 'guided':
        return ai.service.guidedSuggestions({
          resume: cv,
          jobTitle: request.jobTitle,
          jobDescription: request.jobDescription,
        })
    }
  })
}
