import type { Resume } from '@shared/resume'
import { useTranslation } from 'react-i18next'
import { BusinessTemplate } from '../../templates/business/BusinessTemplate'
import { ScaledPage } from '../../templates/ScaledPage'

/** The live preview: the resume in its template on A4 pages, as wide as the pane. */
export function PreviewPane({ resume }: { resume: Resume }) {
  const { t } = useTranslation()
  // Only the Business template exists so far; the others come with the template picker.
  return (
    <section className="editor__preview" aria-label={t('editor.preview')}>
      <div className="editor__paper">
        <ScaledPage>
          <BusinessTemplate resume={resume} />
        </ScaledPage>
      </div>
    </section>
  )
}
