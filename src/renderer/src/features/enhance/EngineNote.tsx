// Says which engine answered (issue 13: the UI never pretends an AI model answered when the
// offline rules did, and says so when the model failed and the offline engine stepped in).
import { useTranslation } from 'react-i18next'

export interface EngineInfo {
  engine: 'offline' | 'llm'
  fallback?: { from: 'offline' | 'llm'; reason: string }
}

export function EngineNote({ engine, fallback }: EngineInfo) {
  const { t } = useTranslation()
  const key = fallback ? 'fallback' : engine
  return (
    <p className={`ai-engine ai-engine--${key}`} data-engine={engine}>
      {t(`enhance.engine.${key}`)}
    </p>
  )
}
