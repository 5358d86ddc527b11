// The LLM configuration from AI_BASE_URL, AI_API_KEY and AI_MODEL (the same variables the
// cloud validates in cloud/src/config.ts), for callers that read an environment themselves.
import type { LlmConfig } from './client'

export type LlmEnv = Record<string, string | undefined>

/** The configuration, null when none of the three is set, or the problems when it is partial. */
export function llmConfigFromEnv(env: LlmEnv): { config: LlmConfig | null; problems: string[] } {
  const value = (name: string): string => (env[name] ?? '').trim()
  const names = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const
  const set = names.filter((name) => value(name) !== '')
  if (set.length === 0) return { config: null, problems: [] }
  const problems = names.filter((name) => value(name) === '').map((name) => `${name} is not set`)
  const baseUrl = value('AI_BASE_URL')
  if (baseUrl !== '' && !/^https?:\/\/\S+$/i.test(baseUrl))
    problems.push(`AI_BASE_URL must be an http(s) URL, got '${baseUrl}'`)
  if (problems.length > 0) return { config: null, problems }
  return {
    config: { baseUrl, apiKey: value('AI_API_KEY'), model: value('AI_MODEL') },
    problems: [],
  }
}
