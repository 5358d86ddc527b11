// The Download button of the editor bar and the library card, with the prompts it may open.
import type { Resume } from '@shared/resume'
import { useTranslation } from 'react-i18next'
import { useMenuCommand } from '../desktop/useMenuCommand'
import { CreditsLeft } from '../plans/CreditsLeft'
import { BrowserPrintPrompt } from './BrowserPrintPrompt'
import { UpgradePrompt } from './UpgradePrompt'
import { useDownloadPdf } from './useDownloadPdf'
import './export.css'

interface DownloadButtonProps {
  resume: Resume
  /** Spec 000 §7 adjust mode: one tall page instead of A4 pages. */
  adjust?: boolean
  /** Names the resume for screen readers when several buttons share a screen (library). */
  label?: string
  /** "Download" instead of "Download PDF", where space is short (library cards). */
  short?: boolean
  className?: string
  /** This button also answers the desktop menu's File › Export PDF (the editor's button). */
  answersMenu?: boolean
  /** Also offer the editable Word document (the editor's bar; library cards keep one button). */
  word?: boolean
}

export function DownloadButton({
  resume,
  adjust = false,
  label,
  short = false,
  className = 'btn btn--secondary btn--small',
  answersMenu = false,
  word = false,
}: DownloadButtonProps) {
  const { t } = useTranslation()
  const { phase, download, downloadDocx, printWithBrowser, dismiss } = useDownloadPdf(
    resume,
    adjust,
  )
  useMenuCommand('export-pdf', () => {
    if (answersMenu && phase.kind !== 'preparing') void download()
  })
  const preparing = phase.kind === 'preparing'

  return (
    <span className="export-download">
      <button
        type="button"
        className={className}
        aria-label={label ? t('exportPdf.downloadNamed', { name: label }) : undefined}
        aria-busy={preparing}
        disabled={preparing}
        onClick={() => void download()}
      >
        {preparing && phase.format === 'pdf'
          ? t('exportPdf.preparing')
          : short
            ? t('exportPdf.downloadShort')
            : t('exportPdf.download')}
      </button>
      {word && (
        <button
          type="button"
          className={className}
          aria-label={t('exportPdf.downloadWordLabel')}
          aria-busy={preparing}
          disabled={preparing}
          onClick={() => void downloadDocx()}
        >
          {preparing && phase.format === 'docx'
            ? t('exportPdf.preparingWord')
            : t('exportPdf.downloadWord')}
        </button>
      )}
      {!short && <CreditsLeft kind="download" />}
      {phase.kind === 'failed' && (
        <span className="export-download__error" role="alert">
          {phase.message}
        </span>
      )}
      {phase.kind === 'upgrade' && <UpgradePrompt onClose={dismiss} />}
      {phase.kind === 'browserPrint' && (
        <BrowserPrintPrompt
          printing={phase.printing}
          onPrint={() => void printWithBrowser()}
          onClose={dismiss}
        />
      )}
    </span>
  )
}
