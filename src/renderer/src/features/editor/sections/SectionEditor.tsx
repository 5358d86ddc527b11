// One list section's editor (spec 000 §2 "Section editors", §4): the list view with Add, or
// the form view of the item being added or edited. Which item is open is the store's
// activeSection, so a click in the preview opens the same form as a click on Edit here.
import {
  canAddItem,
  moveItem,
  removeItem,
  updateItem,
  type ListSection,
  type SectionItem,
} from '@shared/resume'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../../stores/editor'
import { sectionConfig } from './config'
import { ItemForm } from './ItemForm'
import { itemSummary } from './rules'
import { SortableItemList, type ListRow } from './SortableItemList'
import { levelText, sectionText } from './texts'
import './sections.css'

/** Where keyboard focus goes after the view changes, so it is never dropped on the page. */
type FocusRequest = { to: 'form' } | { to: 'item'; id: string } | { to: 'add' }

const FOCUS_SELECTORS = {
  form: 'input:not([disabled]), [contenteditable="true"]',
  add: '.section-editor__add',
} as const

export function SectionEditor({ section }: { section: ListSection }) {
  const { t } = useTranslation()
  const config = sectionConfig(section)
  const resume = useEditor((state) => state.resume)
  const active = useEditor((state) => state.activeSection)
  const addingItemId = useEditor((state) => state.addingItemId)
  const edit = useEditor((state) => state.edit)
  const focusSection = useEditor((state) => state.focusSection)
  const startAdding = useEditor((state) => state.startAdding)
  const endTyping = useEditor((state) => state.endTyping)
  const rootRef = useRef<HTMLDivElement>(null)
  const pendingFocus = useRef<FocusRequest | null>(null)
  // Deleting moves nothing on screen near the focus, so it is announced, with the way back.
  const [notice, setNotice] = useState('')

  // Runs after every render: moves focus once the view asked for is on screen.
  useEffect(() => {
    const request = pendingFocus.current
    const root = rootRef.current
    if (!request || !root) return
    pendingFocus.current = null
    const target =
      request.to === 'item'
        ? [...root.querySelectorAll<HTMLElement>('[data-item-id]')]
            .find((row) => row.dataset.itemId === request.id)
            ?.querySelector<HTMLElement>('.item-list__edit')
        : root.querySelector<HTMLElement>(FOCUS_SELECTORS[request.to])
    target?.focus()
  })

  if (!resume) return null

  const items = resume[section] as readonly SectionItem<ListSection>[]
  const openId = active?.sectionName === section ? active.itemId : null
  const open = openId ? items.find((item) => item.id === openId) : undefined

  function add() {
    if (startAdding(section)) pendingFocus.current = { to: 'form' }
  }

  function remove(id: string) {
    edit((current) => removeItem(current, section, id))
  }

  function removeAndAnnounce(id: string) {
    const item = items.find((candidate) => candidate.id === id)
    const label = item ? itemSummary(config, item).heading : ''
    remove(id)
    setNotice(t('cvEditor.actions.deleted', { item: label || sectionText(t, section, 'untitled') }))
  }

  function openForEditing(id: string) {
    pendingFocus.current = { to: 'form' }
    focusSection({ sectionName: section, itemId: id })
  }

  function backToList(focus: FocusRequest) {
    pendingFocus.current = focus
    focusSection({ sectionName: section, itemId: null })
  }

  if (open) {
    const adding = addingItemId === open.id
    return (
      <div ref={rootRef} className="section-editor">
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
            backToList({ to: 'item', id: open.id })
          }}
          onDiscard={() => {
            remove(open.id)
            pendingFocus.current = { to: 'add' }
            focusSection(null)
          }}
          onDelete={() => {
            remove(open.id)
            backToList({ to: 'add' })
          }}
        />
      </div>
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
    <div ref={rootRef} className="section-editor">
      {rows.length === 0 ? (
        <p className="muted section-editor__empty">{sectionText(t, section, 'empty')}</p>
      ) : (
        <SortableItemList
          rows={rows}
          listLabel={sectionText(t, section, 'title')}
          onMove={(from, to) => edit((current) => moveItem(current, section, from, to))}
          onEdit={openForEditing}
          onDelete={(id) => {
            pendingFocus.current = { to: 'add' }
            removeAndAnnounce(id)
          }}
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
      <p className="visually-hidden" role="status">
        {notice}
      </p>
    </div>
  )
}
