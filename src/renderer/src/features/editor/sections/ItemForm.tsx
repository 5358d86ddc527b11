// The form view of one list item (spec 000 §4 "Section editors"): every field of the section's
// config, edited live (the preview follows each keystroke), then Add/Save back to the list, or
// Discard while adding. Values go through the store's edit() and the shared operations, which
// sanitise them before they are stored.
import type { ResumeLanguageCode } from '@shared/resume'
import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextEditor } from '../../../components/RichTextEditor'
import { TextField } from '../../../components/TextField'
import { EmailField } from '../EmailField'
import { EnhanceField } from '../../enhance/EnhanceField'
import type { FieldSpec, SectionConfig } from './config'
import { LevelPicker } from './LevelPicker'
import { MonthYearField } from './MonthYearField'
import { canSaveItem, endsBeforeStart, ongoingPatch } from './rules'
import { fieldText, sectionText } from './texts'

export interface ItemFormProps {
  config: SectionConfig
  item: Readonly<Record<string, unknown>> & { id: string }
  adding: boolean
  language: ResumeLanguageCode
  /** Applies a patch to the item; patches with the same field key coalesce into one undo step. */
  onPatch(patch: Record<string, unknown>, field?: string): void
  onFieldBlur(): void
  onSave(): void
  onDiscard(): void
  onDelete(): void
}

export function ItemForm(props: ItemFormProps) {
  const { config, item, adding, onSave, onDiscard, onDelete } = props
  const { t } = useTranslation()
  const hintId = useId()
  const titleId = useId()
  const savable = canSaveItem(config, item)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (savable) onSave()
  }

  return (
    <form className="item-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="item-form__title">
        {sectionText(t, config.section, adding ? 'addTitle' : 'editTitle')}
      </h3>
      <div className="item-form__grid">
        {config.fields.map((field) => (
          <Field key={field.name} field={field} {...props} />
        ))}
      </div>
      {!savable && (
        <p id={hintId} className="field__hint item-form__why">
          {sectionText(t, config.section, 'saveHint')}
        </p>
      )}
      <div className="item-form__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!savable}
          aria-describedby={savable ? undefined : hintId}
        >
          {t(adding ? 'cvEditor.actions.add' : 'cvEditor.actions.save')}
        </button>
        {adding ? (
          <button type="button" className="btn btn--secondary" onClick={onDiscard}>
            {t('cvEditor.actions.discard')}
          </button>
        ) : (
          <button type="button" className="btn btn--ghost item-form__delete" onClick={onDelete}>
            {t('cvEditor.actions.delete')}
          </button>
        )}
      </div>
    </form>
  )
}

function Field({
  field,
  config,
  item,
  language,
  onPatch,
  onFieldBlur,
}: ItemFormProps & { field: FieldSpec }) {
  const { t } = useTranslation()
  const label = fieldText(t, config.section, field.name)
  const value = typeof item[field.name] === 'string' ? (item[field.name] as string) : ''

  switch (field.kind) {
    case 'text': {
      const Input = field.type === 'email' ? EmailField : TextField
      return (
        <Input
          className={field.wide ? 'item-form__wide' : undefined}
          label={label}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete ?? 'off'}
          value={value}
          maxLength={500}
          onChange={(event) => onPatch({ [field.name]: event.target.value }, field.name)}
          onBlur={onFieldBlur}
        />
      )
    }
    case 'monthYear': {
      const flag = field.ongoingFlag
      const ongoing = flag ? item[flag] === true : false
      return (
        <div className="item-form__date">
          <MonthYearField
            label={label}
            value={value}
            disabled={ongoing}
            problem={
              field.name === 'endDate' && endsBeforeStart(item)
                ? t('cvEditor.date.errors.beforeStart')
                : null
            }
            onCommit={(date) => onPatch({ [field.name]: date }, field.name)}
            onBlur={onFieldBlur}
          />
          {flag && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={ongoing}
                onChange={(event) => onPatch(ongoingPatch(flag, event.target.checked, language))}
              />
              <span>{fieldText(t, config.section, 'ongoing')}</span>
            </label>
          )}
        </div>
      )
    }
    case 'rich': {
      const editor = (
        <RichTextEditor
          // A new item gets a fresh editor rather than the previous item's text.
          key={item.id}
          label={label}
          value={value}
          onChange={(html) => onPatch({ [field.name]: html }, field.name)}
          onBlur={onFieldBlur}
        />
      )
      const section = config.section
      const enhanceable =
        field.name === 'description' &&
        (section === 'experiences' || section === 'educations' || section === 'projects')
      return (
        <div className="item-form__wide">
          {enhanceable ? (
            <EnhanceField target={{ section, itemId: item.id }}>{editor}</EnhanceField>
          ) : (
            editor
          )}
        </div>
      )
    }
    case 'level':
      return (
        <div className="item-form__wide">
          <LevelPicker
            label={label}
            levels={field.levels}
            value={value}
            optional={field.optional}
            onChange={(level) => onPatch({ [field.name]: level })}
          />
        </div>
      )
  }
}
