// The evaluation page /cv-evaluation (spec 000 §2 "Evaluation page", §4, §5, §6): a desired job
// title, a PDF dropped or chosen (PDF only, at most 6 MB; problems shown inline, not as
// window alerts), the PDF preview with "Upload new", the evaluate button and the result panel.
// On small screens one button does it all: upload and evaluate, evaluate further, evaluate
// another.
import type { DragEvent } from 'react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { JobTitleModal } from './JobTitleModal'
import { JobTitleSearch } from './JobTitleSearch'
import { PdfPreview } from './PdfPreview'
import {
  readPdfForEvaluation,
  uploadProblem,
  type EvaluationSource,
  type UploadProblem,
} from './read-pdf'
import { ResultPanel } from './ResultPanel'
import { useEvaluation } from './useEvaluation'
import type { Resume } from '@shared/resume'
import { AtsReadButton } from '../export/AtsView'
import './evaluation.css'
import { CreditsLeft } from '../plans/CreditsLeft'

const MOBILE_QUERY = '(max-width: 767px)'

function useMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia?.(MOBILE_QUERY).matches ?? false)
  useEffect(() => {
    const query = window.matchMedia?.(MOBILE_QUERY)
    if (!query) return
    const update = () => setMobile(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return mobile
}

type FileProblem = UploadProblem | 'unreadable'

export function EvaluationPage() {
  const { t } = useTranslation()
  usePageTitle(t('evaluationPage.title'))
  const { locale } = useLocale()
  const mobile = useMobile()
  const user = useSession((state) => state.user)
  const [jobTitle, setJobTitle] = useState('')
  const [bytes, setBytes] = useState<Uint8Array | null>(null)
  const [source, setSource] = useState<EvaluationSource | null>(null)
  const [reading, setReading] = useState(false)
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null)
  const [dragging, setDragging] = useState(false)
  const chooser = useRef<HTMLInputElement>(null)
  const evaluateAfterUpload = useRef(false)
  const flow = useEvaluation({ source, jobTitle, setJobTitle, mobile })

  async function load(file: File) {
    const problem = uploadProblem(file)
    setFileProblem(problem)
    if (problem) return
    flow.reset()
    setReading(true)
    try {
      const data = new Uint8Array(await file.arrayBuffer())
      setBytes(data)
      setSource(await readPdfForEvaluation(data))
    } catch {
      setBytes(null)
      setSource(null)
      setFileProblem('unreadable')
    } finally {
      setReading(false)
    }
  }

  // On mobile, "Upload and evaluate" evaluates as soon as the chosen file is read.
  useEffect(() => {
    if (!evaluateAfterUpload.current || !source) return
    evaluateAfterUpload.current = false
    void flow.evaluate()
  }, [source, flow])

  function uploadNew() {
    setBytes(null)
    setSource(null)
    setFileProblem(null)
    flow.reset()
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void load(file)
  }

  const problems = [
    fileProblem && t(`evaluationPage.problems.${fileProblem}`),
    flow.problem && t(`evaluationPage.problems.${flow.problem}`),
  ].filter(Boolean) as string[]

  const mobileLabel = !source
    ? t('evaluationPage.mobile.uploadAndEvaluate')
    : user && flow.result?.level !== 'detailed'
      ? t('evaluationPage.mobile.evaluateFurther')
      : t('evaluationPage.mobile.evaluateAnother')

  function mobileAction() {
    if (!source || (flow.result && (!user || flow.result.level === 'detailed'))) {
      uploadNew()
      evaluateAfterUpload.current = true
      chooser.current?.click()
      return
    }
    void flow.evaluate()
  }

  return (
    <div className="page eval-page">
      <h1 className="eval-page__title">{t('evaluationPage.heading')}</h1>
      <p className="eval-page__lead">{t('evaluationPage.lead')}</p>
      <div className="eval-page__grid">
        <div className="eval-page__input">
          <JobTitleSearch value={jobTitle} onChange={setJobTitle} locale={locale} />
          <input
            ref={chooser}
            type="file"
            accept=".pdf,application/pdf"
            hidden
            data-testid="evaluation-file"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void load(file)
            }}
          />
          {bytes ? (
            <div className="eval-page__preview">
              <PdfPreview bytes={bytes} />
              <button type="button" className="btn btn--secondary" onClick={uploadNew}>
                {t('evaluationPage.uploadNew')}
              </button>
              {/* readPdfForEvaluation puts the importer's resume in cvData: what an ATS reads. */}
              {source?.cvData !== undefined && <AtsReadButton read={source.cvData as Resume} />}
            </div>
          ) : (
            <section
              className={`eval-drop${dragging ? ' eval-drop--active' : ''}`}
              aria-label={t('evaluationPage.drop.label')}
              onDragOver={(event) => {
                event.preventDefault()
                setDragging(true)
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <p className="eval-drop__title">{t('evaluationPage.drop.title')}</p>
              <p className="eval-drop__hint">{t('evaluationPage.drop.hint')}</p>
              {!mobile && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => chooser.current?.click()}
                >
                  {t('evaluationPage.drop.choose')}
                </button>
              )}
            </section>
          )}
          {reading && <p role="status">{t('evaluationPage.reading')}</p>}
          {problems.map((message) => (
            <p key={message} className="field__error" role="alert">
              {message}
            </p>
          ))}
          {mobile ? (
            <button
              type="button"
              className="btn btn--primary btn--large"
              disabled={flow.running || reading}
              onClick={mobileAction}
            >
              {flow.running ? t('evaluationPage.evaluating') : mobileLabel}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--large"
              disabled={flow.running || flow.started || reading}
              onClick={() => void flow.evaluate()}
            >
              {flow.running ? t('evaluationPage.evaluating') : t('evaluationPage.evaluate')}
            </button>
          )}
          <CreditsLeft kind="evaluation" />
        </div>
        <div className="eval-page__result">
          {flow.result ? (
            <ResultPanel result={flow.result} />
          ) : (
            <p className="eval-page__placeholder">{t('evaluationPage.placeholder')}</p>
          )}
        </div>
      </div>
      {flow.askJobTitle && (
        <JobTitleModal
          locale={locale}
          onSubmit={flow.submitJobTitle}
          onClose={flow.cancelJobTitle}
        />
      )}
    </div>
  )
}
