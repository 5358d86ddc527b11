// The live preview (spec 000 §2 "Editor", §4 "Preview"): the resume in its template, on A4 pages
// that break exactly where the PDF export breaks, scaled to the pane's width. Pointing at a
// section or an item highlights it and clicking selects it in the editor (see
// usePreviewInteraction for the keyboard).
import type { ActiveSection, Resume } from '@shared/resume'
import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../stores/editor'
import { PaginatedDocument } from '../../templates/pagination/PaginatedDocument'
import { ScaledPage } from '../../templates/ScaledPage'
import { guardsPreview, useScreenshotGuard } from '../plans/screenshot-guard'
import { usePlanInfo } from '../plans/usePlanInfo'
import { usePreviewInteraction } from './preview/usePreviewInteraction'
import './preview/preview.css'

export function PreviewPane({ resume }: { resume: Resume }) {
  const { t } = useTranslation()
  const paper = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const [pages, setPages] = useState(1)
  const active = useEditor((state) => state.activeSection)
  const setActiveSection = useEditor((state) => state.setActiveSection)
  const onSelect = useCallback(
    (selection: NonNullable<ActiveSection>) => setActiveSection(selection),
    [setActiveSection],
  )
  // Professional is neither hoverable nor clickable (spec 000 §2); the template's root says so
  // too, but the registry may still draw it with another layout.
  const interactive = resume.selectedTemplate !== 'Professional'
  usePreviewInteraction(paper, { active, onSelect, content: resume, enabled: interactive })
  const { plan, effective } = usePlanInfo()
  const blurred = useScreenshotGuard(guardsPreview(effective, plan))

  return (
    <section
      className={`editor__preview preview-pane${blurred ? ' preview-pane--guarded' : ''}`}
      aria-label={t('editor.preview')}
      data-guarded={blurred}
    >
      {blurred && (
        <p className="preview-pane__guard" role="status">
          {t('plans.blur.notice')}
        </p>
      )}
      <p className="preview-pane__pages" aria-live="polite">
        {t('look.preview.pages', { count: pages })}
      </p>
      <div
        ref={paper}
        className="editor__paper preview-pane__paper"
        tabIndex={interactive ? 0 : undefined}
        aria-describedby={interactive ? hintId : undefined}
      >
        <ScaledPage pages={pages}>
          <PaginatedDocument resume={resume} onPages={setPages} />
        </ScaledPage>
      </div>
      {interactive && (
        <p id={hintId} className="visually-hidden">
          {t('look.preview.keyboardHint')}
        </p>
      )}
    </section>
  )
}
