// The template picker (spec 000 §2 "Template picker entries", §4 "Template change"): every
// template as a rendered thumbnail of the user's own resume, under its display name. The choice
// shows at once in the picker and is committed to the resume after 500 ms; Professional is
// shown as coming soon and cannot be chosen. The thumbnails are a radio group, so arrow keys
// move through them and only the last choice of a quick run is committed. A template outside the
// user's plan (Free with billing on) is marked locked; choosing it opens the upgrade prompt and
// changes nothing (the cloud refuses the switch too; the resume's own template is never locked).
import {
  SELECTABLE_TEMPLATES,
  TEMPLATES,
  TEMPLATE_DISPLAY_NAMES,
  type Resume,
  type TemplateName,
} from '@shared/resume'
import { createElement, memo, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { decide } from '@shared/plans'
import { Modal } from '../../../components/Modal'
import { PlanUpgradePrompt } from '../../plans/PlanUpgradePrompt'
import { usePlanInfo } from '../../plans/usePlanInfo'
import { useEditor } from '../../../stores/editor'
import { PickerDone } from './PickerDone'
import { templateComponent } from '../../../templates/registry'
import { ScaledPage } from '../../../templates/ScaledPage'
import { changeTemplate, thumbnailResume } from './look'
import { useDelayedCommit } from './useDelayedCommit'

/** Spec 000 §9: the template change is committed 500 ms after the choice. */
export const TEMPLATE_CHANGE_DELAY = 500

const Thumbnail = memo(function Thumbnail({ resume }: { resume: Resume }) {
  return (
    <ScaledPage firstPageOnly>
      {createElement(templateComponent(resume.selectedTemplate), { resume })}
    </ScaledPage>
  )
})

interface TemplatePickerProps {
  resume: Resume
  onClose(): void
}

export function TemplatePicker({ resume, onClose }: TemplatePickerProps) {
  const { t } = useTranslation()
  const name = useId()
  const edit = useEditor((state) => state.edit)
  const [chosen, setChosen] = useState<TemplateName>(resume.selectedTemplate)
  const [upgrade, setUpgrade] = useState(false)
  const { effective } = usePlanInfo()
  const locked = (template: TemplateName) =>
    effective !== null &&
    template !== resume.selectedTemplate &&
    !decide(effective, 'template', { template }).allowed
  const { schedule } = useDelayedCommit(
    (template: TemplateName) => edit(changeTemplate(template)),
    TEMPLATE_CHANGE_DELAY,
  )
  const thumbnails = useMemo(
    () => new Map(TEMPLATES.map((template) => [template, thumbnailResume(resume, template)])),
    [resume],
  )

  return (
    <Modal title={t('look.templates.title')} onClose={onClose} size="large">
      <div className="template-picker" role="radiogroup" aria-label={t('look.templates.title')}>
        {TEMPLATES.map((template) => {
          const selectable = SELECTABLE_TEMPLATES.includes(template)
          const isLocked = selectable && locked(template)
          const checked = template === chosen
          const thumbnail = thumbnails.get(template)
          return (
            <label
              key={template}
              className={`template-card${checked ? ' template-card--checked' : ''}${selectable ? '' : ' template-card--soon'}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={template}
                checked={checked}
                disabled={!selectable}
                data-autofocus={checked ? '' : undefined}
                aria-describedby={isLocked ? `${name}-locked` : undefined}
                onChange={() => {
                  if (isLocked) return setUpgrade(true)
                  setChosen(template)
                  schedule(template)
                }}
              />
              <span className="template-card__thumbnail" aria-hidden="true">
                {thumbnail && <Thumbnail resume={thumbnail} />}
              </span>
              <span className="template-card__name">
                {TEMPLATE_DISPLAY_NAMES[template]}
                {!selectable && (
                  <span className="template-card__badge">{t('look.templates.comingSoon')}</span>
                )}
                {isLocked && (
                  <span className="template-card__badge" aria-hidden="true">
                    🔒 {t('plans.locked')}
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
      <span id={`${name}-locked`} hidden>
        {t('plans.locked')}
      </span>
      <PickerDone onClose={onClose} />
      {upgrade && <PlanUpgradePrompt reason="template" onClose={() => setUpgrade(false)} />}
    </Modal>
  )
}
