// The description-enhancement carousel (spec 000 §2 "Modals", §4 "Inline AI enhance" 4): the
// alternatives one at a time with Previous and Next, Choose and Discard. An alternative the fact
// guard flagged shows its new facts highlighted and can be chosen only after the user confirms
// they are true; placeholders the user must fill are highlighted too. Nothing changes in the
// resume until Choose; Discard leaves the original as it was.
import type { AlternativeWire } from '@shared/api'
import { sanitizeRichText } from '@shared/resume'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/Modal'
import { EngineNote, type EngineInfo } from './EngineNote'
import { markSuggestion, placeholdersIn } from './highlight'
import './enhance.css'

interface Props extends EngineInfo {
  original: string
  alternatives: readonly AlternativeWire[]
  onChoose(text: string): void
  onDiscard(): void
}

export function AlternativesModal(props: Props) {
  const { original, alternatives, onChoose, onDiscard } = props
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set())
  const current = alternatives[index]
  const flagged = current?.guard.verdict === 'flag'
  const usable = current !== undefined && (!flagged || confirmed.has(index))
  const placeholders = current ? placeholdersIn(current.text) : []

  return (
    <Modal title={t('enhance.modal.title')} onClose={onDiscard} size="large">
      <EngineNote engine={props.engine} fallback={props.fallback} />
      <div className="ai-alternatives">
        <section className="ai-alternatives__original" aria-label={t('enhance.modal.original')}>
          <h3>{t('enhance.modal.original')}</h3>
          <div
            className="rich-text-view"
            dangerouslySetInnerHTML={{ __html: sanitizeRichText(original) }}
          />
        </section>
        {current ? (
          <section
            className={`ai-alternatives__choice${flagged ? ' is-flagged' : ''}`}
            aria-live="polite"
            aria-label={t('enhance.modal.position', {
              current: index + 1,
              total: alternatives.length,
            })}
          >
            <div className="ai-alternatives__nav">
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={t('enhance.modal.previous')}
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
              >
                ‹
              </button>
              <span>
                {t('enhance.modal.position', { current: index + 1, total: alternatives.length })}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={t('enhance.modal.next')}
                disabled={index >= alternatives.length - 1}
                onClick={() => setIndex(index + 1)}
              >
                ›
              </button>
            </div>
            <div
              className="rich-text-view ai-alternatives__text"
              data-testid="ai-alternative"
              dangerouslySetInnerHTML={{
                __html: markSuggestion(sanitizeRichText(current.text), current.guard.newFacts),
              }}
            />
            {flagged && (
              <div className="ai-guard" role="note">
                <p>{t('enhance.guard.flagged', { facts: current.guard.newFacts.join(', ') })}</p>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={confirmed.has(index)}
                    onChange={(event) => {
                      const next = new Set(confirmed)
                      if (event.target.checked) next.add(index)
                      else next.delete(index)
                      setConfirmed(next)
                    }}
                  />
                  <span>{t('enhance.guard.confirm')}</span>
                </label>
              </div>
            )}
            {current.guard.lostFacts.length > 0 && (
              <p className="field__hint">
                {t('enhance.guard.lost', { facts: current.guard.lostFacts.join(', ') })}
              </p>
            )}
            {placeholders.length > 0 && (
              <p className="field__hint">
                {t('enhance.modal.placeholders', { placeholder: placeholders[0] })}
              </p>
            )}
          </section>
        ) : (
          <p className="ai-alternatives__none">{t('enhance.modal.none')}</p>
        )}
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onDiscard}>
          {t('enhance.modal.discard')}
        </button>
        {current && (
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            disabled={!usable}
            onClick={() => onChoose(current.text)}
          >
            {t('enhance.modal.choose')}
          </button>
        )}
      </div>
    </Modal>
  )
}
