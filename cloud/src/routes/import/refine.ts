// The optional LLM pass after an offline import (issue 14 point 5). With AI_* configured, the
// parts the offline parser was unsure of (@shared/import/uncertain) are read again by the model
// (@shared/import/llm-refiner) and merged so they can only fill or improve, with nothing taken
// that the document does not say (@shared/import/refine). Without AI_*, or when the parse has no
// doubtful part, nothing is asked; when the model fails, the offline parse stands and the
// warnings say so. The answer names what was read again, by which engine, and which parts were
// taken from the model's reading or refused.
import { createLlmClient } from '@node/ai/llm-client'
import type { ImportRefinement } from '@shared/api'
import { llmRefiner } from '@shared/import/llm-refiner'
import { refineImport } from '@shared/import/refine'
import { uncertainFields } from '@shared/import/uncertain'
import type { AiConfig } from '../../config'
import type { ImportTaskResult } from '../../workers/tasks'

/** A refinement's time limit: an import should not wait on a slow model for long. */
const REFINE_TIMEOUT_MS = 45_000

export type ImportRefiner = (
  parsed: ImportTaskResult,
  signal: AbortSignal,
) => Promise<{ parsed: ImportTaskResult; refinement?: ImportRefinement }>

export function importRefinerFor(ai: AiConfig | null): ImportRefiner | null {
  if (!ai) return null
  const client = createLlmClient({ ...ai, temperature: 0 })
  return async (parsed, signal) => {
    const parts = uncertainFields(parsed)
    if (parts.length === 0) return { parsed }
    const { taken, refused, ...refined } = await refineImport(
      parsed,
      llmRefiner(client, parts, { signal }),
      { fields: parts, source: parsed.text, timeoutMs: REFINE_TIMEOUT_MS },
    )
    // refineImport hands the offline resume back unchanged whenever the model's answer is unusable.
    const used = refined.resume !== parsed.resume
    return {
      parsed: refined,
      refinement: { engine: used ? 'llm' : 'offline', parts, taken, refused },
    }
  }
}
