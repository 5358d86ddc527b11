// Shown when the cloud cannot print (503 pdf_renderer_unavailable): says so, and offers the
// browser's own print dialog on the same print page, where "Save as PDF" makes the file.
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/Modal'

export function BrowserPrintPrompt({
  printing,
  onPrint,
  onClose,
}: {
  printing: boolean
  onPrint(): void
  onClose(): void
}) {
  const { t } = useTranslation()
  return (
    <Modal title={t('exportPdf.browserPrint.title')} onClose={onClose}>
      <p>{t('exportPdf.browserPrint.message')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-autofocus
          disabled={printing}
          onClick={onPrint}
        >
          {printing ? t('exportPdf.browserPrint.printing') : t('exportPdf.browserPrint.print')}
        </button>
      </div>
    </Modal>
  )
}
