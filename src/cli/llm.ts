// The LLM the `--engine llm` options use: AI_BASE_URL, AI_API_KEY and AI_MODEL from the
// environment, or a clear message saying what is missing.
import type { LlmConfig } from '../shared/ai/llm/client'
import { llmConfigFromEnv } from '../shared/ai/llm/config'
import { CliError } from './command'

export function llmConfigOrExplain(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  const { config, problems } = llmConfigFromEnv(env)
  if (!config)
    throw new CliError(
      problems.length > 0
        ? `the LLM engine is not configured: ${problems.join('; ')}`
        : 'the LLM engine needs AI_BASE_URL, AI_API_KEY and AI_MODEL (an OpenAI-compatible server)',
    )
  return config
}
