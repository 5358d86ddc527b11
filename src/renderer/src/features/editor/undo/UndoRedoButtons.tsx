import { useTranslation } from 'react-i18next'
import { selectCanRedo, selectCanUndo, useEditor } from '../../../stores/editor'

/** Undo and redo in the editor bar, with their shortcuts announced. */
export function UndoRedoButtons() {
  const { t } = useTranslation()
  const canUndo = useEditor(selectCanUndo)
  const canRedo = useEditor(selectCanRedo)
  const undo = useEditor((state) => state.undo)
  const redo = useEditor((state) => state.redo)
  return (
    <div className="undo-redo" role="group" aria-label={t('cvEditor.history.label')}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={undo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t('cvEditor.history.undoTitle')}
      >
        <span aria-hidden="true">↶</span> {t('cvEditor.history.undo')}
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={t('cvEditor.history.redoTitle')}
      >
        <span aria-hidden="true">↷</span> {t('cvEditor.history.redo')}
      </button>
    </div>
  )
}
