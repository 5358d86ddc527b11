// The list view of a section: its items in resume order, each with a drag handle, Edit and
// Delete. Reordering works with a pointer and with the keyboard (focus the handle, Space, arrow
// keys, Space; Escape cancels), and every step is announced to screen readers in the interface
// language (dnd-kit's live region).
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export interface ListRow {
  id: string
  /** The item's name as the list shows it (already a fallback when empty). */
  label: string
  detail: string
  dates: string
  preview: string
}

interface SortableItemListProps {
  rows: readonly ListRow[]
  listLabel: string
  onMove(fromIndex: number, toIndex: number): void
  onEdit(id: string): void
  onDelete(id: string): void
}

export function SortableItemList({
  rows,
  listLabel,
  onMove,
  onEdit,
  onDelete,
}: SortableItemListProps) {
  const { t } = useTranslation()
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicks on the handle stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = rows.map((row) => row.id)

  const announcements = useMemo<Announcements>(() => {
    const labelOf = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.label ?? ''
    const position = (id: UniqueIdentifier | undefined) =>
      id === undefined ? 0 : rows.findIndex((row) => row.id === id) + 1
    const args = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => ({
      item: labelOf(active),
      position: position(over),
      count: rows.length,
    })
    return {
      onDragStart: ({ active }) => t('cvEditor.reorder.pickedUp', args(active.id, active.id)),
      onDragOver: ({ active, over }) =>
        over ? t('cvEditor.reorder.movedTo', args(active.id, over.id)) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('cvEditor.reorder.dropped', args(active.id, over.id))
          : t('cvEditor.reorder.cancelled', { item: labelOf(active.id) }),
      onDragCancel: ({ active }) => t('cvEditor.reorder.cancelled', { item: labelOf(active.id) }),
    }
  }, [rows, t])

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from !== -1 && to !== -1) onMove(from, to)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('cvEditor.reorder.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="item-list" aria-label={listLabel}>
          {rows.map((row) => (
            <SortableRow key={row.id} row={row} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({
  row,
  onEdit,
  onDelete,
}: {
  row: ListRow
  onEdit(id: string): void
  onDelete(id: string): void
}) {
  const { t } = useTranslation()
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id })
  return (
    <li
      ref={setNodeRef}
      className={`item-list__row${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-item-id={row.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="item-list__handle"
        aria-label={t('cvEditor.reorder.handle', { item: row.label })}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="item-list__text">
        <span className="item-list__heading">{row.label}</span>
        {(row.detail || row.dates) && (
          <span className="item-list__detail">
            {[row.detail, row.dates].filter(Boolean).join(' · ')}
          </span>
        )}
        {row.preview && <span className="item-list__preview">{row.preview}</span>}
      </div>
      <div className="item-list__actions">
        <button
          type="button"
          className="btn btn--ghost btn--small item-list__edit"
          aria-label={t('cvEditor.actions.editItem', { item: row.label })}
          onClick={() => onEdit(row.id)}
        >
          {t('cvEditor.actions.edit')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small item-list__delete"
          aria-label={t('cvEditor.actions.deleteItem', { item: row.label })}
          onClick={() => onDelete(row.id)}
        >
          {t('cvEditor.actions.delete')}
        </button>
      </div>
    </li>
  )
}
