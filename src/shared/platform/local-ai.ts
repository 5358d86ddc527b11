// The desktop's opt-in local AI server (issue 13 point 3): Ollama or any OpenAI-compatible
// server on this computer. Off by default. Only http(s) on localhost, 127.0.0.1 or ::1 is
// accepted: the setting is for a server on this computer, never a way to send resumes elsewhere
// (a remote LLM is the operator's AI_* configuration, not a desktop preference).

export interface LocalAiSettings {
  enabled: boolean
  /** The server's OpenAI-compatible base URL, e.g. Ollama's http://127.0.0.1:11434/v1. */
  baseUrl: string
  model: string
}

export const DEFAULT_LOCAL_AI: LocalAiSettings = {
  enabled: false,
  baseUrl: 'http://127.0.0.1:11434/v1',
  model: 'llama3.1',
}

/** Why a base URL is refused (a stable code the renderer translates), or null when it is fine. */
export type LocalAiUrlProblem = 'invalid' | 'protocol' | 'not-local'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function localAiUrlProblem(value: string): LocalAiUrlProblem | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'invalid'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'protocol'
  if (url.username || url.password) return 'not-local'
  if (!LOCAL_HOSTS.has(url.hostname.toLowerCase())) return 'not-local'
  return null
}

/** The English message main throws for a refused URL (the renderer shows its own translation). */
export const LOCAL_AI_URL_MESSAGES: Record<LocalAiUrlProblem, string> = {
  invalid: 'The local AI server address is not a valid URL.',
  protocol: 'The local AI server address must start with http:// or https://.',
  'not-local':
    'The local AI server must run on this computer (localhost, 127.0.0.1 or ::1); other addresses are refused.',
}

/** What "Test connection" found. */
export type LocalAiTestResult = { ok: true; model: string } | { ok: false; message: string }
