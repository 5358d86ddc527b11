// The "ATS view" (issue 14 point 2): what an applicant-tracking system reads from this resume's
// real PDF, beside what the person wrote. The cloud prints the resume exactly as a download
// would, reads the PDF back with the importer and compares field by field (POST
// /api/export/ats); nothing is downloaded and no credit is spent. Each row says in words (not
// only in colour) whether the field was read as written, read otherwise, or not found.
// On the evaluation page (AtsReadButton) the PDF is the person's own upload, already read in the
// browser by the same importer: the view lists what was read and what an ATS expects but did not
// find, with no cloud call.
import type { AtsViewResponse } from '@shared/api'
import { atsReadRows } from '@shared/import/ats-view'
import type { Resume } from '@shared/resume'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { Modal } from '../../components/Modal'
import './export.css'

type Row = AtsViewResponse['rows'][number]

type State =
  | { phase: 'closed' }
  | { phase: 'reading' }
  | { phase: 'done'; answer: AtsViewResponse }
  | { phase: 'failed'; error: unknown }

function useFieldLabel() {
  const { t } = useTranslation()
  return (row: Row) => {
    if (row.field === '*')
      return t(`cvEditor.sections.${row.section}.title`, { defaultValue: row.section })
    const field =
      row.section === 'contact'
        ? t(`editor.personal.${row.field === 'description' ? 'summary' : row.field}`, {
            defaultValue: row.field,
          })
        : t(`cvEditor.sections.${row.section}.fields.${row.field}`, { defaultValue: row.field })
    if (row.section === 'contact' || row.item === null) return field
    const section = t(`cvEditor.sections.${row.section}.title`, { defaultValue: row.section })
    return t('ats.itemField', { section, number: row.item + 1, field })
  }
}

export function AtsViewButton({ resume }: { resume: Resume }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>({ phase: 'closed' })
  const run = useRef(0)

  async function open() {
    const mine = ++run.current
    setState({ phase: 'reading' })
    try {
      const answer = await api.export.ats({ cvData: resume })
      if (run.current === mine) setState({ phase: 'done', answer })
    } catch (error) {
      if (run.current === mine) setState({ phase: 'failed', error })
    }
  }

  function close() {
    run.current++
    setState({ phase: 'closed' })
  }

  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => void open()}>
        {t('ats.open')}
      </button>
      {state.phase !== 'closed' && (
        <Modal
          title={t('ats.title')}
          description={t('ats.description')}
          onClose={close}
          size="large"
        >
          {state.phase === 'reading' && (
            <p role="status" aria-live="polite">
              {t('ats.reading')}
            </p>
          )}
          {state.phase === 'failed' && (
            <div className="ats-view__failed">
              <p role="alert">{t('ats.failed', { reason: errorMessage(state.error, t) })}</p>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void open()}
              >
                {t('ats.retry')}
              </button>
            </div>
          )}
          {state.phase === 'done' && <AtsTable answer={state.answer} />}
        </Modal>
      )}
    </>
  )
}

function AtsTable({ answer }: { answer: AtsViewResponse }) {
  const { t } = useTranslation()
  const label = useFieldLabel()
  const same = answer.rows.filter((row) => row.status === 'same').length
  const problems = answer.rows.filter((row) => row.status !== 'same')
  return (
    <div className="ats-view">
      <p className="ats-view__summary" role="status">
        {t('ats.summary', {
          same,
          total: answer.rows.length,
          percent: Math.round(answer.score * 100),
        })}{' '}
        {problems.length === 0 ? t('ats.allRead') : t('ats.someNot', { count: problems.length })}
      </p>
      <table className="ats-view__table">
        <thead>
          <tr>
            <th scope="col">{t('ats.columns.field')}</th>
            <th scope="col">{t('ats.columns.written')}</th>
            <th scope="col">{t('ats.columns.read')}</th>
            <th scope="col">{t('ats.columns.result')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row, index) => (
            <tr key={index} className={`ats-view__row ats-view__row--${row.status}`}>
              <th scope="row">{label(row)}</th>
              <td>{row.written}</td>
              <td>{row.read || <span className="ats-view__none">{t('ats.nothing')}</span>}</td>
              <td>{t(`ats.status.${row.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ats-view__hint">{t('ats.hint')}</p>
    </div>
  )
}

/** The evaluation page's view of an uploaded PDF: what was read, and what was not found. */
export function AtsReadButton({ read }: { read: Resume }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const label = useFieldLabel()
  const rows = open ? atsReadRows(read) : []
  const missing = rows.filter((row) => row.status === 'missing').length
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
        {t('ats.open')}
      </button>
      {open && (
        <Modal
          title={t('ats.title')}
          description={t('ats.uploadDescription')}
          onClose={() => setOpen(false)}
          size="large"
        >
          <div className="ats-view">
            <p className="ats-view__summary" role="status">
              {missing === 0 ? t('ats.uploadAllFound') : t('ats.uploadMissing', { count: missing })}
            </p>
            <table className="ats-view__table">
              <thead>
                <tr>
                  <th scope="col">{t('ats.columns.field')}</th>
                  <th scope="col">{t('ats.columns.read')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index} className={`ats-view__row ats-view__row--${row.status}`}>
                    <th scope="row">{label(row)}</th>
                    <td>
                      {row.status === 'missing' ? (
                        <span className="ats-view__none">{t('ats.status.missing')}</span>
                      ) : (
                        row.read
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="ats-view__hint">{t('ats.hint')}</p>
          </div>
        </Modal>
      )}
    </>
  )
}
