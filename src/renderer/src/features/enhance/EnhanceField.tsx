// A rich-text field with the inline enhance button (spec 000 §2 "Section editors": the 198×28
// enhance button on experience, education and project descriptions and on the summary; §4
// "Inline AI enhance"). The button asks the cloud for three alternatives, the carousel shows
// them, and a chosen one replaces the text through the editor store (one undo step, autosaved
// like any edit); the field shows the enhanced highlight for 500 ms, then the plain text (the
// highlight never reaches the stored resume). The summary needs a job title: without one the
// job-title modal opens first, the chosen title is set and enhancement starts 200 ms later.
import type { EnhancedSummariesResponse } from '@shared/api'
import { updateItem, type ListSection, type SectionItem } from '@shared/resume'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { useEditor } from '../../stores/editor'
import { AiPromptModal } from './AiPromptModal'
import { AlternativesModal } from './AlternativesModal'
import { enhanceLocally } from './local-ai'
import { missingContactFields, missingItemFields, type MissingFieldId } from './missing-fields'
import { useAiCall } from './useAiCall'
import { useJobTitleFirst } from './useJobTitleFirst'
import './enhance.css'
import { snapshotBefore } from '../history/snapshot-before'

/** Spec 000 §9: enhanced highlight removal. */
export const HIGHLIGHT_REMOVAL_MS = 500

export type EnhanceTarget =
  { section: 'experiences' | 'educations' | 'projects'; itemId: string } | { section: 'summary' }

interface Props {
  target: EnhanceTarget
  children: ReactNode
}

interface Offer {
  original: string
  answer: EnhancedSummariesResponse
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim()

export function EnhanceField({ target, children }: Props) {
  const { t } = useTranslation()
  const resume = useEditor((state) => state.resume)
  const edit = useEditor((state) => state.edit)
  const updateContact = useEditor((state) => state.updateContact)
  const call = useAiCall()
  const title = useJobTitleFirst()
  const [offer, setOffer] = useState<Offer | null>(null)
  const [highlighted, setHighlighted] = useState(false)
  const [missing, setMissing] = useState<MissingFieldId[]>([])
  const [emptyText, setEmptyText] = useState(false)
  const timers = useRef<number[]>([])

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer)
    },
    [],
  )
  const later = (run: () => void, ms: number) => {
    timers.current.push(window.setTimeout(run, ms))
  }

  if (!resume) return <>{children}</>

  const item =
    target.section === 'summary'
      ? null
      : (resume[target.section] as readonly SectionItem<ListSection>[]).find(
          (candidate) => candidate.id === target.itemId,
        )
  const text =
    target.section === 'summary'
      ? resume.contact.description
      : item && 'description' in item
        ? item.description
        : ''

  async function enhance(jobTitle: string) {
    if (!resume) return
    const current = useEditor.getState().resume ?? resume
    if (plain(text) === '') {
      setEmptyText(true)
      return
    }
    setEmptyText(false)
    setMissing([])
    const language = current.resumeLanguage
    const answer = await call.run(async () => {
      // On the desktop with the local AI server on, this computer answers (local-ai.ts).
      const local = await enhanceLocally(target, current, jobTitle)
      if (local) return local
      if (target.section === 'summary')
        return api.enhance.summary({
          summary: current.contact.description,
          language,
          sectionString: '',
          jobTitle,
          cvData: current,
        })
      const found = (current[target.section] as readonly SectionItem<ListSection>[]).find(
        (candidate) => candidate.id === target.itemId,
      )
      const { description = '', ...fields } = (found ?? {}) as Record<string, unknown>
      const request = {
        summary: typeof description === 'string' ? description : '',
        language,
        sectionString: JSON.stringify(fields),
        cvData: current,
        itemId: target.itemId,
      }
      if (target.section === 'experiences') return api.enhance.experience(request)
      if (target.section === 'educations') return api.enhance.education(request)
      return api.enhance.project(request)
    })
    if (answer) setOffer({ original: text, answer })
  }

  function choose(chosen: string) {
    setOffer(null)
    void snapshotBefore('before_ai')
    if (target.section === 'summary') {
      updateContact({ description: chosen })
    } else {
      const { section, itemId } = target
      edit((current) =>
        updateItem(current, section, itemId, { description: chosen } as Partial<
          SectionItem<ListSection>
        >),
      )
    }
    setHighlighted(true)
    later(() => setHighlighted(false), HIGHLIGHT_REMOVAL_MS)
    const after = useEditor.getState().resume
    if (!after) return
    if (target.section === 'summary') setMissing(missingContactFields(after.contact))
    else {
      const updated = (after[target.section] as readonly SectionItem<ListSection>[]).find(
        (candidate) => candidate.id === target.itemId,
      )
      setMissing(updated ? missingItemFields(target.section, updated) : [])
    }
  }

  return (
    <div className={`ai-field${highlighted ? ' is-enhanced' : ''}`} data-enhanced={highlighted}>
      {children}
      <div className="ai-field__bar">
        <button
          type="button"
          className="btn btn--secondary ai-enhance-button"
          // The summary needs a job title.
          onClick={() =>
            title.start(target.section === 'summary', (jobTitle) => void enhance(jobTitle))
          }
          disabled={call.loading}
          aria-busy={call.loading}
        >
          <span aria-hidden="true">✦</span>{' '}
          {call.loading
            ? t('enhance.working')
            : target.section === 'summary'
              ? t('enhance.summaryButton')
              : t('enhance.button')}
        </button>
      </div>
      {emptyText && (
        <p className="field__error" role="alert">
          {t('enhance.errors.empty')}
        </p>
      )}
      {call.error && (
        <p className="field__error" role="alert">
          {call.error}
        </p>
      )}
      {missing.length > 0 && (
        <div className="ai-missing" role="status">
          <p>{t('enhance.missing.title')}</p>
          <ul>
            {missing.map((id) => (
              <li key={id}>{t(`enhance.missing.${id}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {offer && (
        <AlternativesModal
          original={offer.original}
          alternatives={offer.answer.alternatives}
          engine={offer.answer.engine}
          fallback={offer.answer.fallback}
          onChoose={choose}
          onDiscard={() => setOffer(null)}
        />
      )}
      {title.modal}
      {call.prompt && <AiPromptModal prompt={call.prompt} onClose={call.closePrompt} />}
    </div>
  )
}
