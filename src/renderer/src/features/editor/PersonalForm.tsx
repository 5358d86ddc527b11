// The Personal step (spec 000 §2 "Editor"): every contact field and the summary. Values go to
// the editor store, which applies the shared updateContact operation (it sanitises as it stores).
import type { Contact } from '@shared/resume'
import { useTranslation } from 'react-i18next'
import { RichTextEditor } from '../../components/RichTextEditor'
import { TextField } from '../../components/TextField'
import { useEditor } from '../../stores/editor'
import { BirthDateField } from './BirthDateField'
import { EmailField } from './EmailField'
import { EnhanceField } from '../enhance/EnhanceField'

type PlainField = Exclude<keyof Contact, 'description' | 'birthDate'>

const FIELDS: readonly {
  field: PlainField
  autoComplete: string
  type?: 'email' | 'tel'
  wide?: boolean
}[] = [
  { field: 'jobTitle', autoComplete: 'organization-title', wide: true },
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'country', autoComplete: 'country-name' },
  { field: 'city', autoComplete: 'address-level2' },
]

export function PersonalForm({ contact }: { contact: Contact }) {
  const { t } = useTranslation()
  const updateContact = useEditor((state) => state.updateContact)
  const endTyping = useEditor((state) => state.endTyping)

  return (
    <form className="personal-form" onSubmit={(event) => event.preventDefault()} noValidate>
      {FIELDS.map(({ field, autoComplete, type, wide }) => {
        const Input = type === 'email' ? EmailField : TextField
        return (
          <Input
            key={field}
            className={wide ? 'personal-form__wide' : undefined}
            label={t(`editor.personal.${field}`)}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            value={contact[field]}
            maxLength={500}
            onChange={(event) => updateContact({ [field]: event.target.value })}
            onBlur={endTyping}
          />
        )
      })}
      <BirthDateField
        value={contact.birthDate}
        onCommit={(birthDate) => updateContact({ birthDate })}
      />
      <TextField
        label={t('editor.personal.address')}
        autoComplete="street-address"
        value={contact.address}
        maxLength={500}
        onChange={(event) => updateContact({ address: event.target.value })}
        onBlur={endTyping}
      />
      <div className="personal-form__wide">
        <EnhanceField target={{ section: 'summary' }}>
          <RichTextEditor
            label={t('editor.personal.summary')}
            hint={t('editor.personal.summaryHint')}
            value={contact.description}
            onChange={(description) => updateContact({ description })}
            onBlur={endTyping}
          />
        </EnhanceField>
      </div>
    </form>
  )
}
