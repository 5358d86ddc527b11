// The desktop's opt-in local AI server (issue 13 point 3): a switch (off by default), the
// server's OpenAI-compatible address (Ollama's http://127.0.0.1:11434/v1 by default), the model
// name, Save and "Test connection". Only an address on this computer is accepted, here and again
// in main. Shown in the desktop's settings dialog (Help › Check for Updates, where the update
// channel is chosen too).
import {
  localAiUrlProblem,
  type DesktopFeatures,
  type LocalAiSettings as Settings,
} from '@shared/platform'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Status =
  | { kind: 'idle' }
  | { kind: 'saved' }
  | { kind: 'testing' }
  | { kind: 'tested'; ok: true; model: string }
  | { kind: 'tested'; ok: false; message: string }
  | { kind: 'failed'; message: string }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function LocalAiSettings({ localAi }: { localAi: DesktopFeatures['localAi'] }) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState<Settings | null>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [touched, setTouched] = useState(false)

  useEffect(() => {
    let live = true
    localAi.get().then(
      (settings) => live && setDraft(settings),
      (error: unknown) => live && setStatus({ kind: 'failed', message: errorText(error) }),
    )
    return () => {
      live = false
    }
  }, [localAi])

  if (!draft) return null
  const urlProblem = localAiUrlProblem(draft.baseUrl)
  const modelMissing = draft.model.trim() === ''
  const invalid = urlProblem !== null || modelMissing
  const change = (patch: Partial<Settings>) => {
    setDraft({ ...draft, ...patch })
    setTouched(true)
    setStatus({ kind: 'idle' })
  }
  const settings = (): Settings => ({
    enabled: draft.enabled,
    baseUrl: draft.baseUrl.trim(),
    model: draft.model.trim(),
  })

  async function save() {
    setTouched(true)
    if (invalid) return
    try {
      setDraft(await localAi.save(settings()))
      setStatus({ kind: 'saved' })
    } catch (error) {
      setStatus({ kind: 'failed', message: errorText(error) })
    }
  }

  async function test() {
    setTouched(true)
    if (invalid) return
    setStatus({ kind: 'testing' })
    try {
      setStatus({ kind: 'tested', ...(await localAi.test(settings())) })
    } catch (error) {
      setStatus({ kind: 'tested', ok: false, message: errorText(error) })
    }
  }

  return (
    <section className="desktop-local-ai" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('desktop.localAi.title')}</h3>
      <label className="desktop-local-ai__switch">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />{' '}
        {t('desktop.localAi.enable')}
      </label>
      <p className="desktop-local-ai__explain">{t('desktop.localAi.explain')}</p>
      <label htmlFor={`${id}-url`} className="desktop-updates__label">
        {t('desktop.localAi.baseUrl')}
      </label>
      <input
        id={`${id}-url`}
        type="url"
        className="desktop-local-ai__input"
        value={draft.baseUrl}
        aria-invalid={touched && urlProblem !== null}
        aria-describedby={urlProblem ? `${id}-url-error` : undefined}
        onChange={(event) => change({ baseUrl: event.target.value })}
      />
      {touched && urlProblem && (
        <p id={`${id}-url-error`} role="alert" className="desktop-local-ai__error">
          {t(`desktop.localAi.errors.${urlProblem}`)}
        </p>
      )}
      <label htmlFor={`${id}-model`} className="desktop-updates__label">
        {t('desktop.localAi.model')}
      </label>
      <input
        id={`${id}-model`}
        type="text"
        className="desktop-local-ai__input"
        value={draft.model}
        aria-invalid={touched && modelMissing}
        onChange={(event) => change({ model: event.target.value })}
      />
      {touched && modelMissing && (
        <p role="alert" className="desktop-local-ai__error">
          {t('desktop.localAi.errors.model')}
        </p>
      )}
      <p role="status" aria-live="polite" className="desktop-local-ai__status">
        {status.kind === 'saved' && t('desktop.localAi.saved')}
        {status.kind === 'testing' && t('desktop.localAi.testing')}
        {status.kind === 'tested' &&
          (status.ok
            ? t('desktop.localAi.testOk', { model: status.model })
            : t('desktop.localAi.testFailed', { message: status.message }))}
        {status.kind === 'failed' && t('desktop.localAi.saveFailed', { message: status.message })}
      </p>
      <div className="desktop-updates__actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={status.kind === 'testing'}
          onClick={() => void test()}
        >
          {t('desktop.localAi.test')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void save()}>
          {t('desktop.localAi.save')}
        </button>
      </div>
    </section>
  )
}
