// The template modal for a new resume (spec 000 §4): the user picks a template, the resume is
// created in it (with the current interface language) and the editor opens. Templates outside
// the user's plan carry a Premium badge and open the upgrade prompt instead.
import { planIncludesTemplate, type EffectivePlan } from '@shared/plans'
import {
  SELECTABLE_TEMPLATES,
  TEMPLATE_DISPLAY_NAMES,
  createResume,
  type TemplateName,
} from '@shared/resume'
import { createElement, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/Modal'
import { templateComponent } from '../../templates/registry'
import { ScaledPage } from '../../templates/ScaledPage'
import { sampleResume } from '../editor/look/sample-resume'

interface NewResumeChooserProps {
  effective: EffectivePlan | null
  busy: boolean
  onCreate(template: TemplateName): void
  onLocked(): void
  onClose(): void
}

export function NewResumeChooser({
  effective,
  busy,
  onCreate,
  onLocked,
  onClose,
}: NewResumeChooserProps) {
  const { t } = useTranslation()
  const name = useId()
  const [chosen, setChosen] = useState<TemplateName>('Business')
  const sample = useMemo(() => sampleResume(createResume()), [])
  const included = (template: TemplateName) =>
    !effective || planIncludesTemplate(effective.plan.id, template)

  return (
    <Modal title={t('plans.chooser.title')} onClose={onClose} size="large">
      <div className="template-picker" role="radiogroup" aria-label={t('plans.chooser.title')}>
        {SELECTABLE_TEMPLATES.map((template) => {
          const checked = template === chosen
          const open = included(template)
          return (
            <label
              key={template}
              className={`template-card${checked ? ' template-card--checked' : ''}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={template}
                checked={checked}
                data-autofocus={checked ? '' : undefined}
                onChange={() => (open ? setChosen(template) : onLocked())}
              />
              <span className="template-card__thumbnail" aria-hidden="true">
                <ScaledPage firstPageOnly>
                  {createElement(templateComponent(template), {
                    resume: { ...sample, selectedTemplate: template },
                  })}
                </ScaledPage>
              </span>
              <span className="template-card__name">
                {TEMPLATE_DISPLAY_NAMES[template]}
                {!open && (
                  <span className="template-card__badge">{t('plans.chooser.premiumOnly')}</span>
                )}
              </span>
            </label>
          )
        })}
      </div>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => onCreate(chosen)}
        >
          {busy
            ? t('plans.chooser.creating')
            : t('plans.chooser.create', { template: TEMPLATE_DISPLAY_NAMES[chosen] })}
        </button>
      </div>
    </Modal>
  )
}
