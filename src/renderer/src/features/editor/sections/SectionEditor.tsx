// One list section's editor (spec 000 §2 "Section editors", §4): the list view with Add, or
// the form view of the item being added or edited. Which item is open is the store's
// activeSection, so a click in the preview opens the same form as a click on Edit here.
import {
  addItem,
  canAddItem,
  moveItem,
  removeItem,
  updateItem,
  type ListSection,
  type SectionItem,
} from '@shared/resume'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../../stores/editor'
import { sectionConfig } from './config'
import { ItemForm } from './ItemForm'
import { itemSummary } from './rules'
import { SortableItemList, type ListRow } from './SortableItemList'
import { levelText, sectionText } from './texts'
import './sections.css'

export function SectionEditor({ section }: { section: ListSection }) {
  const { t } = useTranslation()
  const config = sectionConfig(section)
  const resume = useEditor((state) => state.resume)
  const active = useEditor((state) => state.activeSection)
  const addingItemId = useEditor((state) => state.addingItemId)
  const edit = useEditor((state) => state.edit)
  const focusSection = useEditor((state) => state.focusSection)
  const endTyping = useEditor((state) => state.endTyping)
  if (!resume) return null

  const items = resume[section] as readonly SectionItem<ListSection>[]
  const openId = active?.sectionName === section ? active.itemId : null
  const open = openId ? items.find((item) => item.id === openId) : undefined

  function add() {
    let created: string | null = null
    edit((current) => {
      const result = addItem(current, section)
      created = result.id
      return result.resume
    })
    if (created) focusSection({ sectionName: section, itemId: created }, { adding: true })
  }

  function remove(id: string) {
    edit((current) => removeItem(current, section, id))
  }

  if (open) {
    const adding = addingItemId === open.id
    return (
      <ItemForm
        config={config}
        item={open}
        adding={adding}
        language={resume.resumeLanguage}
        onPatch={(patch, field) =>
          edit(
            (current) =>
              updateItem(current, section, open.id, patch as Partial<SectionItem<ListSection>>),
            {
              coalesce: field ? `${section}.${open.id}.${field}` : undefined,
            },
          )
        }
        onFieldBlur={endTyping}
        onSave={() => {
          endTyping()
          focusSection({ sectionName: section, itemId: null })
        }}
        onDiscard={() => {
          remove(open.id)
          focusSection(null)
        }}
        onDelete={() => {
          remove(open.id)
          focusSection({ sectionName: section, itemId: null })
        }}
      />
    )
  }

  const isLevel = config.fields.some(
    (field) => field.kind === 'level' && field.name === config.detailField,
  )
  const rows: ListRow[] = items.map((item) => {
    const summary = itemSummary(config, item)
    return {
      id: item.id,
      label: summary.heading || sectionText(t, section, 'untitled'),
      detail: isLevel && summary.detail ? levelText(t, summary.detail) : summary.detail,
      dates: summary.dates,
      preview: summary.preview,
    }
  })
  const full = !canAddItem(resume, section)

  return (
    <div className="section-editor">
      {rows.length === 0 ? (
        <p className="muted section-editor__empty">{sectionText(t, section, 'empty')}</p>
      ) : (
        <SortableItemList
          rows={rows}
          listLabel={sectionText(t, section, 'title')}
          onMove={(from, to) => edit((current) => moveItem(current, section, from, to))}
          onEdit={(id) => focusSection({ sectionName: section, itemId: id })}
          onDelete={remove}
        />
      )}
      <button
        type="button"
        className="btn btn--secondary section-editor__add"
        onClick={add}
        disabled={full}
      >
        <span aria-hidden="true">+</span> {sectionText(t, section, 'add')}
      </button>
      {full && <p className="field__hint">{t('cvEditor.listFull')}</p>}
    </div>
  )
}
